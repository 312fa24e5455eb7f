import t from 'tap';
import { instrumentCatalogue } from '../../server/sandbox/fixtures/instruments.ts';
import { swapFreeAdminFee, swapFreeEligible, swapFreeExcluded, swapFreeGroupOf, swapFreeGroups } from './swap-free.ts';

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

t.test('worked examples of eligibility: a rule on the catalogue group', async (t) => {
  t.equal(swapFreeGroupOf({ group: 'forex-major' })?.id, 'forex-majors', 'EURUSD: a major, no fee');
  t.equal(swapFreeGroupOf({ group: 'gold' })?.id, 'metals', 'XAUUSD: gold pays the metals fee');
  t.equal(swapFreeGroupOf({ group: 'metals' })?.id, 'metals', 'XPTUSD: the same group as gold');
  t.equal(swapFreeGroupOf({ group: 'index-minor' })?.id, 'indices', 'HK50: minor indices are indices');
  t.equal(swapFreeGroupOf({ group: 'energy' })?.adminFeePerLotUsd, 6, 'XTIUSD: $6 a night after the free nights');
  t.equal(swapFreeGroupOf({ group: 'shares' }), null, 'NVDA: not swap-free');
  t.equal(swapFreeGroupOf({ group: 'crypto' }), null, 'BTCUSD: not swap-free');
  t.same([...swapFreeExcluded].sort(), ['crypto', 'etf', 'shares']);
});

t.test('a small catalogue: grouped in the fixed order, sorted, empty groups and excluded symbols left out', async (t) => {
  const catalogue = [
    { symbol: 'XAUUSD', group: 'gold' as const },
    { symbol: 'USDJPY', group: 'forex-major' as const },
    { symbol: 'BTCUSD', group: 'crypto' as const },
    { symbol: 'EURUSD', group: 'forex-major' as const },
    { symbol: 'XAGUSD', group: 'metals' as const },
    { symbol: 'NVDA', group: 'shares' as const },
  ];
  t.same(swapFreeEligible(catalogue).map((g) => [g.group.id, g.symbols]), [
    ['forex-majors', ['EURUSD', 'USDJPY']],
    ['metals', ['XAGUSD', 'XAUUSD']],
  ]);
  t.same(swapFreeEligible([{ symbol: 'AAPL', group: 'shares' }]), [], 'nothing eligible: no groups');
});

t.test('the sandbox catalogue: every instrument listed once, or excluded by its group', async (t) => {
  const eligible = swapFreeEligible(instrumentCatalogue);
  t.same(eligible.map((g) => g.group.id), swapFreeGroups.map((g) => g.id), 'every group has instruments');
  const listed = eligible.flatMap((g) => g.symbols);
  t.equal(new Set(listed).size, listed.length, 'no symbol twice');
  for (const spec of instrumentCatalogue) {
    const excluded = spec.group === 'shares' || spec.group === 'etf' || spec.group === 'crypto';
    t.equal(listed.includes(spec.symbol), !excluded, spec.symbol);
  }
  const metals = eligible.find((g) => g.group.id === 'metals')!.symbols;
  t.ok(metals.includes('XAUUSD') && metals.includes('XAGUSD') && metals.includes('XPTUSD'));
  t.ok(eligible.find((g) => g.group.id === 'forex-exotics')!.symbols.includes('USDTRY'));
});

t.test('swap-free platforms come from the account types: the web platform is not one of them', async (t) => {
  const { swapFreePlatforms } = await import('./swap-free.ts');
  t.same(swapFreePlatforms(), { on: ['mt4', 'mt5', 'app'], notOn: ['web'] });
  const same = swapFreePlatforms([
    { id: 'standard', platforms: ['mt4', 'web'] },
    { id: 'islamic', platforms: ['mt4', 'web'], swapFree: true },
  ] as never);
  t.same(same, { on: ['mt4', 'web'], notOn: [] }, 'nothing missing when the data says so');
});
