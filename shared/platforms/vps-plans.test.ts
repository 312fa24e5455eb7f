import t from 'tap';
import { vpsMonthlyCost, vpsPlans } from './vps-plans.ts';

t.test('plans grow in resources and price', async (t) => {
  for (let i = 1; i < vpsPlans.length; i++) {
    const [a, b] = [vpsPlans[i - 1]!, vpsPlans[i]!];
    t.ok(b.vcpu > a.vcpu && b.ramGb > a.ramGb && b.priceUsdPerMonth > a.priceUsdPerMonth && b.freeFromLots > a.freeFromLots, `${b.id} above ${a.id}`);
  }
});

t.test('free from the plan volume, full price below it', async (t) => {
  const pro = vpsPlans.find((p) => p.id === 'pro')!;
  t.equal(vpsMonthlyCost(pro, 15), 0);
  t.equal(vpsMonthlyCost(pro, 14.99), 40);
  t.equal(vpsMonthlyCost(pro, 0), 40);
});
