// The calculator from worked examples. Expected figures are written by hand; the arithmetic is in
// the comment next to each. Conversion quotes are fixed (mid prices shown).
import t from 'tap';
import { calculate, conversionRate, conversionSymbols, marginInOwnCurrency, roundMoney, swapNights, withOwnRate, type CalculatorInput, type QuoteLookup } from './calculator.ts';
import type { CalcSpec, SwapInput } from './calculator.ts';

// Mids: EURUSD 1.0851, USDJPY 156.5, GBPUSD 1.27, AUDUSD 0.662, EURGBP 0.8545
const table: Record<string, { bid: number; ask: number }> = {
  EURUSD: { bid: 1.0850, ask: 1.0852 },
  USDJPY: { bid: 156.49, ask: 156.51 },
  GBPUSD: { bid: 1.2699, ask: 1.2701 },
  AUDUSD: { bid: 0.6619, ask: 0.6621 },
  EURGBP: { bid: 0.8544, ask: 0.8546 },
};
const quotes: QuoteLookup = (s) => table[s];
const money = (v: number | undefined) => roundMoney(v ?? NaN);

type Spec = CalcSpec & SwapInput;
const fx = (margin: string, profit: string, digits: number, swapLong: number, swapShort: number): Spec => ({
  contractSize: 100_000, pipSize: 10 ** -(digits - 1), digits, calcMode: 'forex', marginRate: 1, marginCurrency: margin, profitCurrency: profit,
  swapType: 'points', swapLong, swapShort, tripleSwapDay: 3,
});
const cfd = (contractSize: number, pipSize: number, digits: number, currency: string, swap: Pick<Spec, 'swapType' | 'swapLong' | 'swapShort'>): Spec => ({
  contractSize, pipSize, digits, calcMode: 'cfd-leverage', marginRate: 1, marginCurrency: currency, profitCurrency: currency, tripleSwapDay: 5, ...swap,
});
const run = (input: Omit<CalculatorInput, 'symbol'>, max?: number) => {
  const r = calculate({ symbol: 'X', ...input }, quotes, max)!;
  return { leverage: r.leverage, pipValue: money(r.pipValue), margin: money(r.margin), profit: money(r.profit), swapNight: money(r.swapNight), swapTriple: money(r.swapTriple), pips: Math.round(r.pips * 10) / 10 };
};

t.test('conversion: same, direct, inverse, via USD', async (t) => {
  t.equal(conversionRate('USD', 'USD', quotes), 1);
  t.equal(conversionRate('USD', 'JPY', quotes), 156.5, 'direct USDJPY');
  t.equal(money(conversionRate('USD', 'EUR', quotes)), 0.92, 'inverse: 1 / 1.0851 = 0.9216');
  // GBP -> AUD: no GBPAUD or AUDGBP: GBP->USD 1.27, USD->AUD 1/0.662; 1.27 / 0.662 = 1.918429
  t.equal(Math.round(conversionRate('GBP', 'AUD', quotes)! * 1e6) / 1e6, 1.918429);
  t.equal(conversionRate('USD', 'XYZ', quotes), undefined, 'no quote: unknown');
});

t.test('EURUSD, USD account: 1 lot, 1:100, buy 1.08500 -> 1.09000', async (t) => {
  const r = run({ spec: fx('EUR', 'USD', 5, -6.5, 1.2), side: 'buy', lots: 1, leverage: 100, accountCurrency: 'USD', open: 1.085, close: 1.09 });
  // pip: 1 * 100000 * 0.0001 = 10 USD
  // margin: 1 * 100000 / 100 = 1000 EUR * 1.0851 = 1085.10 USD
  // profit: (1.09 - 1.085) * 100000 = 500 USD, 50 pips
  // swap long -6.5 points: 100000 * 0.00001 * -6.5 = -6.50 USD a night, x3 on Wednesday = -19.50
  t.same(r, { leverage: 100, pipValue: 10, margin: 1085.1, profit: 500, swapNight: -6.5, swapTriple: -19.5, pips: 50 });
});

t.test('EURUSD pip value of 1 lot in each account currency', async (t) => {
  const spec = fx('EUR', 'USD', 5, 0, 0);
  const pip = (acc: string) => run({ spec, side: 'buy', lots: 1, leverage: 100, accountCurrency: acc, open: 1.085, close: 1.085 }).pipValue;
  t.equal(pip('USD'), 10, '10 USD');
  t.equal(pip('EUR'), 9.22, '10 / 1.0851 = 9.2157');
  t.equal(pip('GBP'), 7.87, '10 / 1.27 = 7.8740');
  t.equal(pip('AUD'), 15.11, '10 / 0.662 = 15.1057');
  t.equal(pip('JPY'), 1565, '10 * 156.5 = 1565.00');
});

t.test('USDJPY, USD account: 0.5 lot, 1:30, sell 156.500 -> 155.500', async (t) => {
  const r = run({ spec: fx('USD', 'JPY', 3, -12.4, 10.2), side: 'sell', lots: 0.5, leverage: 30, accountCurrency: 'USD', open: 156.5, close: 155.5 });
  // pip: 0.5 * 100000 * 0.01 = 500 JPY / 156.5 = 3.1949 -> 3.19 USD
  // margin: 0.5 * 100000 / 30 = 1666.667 USD (margin currency is the account's) -> 1666.67
  // profit: (156.5 - 155.5) * 50000 = 50000 JPY / 156.5 = 319.4888 -> 319.49 USD, 100 pips
  // swap short +10.2 points: 50000 * 0.001 * 10.2 = 510 JPY / 156.5 = 3.2588 -> 3.26; x3 = 9.7764 -> 9.78
  t.same(r, { leverage: 30, pipValue: 3.19, margin: 1666.67, profit: 319.49, swapNight: 3.26, swapTriple: 9.78, pips: 100 });
});

t.test('EURGBP cross: USD, EUR and AUD accounts', async (t) => {
  const spec = fx('EUR', 'GBP', 5, -4, 0.5);
  const usd = run({ spec, side: 'buy', lots: 1, leverage: 100, accountCurrency: 'USD', open: 0.8545, close: 0.8595 });
  // pip: 100000 * 0.0001 = 10 GBP * 1.27 = 12.70 USD
  // margin: 100000 / 100 = 1000 EUR * 1.0851 = 1085.10 USD
  // profit: 0.005 * 100000 = 500 GBP * 1.27 = 635.00 USD
  // swap: 100000 * 0.00001 * -4 = -4 GBP * 1.27 = -5.08 USD
  t.same(usd, { leverage: 100, pipValue: 12.7, margin: 1085.1, profit: 635, swapNight: -5.08, swapTriple: -15.24, pips: 50 });
  // EUR account: GBP -> EUR by the inverse of EURGBP: 500 / 0.8545 = 585.1375 -> 585.14; margin 1000 EUR as is
  const eur = run({ spec, side: 'buy', lots: 1, leverage: 100, accountCurrency: 'EUR', open: 0.8545, close: 0.8595 });
  t.equal(eur.profit, 585.14);
  t.equal(eur.margin, 1000);
  // AUD account: GBP -> USD -> AUD: 500 * 1.27 / 0.662 = 959.2145 -> 959.21
  t.equal(run({ spec, side: 'buy', lots: 1, leverage: 100, accountCurrency: 'AUD', open: 0.8545, close: 0.8595 }).profit, 959.21);
});

t.test('gold XAUUSD, USD account: 0.1 lot, 1:100, buy 2345.50 -> 2355.50', async (t) => {
  const r = run({ spec: cfd(100, 0.01, 2, 'USD', { swapType: 'points', swapLong: -25, swapShort: 8 }), side: 'buy', lots: 0.1, leverage: 100, accountCurrency: 'USD', open: 2345.5, close: 2355.5 });
  // pip (0.01): 0.1 * 100 oz * 0.01 = 0.10 USD
  // margin (CFD leverage): 0.1 * 100 * 2345.50 / 100 = 234.55 USD
  // profit: 10.00 * 0.1 * 100 = 100 USD, 1000 pips of 0.01
  // swap long -25 points: 0.1 * 100 * 0.01 * -25 = -2.50 USD; x3 = -7.50
  t.same(r, { leverage: 100, pipValue: 0.1, margin: 234.55, profit: 100, swapNight: -2.5, swapTriple: -7.5, pips: 1000 });
});

t.test('index GER40 (EUR), USD account: 1 lot, 1:20, sell 18650 -> 18600', async (t) => {
  const r = run({ spec: cfd(1, 1, 1, 'EUR', { swapType: 'interest', swapLong: -7.5, swapShort: -1.5 }), side: 'sell', lots: 1, leverage: 20, accountCurrency: 'USD', open: 18650, close: 18600 });
  // pip (1 point): 1 * 1 * 1 = 1 EUR * 1.0851 = 1.09 USD
  // margin: 1 * 18650 / 20 = 932.50 EUR * 1.0851 = 1011.856 -> 1011.86 USD
  // profit: (18650 - 18600) * 1 = 50 EUR * 1.0851 = 54.255 -> 54.26 USD
  // swap short -1.5 % a year: 18650 * -1.5 / 100 / 360 = -0.77708 EUR * 1.0851 = -0.8432 -> -0.84; x3 = -2.5296 -> -2.53
  t.same(r, { leverage: 20, pipValue: 1.09, margin: 1011.86, profit: 54.26, swapNight: -0.84, swapTriple: -2.53, pips: 50 });
});

t.test('share CFD AAPL, USD account: 10 shares, 1:5, buy 192.30 -> 200.30', async (t) => {
  const spec = cfd(1, 0.01, 2, 'USD', { swapType: 'interest', swapLong: -7.2, swapShort: -1.7 });
  const r = run({ spec, side: 'buy', lots: 10, leverage: 5, accountCurrency: 'USD', open: 192.3, close: 200.3 });
  // pip (1 cent): 10 * 1 * 0.01 = 0.10 USD
  // margin: 10 * 192.30 / 5 = 384.60 USD
  // profit: 8.00 * 10 = 80 USD
  // swap long -7.2 %: 1923 * -7.2 / 100 / 360 = -0.3846 -> -0.38; x3 = -1.1538 -> -1.15
  t.same(r, { leverage: 5, pipValue: 0.1, margin: 384.6, profit: 80, swapNight: -0.38, swapTriple: -1.15, pips: 800 });
  // MT5 'CFD' mode (no leverage, margin rate 20 %): 10 * 1 * 192.30 * 0.2 = 384.60 as well
  t.equal(roundMoney(marginInOwnCurrency('cfd', { ...spec, marginRate: 0.2 }, 10, 192.3, 1)), 384.6);
});

t.test('LSE share CFD in pence (GBX), USD account: 100 shares, buy 465.2p -> 475.2p', async (t) => {
  t.equal(conversionRate('GBX', 'GBP', quotes), 0.01, 'a penny is a hundredth of a pound');
  t.equal(money(conversionRate('GBX', 'USD', quotes)), 0.01, 'via GBPUSD 1.27: 0.0127');
  t.equal(conversionRate('GBP', 'GBX', quotes), 100);
  t.same(conversionSymbols('GBX', 'USD', () => true), ['GBPUSD'], 'waits for the pound quote only');
  const spec = cfd(1, 0.1, 1, 'GBX', { swapType: 'interest', swapLong: -6.75, swapShort: 0.75 });
  const r = run({ spec, side: 'buy', lots: 100, leverage: 5, accountCurrency: 'USD', open: 465.2, close: 475.2 });
  // profit: 10p * 100 = 1000p = 10 GBP = 12.70 USD; margin: 100 * 465.2p / 5 = 9304p = 93.04 GBP = 118.16 USD
  t.equal(r.profit, 12.7);
  t.equal(r.margin, 118.16);
});

t.test('crypto BTCUSD: 0.5 lot, 1:2, buy 67450 -> 66450 (a loss), USD and GBP accounts', async (t) => {
  const spec = cfd(1, 1, 2, 'USD', { swapType: 'interest', swapLong: -20, swapShort: -10 });
  const r = run({ spec, side: 'buy', lots: 0.5, leverage: 2, accountCurrency: 'USD', open: 67450, close: 66450 });
  // pip ($1): 0.5 * 1 * 1 = 0.50 USD
  // margin: 0.5 * 67450 / 2 = 16862.50 USD
  // profit: -1000 * 0.5 = -500 USD, -1000 pips
  // swap long -20 %: 33725 * -20 / 100 / 360 = -18.736 -> -18.74; x3 = -56.208 -> -56.21
  t.same(r, { leverage: 2, pipValue: 0.5, margin: 16862.5, profit: -500, swapNight: -18.74, swapTriple: -56.21, pips: -1000 });
  // GBP account: -500 / 1.27 = -393.7008 -> -393.70
  t.equal(run({ spec, side: 'buy', lots: 0.5, leverage: 2, accountCurrency: 'GBP', open: 67450, close: 66450 }).profit, -393.7);
});

t.test('MT5 margin modes and leverage caps', async (t) => {
  const spec = fx('EUR', 'USD', 5, 0, 0);
  t.equal(marginInOwnCurrency('forex-no-leverage', spec, 1, 1.085, 100), 100_000, '1 lot without leverage: 100000 EUR');
  t.equal(marginInOwnCurrency('cfd-index', { ...spec, contractSize: 1 }, 2, 18650, 100), 37_300, '2 * 1 * 18650');
  // Asked 1:500, the instrument allows 1:30: 100000 / 30 = 3333.333 EUR * 1.0851 = 3617.00 USD
  const capped = run({ spec, side: 'buy', lots: 1, leverage: 500, accountCurrency: 'USD', open: 1.085, close: 1.085 }, 30);
  t.equal(capped.leverage, 30);
  t.equal(capped.margin, 3617);
  t.equal(calculate({ symbol: 'X', spec: fx('EUR', 'XYZ', 5, 0, 0), side: 'buy', lots: 1, leverage: 100, accountCurrency: 'USD', open: 1, close: 1 }, quotes), null, 'missing cross: null');
});

t.test('triple swap day and money rounding', async (t) => {
  t.equal(swapNights(3, 3), 3);
  t.equal(swapNights(2, 3), 1);
  t.equal(roundMoney(1.005), 1.01);
  t.equal(roundMoney(-2.345), -2.35);
});

t.test('given prices: the symbol\'s own rate is the open price, no live quote needed', async (t) => {
  const none: QuoteLookup = () => undefined;
  const spec = fx('EUR', 'USD', 5, -6.5, 1.2);
  const given = (acc: string, lookup: QuoteLookup) => {
    const r = calculate({ symbol: 'EURUSD', spec, side: 'buy', lots: 1, leverage: 100, accountCurrency: acc, open: 1.085, close: 1.09 }, withOwnRate('EURUSD', 1.085, lookup))!;
    return { pipValue: money(r.pipValue), margin: money(r.margin), profit: money(r.profit), swapNight: money(r.swapNight), swapTriple: money(r.swapTriple) };
  };
  // USD account, no quotes at all: margin 1000 EUR * 1.085 (the open price, not the live 1.0851) = 1085.00
  t.same(given('USD', none), { pipValue: 10, margin: 1085, profit: 500, swapNight: -6.5, swapTriple: -19.5 });
  // EUR account: USD -> EUR by the inverse of the own rate: 500 / 1.085 = 460.8295 -> 460.83;
  // pip 10 / 1.085 = 9.2166 -> 9.22; swap -6.5 / 1.085 = -5.9908 -> -5.99, x3 = -17.9724 -> -17.97
  t.same(given('EUR', none), { pipValue: 9.22, margin: 1000, profit: 460.83, swapNight: -5.99, swapTriple: -17.97 });
  // The live EURUSD (mid 1.0851) is not used even when present: a shared link gives one answer.
  t.same(given('EUR', quotes), given('EUR', none));
  const gbp = calculate({ symbol: 'EURUSD', spec, side: 'buy', lots: 1, leverage: 100, accountCurrency: 'GBP', open: 1.085, close: 1.09 }, withOwnRate('EURUSD', 1.085, none));
  t.equal(gbp, null, 'GBP account without a GBPUSD quote: no result yet');
});

t.test('given prices in a third currency: only the cross is live', async (t) => {
  // USDJPY sold 0.5 lot at 156.500, bought back at 155.500, 1:30, EUR account, no EURJPY quote.
  // JPY -> EUR goes via USD: JPY -> USD by the own rate 1 / 156.5, USD -> EUR by 1 / 1.0851 (live).
  const r = calculate({ symbol: 'USDJPY', spec: fx('USD', 'JPY', 3, -12.4, 10.2), side: 'sell', lots: 0.5, leverage: 30, accountCurrency: 'EUR', open: 156.5, close: 155.5 }, withOwnRate('USDJPY', 156.5, (s) => (s === 'EURUSD' ? table.EURUSD : undefined)))!;
  // profit: 50000 JPY / 156.5 = 319.4888 USD / 1.0851 = 294.4326 -> 294.43 EUR
  t.equal(money(r.profit), 294.43);
  // margin: 0.5 * 100000 / 30 = 1666.667 USD / 1.0851 = 1535.9567 -> 1535.96 EUR
  t.equal(money(r.margin), 1535.96);
  // pip: 500 JPY / 156.5 = 3.1949 USD / 1.0851 = 2.9443 -> 2.94 EUR
  t.equal(money(r.pipValue), 2.94);
});

t.test('the quotes a conversion reads', async (t) => {
  const quoted = (...list: string[]) => (s: string) => list.includes(s);
  t.same(conversionSymbols('USD', 'USD', quoted()), [], 'same currency: none');
  t.same(conversionSymbols('EUR', 'USD', quoted('EURUSD')), ['EURUSD'], 'direct');
  t.same(conversionSymbols('USD', 'EUR', quoted('EURUSD')), ['EURUSD'], 'inverse');
  t.same(conversionSymbols('JPY', 'EUR', quoted('EURJPY', 'USDJPY', 'EURUSD')), ['EURJPY'], 'the direct cross first, nothing via USD');
  t.same(conversionSymbols('JPY', 'EUR', quoted('USDJPY', 'EURUSD')), ['USDJPY', 'EURUSD'], 'via USD');
});
