// The trading calculator's state in the URL (shareable, bookmarkable): symbol, volume (lots),
// leverage (100 = 1:100), account currency, side, and optional open/close prices. Bad values are
// dropped one by one and named, so the page can say what it ignored instead of failing.
export const accountCurrencies = ['USD', 'EUR', 'GBP', 'AUD', 'JPY'] as const;
export type AccountCurrency = (typeof accountCurrencies)[number];

export const leverageChoices = [1, 2, 5, 10, 20, 30, 50, 100, 200, 300, 400, 500, 1000] as const;

export interface CalculatorState {
  symbol: string;
  volume: number;
  leverage: number;
  account: AccountCurrency;
  side: 'buy' | 'sell';
  /** Given prices (instead of live ones); undefined: use live. */
  open?: number;
  close?: number;
}

export const defaultState: CalculatorState = { symbol: 'EURUSD', volume: 1, leverage: 100, account: 'USD', side: 'buy' };

/** A symbol's tradable volumes (lots), from the catalogue. */
export interface VolumeRule {
  minVolume: number;
  maxVolume: number;
  volumeStep: number;
}

/**
 * Whether `volume` can be traded: within min..max and a whole number of steps above the minimum
 * (so the minimum itself is always allowed). The tolerance absorbs binary fractions such as
 * (0.07 - 0.01) / 0.01 = 5.999999999999999.
 */
export function volumeAllowed(volume: number, rule: VolumeRule): boolean {
  if (!Number.isFinite(volume) || volume < rule.minVolume - 1e-9 || volume > rule.maxVolume + 1e-9) return false;
  const steps = (volume - rule.minVolume) / rule.volumeStep;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** The allowed volume nearest to `volume` (clamped, then rounded to a step; 8 decimals drop float noise). */
export function nearestVolume(volume: number, rule: VolumeRule): number {
  const clamped = Math.min(rule.maxVolume, Math.max(rule.minVolume, volume));
  const steps = Math.floor((rule.maxVolume - rule.minVolume) / rule.volumeStep + 1e-6);
  const k = Math.min(steps, Math.round((clamped - rule.minVolume) / rule.volumeStep));
  return Number((rule.minVolume + k * rule.volumeStep).toFixed(8));
}

/** The symbols a query may name; with their volume rules, a volume is also checked against the symbol's. */
export type KnownSymbols = ReadonlySet<string> | ReadonlyMap<string, VolumeRule>;
const ruleOf = (known: KnownSymbols, symbol: string): VolumeRule | undefined => ('get' in known ? known.get(symbol) : undefined);

export type QueryField = 'symbol' | 'volume' | 'leverage' | 'account' | 'side' | 'open' | 'close';

const positive = (raw: string, max: number): number | undefined => {
  if (!/^\d{1,9}(\.\d{1,8})?$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n > 0 && n <= max ? n : undefined;
};

/**
 * The state a query string describes, starting from `base`; `ignored` lists the parameters whose
 * values were not usable (unknown symbol, volume outside 0.01-1000 or not a step of the symbol's
 * volumes, leverage outside 1-3000 ...).
 */
export function parseCalculatorQuery(query: URLSearchParams, knownSymbols: KnownSymbols, base: CalculatorState = defaultState): { state: CalculatorState; ignored: QueryField[] } {
  const state: CalculatorState = { ...base };
  delete state.open;
  delete state.close;
  const ignored: QueryField[] = [];
  const read = (field: QueryField, apply: (raw: string) => boolean) => {
    const raw = query.get(field);
    if (raw === null || raw === '') return;
    if (!apply(raw)) ignored.push(field);
  };
  read('symbol', (raw) => {
    const s = raw.trim().toUpperCase();
    if (!knownSymbols.has(s)) return false;
    state.symbol = s;
    return true;
  });
  const rule = ruleOf(knownSymbols, state.symbol);
  read('volume', (raw) => {
    const v = positive(raw, 1000);
    if (v === undefined || v < 0.01 || (rule && !volumeAllowed(v, rule))) return false;
    state.volume = v;
    return true;
  });
  // The base volume may not suit the symbol the query chose (above its maximum ...).
  if (rule && !volumeAllowed(state.volume, rule)) state.volume = nearestVolume(state.volume, rule);
  read('leverage', (raw) => {
    const v = positive(raw, 3000);
    if (v === undefined || !Number.isInteger(v)) return false;
    state.leverage = v;
    return true;
  });
  read('account', (raw) => {
    const a = raw.trim().toUpperCase();
    if (!(accountCurrencies as readonly string[]).includes(a)) return false;
    state.account = a as AccountCurrency;
    return true;
  });
  read('side', (raw) => {
    const s = raw.trim().toLowerCase();
    if (s !== 'buy' && s !== 'sell') return false;
    state.side = s;
    return true;
  });
  for (const field of ['open', 'close'] as const) {
    read(field, (raw) => {
      const v = positive(raw, 1e9);
      if (v === undefined) return false;
      state[field] = v;
      return true;
    });
  }
  return { state, ignored };
}

/** The query string of a state (stable order; prices only when given). */
export function calculatorQuery(state: CalculatorState): string {
  const q = new URLSearchParams({
    symbol: state.symbol,
    volume: String(state.volume),
    leverage: String(state.leverage),
    account: state.account,
    side: state.side,
  });
  if (state.open !== undefined) q.set('open', String(state.open));
  if (state.close !== undefined) q.set('close', String(state.close));
  return q.toString();
}
