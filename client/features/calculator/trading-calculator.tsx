// The trading calculator (pip value, margin, profit/loss, swap) for catalogue symbols. Used on the
// calculator page (state in the URL) and, pre-filled and fixed to one symbol, on instrument pages.
// The server renders the form with its initial state (the page's URL values); live prices and
// their results come after mount. With open and close given and no conversion quote needed (EURUSD
// in a USD account), the results depend on the URL alone and are in the server's HTML too.
// Results use a snapshot of the live prices taken when an input changes (or on request), so the
// live region announces a result once instead of on every tick.
import { startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { currentQuotes, useQuotesPresent } from '../quotes/use-quotes.ts';
import { getLocale } from '../../../shared/locales.ts';
import { isKnownSymbol } from '../../../shared/quotes/instruments.ts';
import { calculate, roundMoney, withOwnRate, type Price, type QuoteLookup } from '../../../shared/trading/calculator.ts';
import { neededQuotes, type CalculatorSpec } from '../../../shared/trading/calculator-spec.ts';
import { accountCurrencies, calculatorQuery, leverageChoices, parseCalculatorQuery, volumeAllowed, type CalculatorState, type QueryField } from '../../../shared/trading/calculator-query.ts';
import { assetClasses } from '../../../shared/trading/instrument-basics.ts';
import { optionLabel } from '../../../shared/trading/option-names.ts';
import { cachedDateFormat, cachedNumberFormat } from '../../../shared/format.ts';
import './calculator.css';

export interface TradingCalculatorProps {
  specs: readonly CalculatorSpec[];
  initial: CalculatorState;
  /** Read the state from the page URL after mount and keep the URL up to date. */
  urlState?: boolean;
  /** Symbol names in the page's language (shared/trading/option-names.ts), made by the loader. */
  names?: Readonly<Record<string, string>>;
}

const toNumber = (s: string): number | undefined => {
  const n = Number(s.replace(',', '.'));
  return s.trim() !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
};

function stateOf(form: Form): CalculatorState {
  const state: CalculatorState = { symbol: form.symbol, volume: toNumber(form.volume) ?? 0, leverage: form.leverage, account: form.account, side: form.side };
  const open = toNumber(form.open);
  const close = toNumber(form.close);
  if (open !== undefined) state.open = open;
  if (close !== undefined) state.close = close;
  return state;
}

interface Form {
  symbol: string;
  volume: string;
  leverage: number;
  account: CalculatorState['account'];
  side: CalculatorState['side'];
  open: string;
  close: string;
}

const formOf = (s: CalculatorState): Form => ({
  symbol: s.symbol, volume: String(s.volume), leverage: s.leverage, account: s.account, side: s.side,
  open: s.open === undefined ? '' : String(s.open), close: s.close === undefined ? '' : String(s.close),
});

export function TradingCalculator({ specs, initial, urlState = false, names }: TradingCalculatorProps) {
  const { t } = useTranslation();
  const tag = getLocale(useLocale()).tag;
  const id = useId();
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const [ignored, setIgnored] = useState<QueryField[]>([]);
  const touched = useRef(false);
  const bySymbol = useMemo(() => new Map(specs.map((s) => [s.symbol, s])), [specs]);
  const spec = bySymbol.get(form.symbol) ?? specs[0];
  // Choices stop at the highest cap of the shown instruments (the register's, per entity).
  const maxChoice = useMemo(() => Math.max(1, ...specs.map((s) => s.maxLeverage)), [specs]);

  // The URL's state once more in the browser: it also reports which values were ignored.
  useEffect(() => {
    if (!urlState) return;
    const { state, ignored: bad } = parseCalculatorQuery(new URLSearchParams(window.location.search), bySymbol, initial);
    // Usually what the server already rendered: no update then. Otherwise a transition (a plain
    // update from an effect renders the whole calculator in one blocking task).
    const next = formOf(state);
    startTransition(() => {
      setForm((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
      setIgnored((current) => (current.length === 0 && bad.length === 0 ? current : bad));
    });
  }, [urlState, bySymbol, initial]);

  const state = stateOf(form);
  const query = calculatorQuery(state);
  useEffect(() => {
    if (!urlState || !touched.current || window.location.search === `?${query}`) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}${window.location.hash}`);
  }, [urlState, query]);

  // Given open and close prices stand in for the symbol's own quote: only conversion crosses are waited for.
  const pricesGiven = state.open !== undefined && state.close !== undefined;
  const needed = spec ? neededQuotes(spec, form.account, isKnownSymbol, pricesGiven) : [];
  // Results use a snapshot of prices (refreshed on demand), so the calculator re-renders when
  // its quotes first become complete, not on every tick of the socket.
  const liveComplete = useQuotesPresent(needed);
  const [snapshot, setSnapshot] = useState<{ prices: Map<string, Price>; at: number } | null>(null);
  const inputsKey = `${form.symbol}|${form.account}|${form.side}`;
  const takeSnapshot = () => {
    const prices = new Map<string, Price>();
    for (const [s, q] of currentQuotes(needed)) prices.set(s, { bid: q.bid, ask: q.ask });
    setSnapshot({ prices, at: Date.now() });
  };
  const complete = snapshot !== null && needed.every((s) => snapshot.prices.has(s));
  // New inputs or first full set of quotes: take a fresh snapshot.
  const lastKey = useRef('');
  useEffect(() => {
    if (!liveComplete || needed.length === 0) return;
    if (lastKey.current !== inputsKey || !complete) {
      lastKey.current = inputsKey;
      takeSnapshot();
    }
  });

  const update = (patch: Partial<Form>) => {
    touched.current = true;
    setIgnored([]);
    setForm((f) => ({ ...f, ...patch }));
  };

  if (!spec) return <p className="calc__note">{t('calculator.unavailable')}</p>;

  // The prices a result may use: none needed (the same on the server and in every browser), or
  // the snapshot once it holds every needed quote.
  const prices: QuoteLookup | undefined = needed.length === 0 ? () => undefined : complete && snapshot ? (s) => snapshot.prices.get(s) : undefined;
  const live = prices?.(spec.symbol);
  const open = state.open ?? (live ? (state.side === 'buy' ? live.ask : live.bid) : undefined);
  const close = state.close ?? (live ? (state.side === 'buy' ? live.bid : live.ask) : undefined);
  const volumeOk = volumeAllowed(state.volume, spec);
  const result = open !== undefined && close !== undefined && volumeOk && prices
    ? calculate({ spec, symbol: spec.symbol, side: state.side, lots: state.volume, leverage: state.leverage, accountCurrency: state.account, open, close }, pricesGiven ? withOwnRate(spec.symbol, open, prices) : prices, spec.maxLeverage)
    : null;

  const money = cachedNumberFormat(tag, { style: 'currency', currency: state.account, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const fmt = (v: number) => money.format(roundMoney(v));
  const price = cachedNumberFormat(tag, { minimumFractionDigits: spec.digits, maximumFractionDigits: spec.digits, useGrouping: false });
  const num = cachedNumberFormat(tag, { maximumFractionDigits: 1 });
  const lots = cachedNumberFormat(tag, { maximumFractionDigits: 8 });
  const volumeRule = { min: lots.format(spec.minVolume), max: lots.format(spec.maxVolume), step: lots.format(spec.volumeStep) };
  const weekday = cachedDateFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + spec.tripleSwapDay));
  const f = (name: string) => `${id}-${name}`;

  return (
    <div className="calc">
      {ignored.length ? (
        <p className="calc__note calc__note--warn" role="alert" data-testid="calc-ignored">
          {t('calculator.ignored', { fields: ignored.map((k) => t(`calculator.fields.${k}`)).join(', ') })}
        </p>
      ) : null}
      <form className="calc__form" onSubmit={(e) => e.preventDefault()} aria-label={t('calculator.formLabel')}>
        <div className="calc__field calc__field--wide">
          <label htmlFor={f('symbol')}>{t('calculator.fields.symbol')}</label>
          {specs.length > 1 ? (
            <select id={f('symbol')} name="symbol" value={spec.symbol} onChange={(e) => update({ symbol: e.target.value, open: '', close: '' })}>
              {assetClasses.map((cls) => {
                const items = specs.filter((s) => s.assetClass === cls);
                return items.length ? (
                  <optgroup key={cls} label={t(`instruments.classes.${cls}`)}>
                    {items.map((s) => {
                      const label = optionLabel(s, names, tag);
                      return <option key={s.symbol} value={s.symbol} lang={label.lang}>{label.text}</option>;
                    })}
                  </optgroup>
                ) : null;
              })}
            </select>
          ) : (
            <input id={f('symbol')} name="symbol" value={spec.symbol} readOnly />
          )}
        </div>
        <div className="calc__field">
          <label htmlFor={f('volume')}>{t('calculator.fields.volume')}</label>
          <input id={f('volume')} name="volume" type="number" inputMode="decimal" min={spec.minVolume} max={spec.maxVolume} step={spec.volumeStep}
            value={form.volume} onChange={(e) => update({ volume: e.target.value })} aria-invalid={!volumeOk}
            aria-describedby={volumeOk ? f('volume-hint') : `${f('volume-error')} ${f('volume-hint')}`} />
          {/* Announced through the results' live region; here it describes the field. */}
          {volumeOk ? null : <span className="calc__error" id={f('volume-error')} data-testid="calc-volume-error">{t('calculator.volumeInvalid', volumeRule)}</span>}
          <span className="calc__hint" id={f('volume-hint')}>{t('calculator.volumeHint', { min: volumeRule.min, max: volumeRule.max, size: cachedNumberFormat(tag).format(spec.contractSize) })}</span>
        </div>
        <div className="calc__field">
          <label htmlFor={f('leverage')}>{t('calculator.fields.leverage')}</label>
          <select id={f('leverage')} name="leverage" value={form.leverage} onChange={(e) => update({ leverage: Number(e.target.value) })}>
            {[...new Set([...leverageChoices.filter((l) => l <= maxChoice), form.leverage])].sort((a, b) => a - b).map((l) => <option key={l} value={l}>{`1:${l}`}</option>)}
          </select>
        </div>
        <div className="calc__field">
          <label htmlFor={f('account')}>{t('calculator.fields.account')}</label>
          <select id={f('account')} name="account" value={form.account} onChange={(e) => update({ account: e.target.value as Form['account'] })}>
            {accountCurrencies.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </div>
        <fieldset className="calc__field calc__side">
          <legend>{t('calculator.fields.side')}</legend>
          {(['buy', 'sell'] as const).map((s) => (
            <label key={s} className="calc__radio">
              <input type="radio" name={f('side')} value={s} checked={form.side === s} onChange={() => update({ side: s })} />
              {t(`calculator.${s}`)}
            </label>
          ))}
        </fieldset>
        <div className="calc__field">
          <label htmlFor={f('open')}>{t('calculator.fields.open')}</label>
          <input id={f('open')} name="open" type="number" inputMode="decimal" min="0" step={10 ** -spec.digits}
            placeholder={open !== undefined && state.open === undefined ? price.format(open) : ''} value={form.open} onChange={(e) => update({ open: e.target.value })} aria-describedby={f('price-hint')} />
        </div>
        <div className="calc__field">
          <label htmlFor={f('close')}>{t('calculator.fields.close')}</label>
          <input id={f('close')} name="close" type="number" inputMode="decimal" min="0" step={10 ** -spec.digits}
            placeholder={close !== undefined && state.close === undefined ? price.format(close) : ''} value={form.close} onChange={(e) => update({ close: e.target.value })} aria-describedby={f('price-hint')} />
        </div>
        <p className="calc__hint calc__field--wide" id={f('price-hint')}>{t('calculator.priceHint')}</p>
      </form>

      <div className="calc__results" aria-live="polite" data-testid="calc-results">
        <h3 className="calc__results-title">{t('calculator.resultsTitle', { symbol: spec.symbol })}</h3>
        {result ? (
          <>
            <dl className="calc__list">
              <div><dt>{t('calculator.pipValue')}</dt><dd data-result="pip">{fmt(result.pipValue)}</dd></div>
              <div><dt>{t('calculator.margin', { leverage: `1:${result.leverage}` })}</dt><dd data-result="margin">{fmt(result.margin)}</dd></div>
              <div><dt>{t('calculator.profit', { pips: num.format(result.pips) })}</dt><dd data-result="profit" className={result.profit < 0 ? 'is-loss' : 'is-gain'}>{fmt(result.profit)}</dd></div>
              <div><dt>{t('calculator.swapNight', { side: t(`calculator.${state.side}`) })}</dt><dd data-result="swap">{fmt(result.swapNight)}</dd></div>
              <div><dt>{t('calculator.swapTriple', { day: weekday })}</dt><dd data-result="swap3">{fmt(result.swapTriple)}</dd></div>
            </dl>
            <p className="calc__hint">
              {t('calculator.pricesUsed', { open: price.format(open!), close: price.format(close!) })}
              {result.leverage < state.leverage ? ` ${t('calculator.capped', { leverage: `1:${result.leverage}` })}` : ''}
            </p>
            {state.open === undefined || state.close === undefined ? (
              <button type="button" className="button button--ghost calc__refresh" onClick={takeSnapshot}>{t('calculator.refresh')}</button>
            ) : null}
          </>
        ) : (
          <p className="calc__note">{!volumeOk ? t('calculator.volumeInvalid', volumeRule) : t('calculator.waiting')}</p>
        )}
      </div>
    </div>
  );
}
