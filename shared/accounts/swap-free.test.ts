import t from 'tap';
import { swapFreeAdminFee, swapFreeGroups } from './swap-free.ts';

const group = (id: string) => swapFreeGroups.find((g) => g.id === id)!;

t.test('worked examples of the admin fee', async (t) => {
  // 2 lots of XAUUSD held 8 nights: 3 chargeable nights x $8 x 2 lots = $48.
  t.equal(swapFreeAdminFee(group('metals'), 2, 8), 48);
  // Within the free nights: nothing.
  t.equal(swapFreeAdminFee(group('metals'), 2, 5), 0);
  // Majors never pay, however long.
  t.equal(swapFreeAdminFee(group('forex-majors'), 10, 60), 0);
  // 0.5 lot of USDTRY for 4 nights: 2 chargeable x $12 x 0.5 = $12.
  t.equal(swapFreeAdminFee(group('forex-exotics'), 0.5, 4), 12);
  // 0.1 lot of US500 for 5.9 nights counts 5 nights: 2 x $4 x 0.1 = $0.80.
  t.equal(swapFreeAdminFee(group('indices'), 0.1, 5.9), 0.8);
});
