// An instrument's typical spread: the median with its window, the three figures of both windows
// in a small table, and the median by hour of day (UTC, named) as an inline SVG bar chart.
// The chart is role="img" with a summary as its name; the same numbers are in a visually hidden
// table for screen-reader users who want every hour. Rendered on the server, same for everyone;
// Latin digits, as every price and spread on the site.
import { useTranslation } from '../../i18n-context.tsx';
import { cachedNumberFormat } from '../../../shared/format.ts';
import type { InstrumentSpreads, WindowName } from '../../../shared/quotes/spread-stats.ts';
import './spreads.css';

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

export function TypicalSpread({ spreads, symbol, tag }: { spreads: InstrumentSpreads | null; symbol: string; tag: string }) {
  const { t } = useTranslation();
  const f = cachedNumberFormat(tag, { numberingSystem: 'latn', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = cachedNumberFormat(tag, { numberingSystem: 'latn' });
  if (!spreads?.typical) return <p className="calc__note" data-testid="spread-none">{t('spreads.instrument.noData', { symbol })}</p>;
  const windows: WindowName[] = ['24h', '7d'];
  return (
    <div className="spread-typical" data-symbol={symbol}>
      <p data-testid="spread-typical" data-value={spreads.typical.median}>
        {t('spreads.instrument.typical', { spread: f.format(spreads.typical.median), window: t(`spreads.window.${spreads.typical.window}`) })}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="spread-windows-caption">
        <table className="spec-table spread-table spread-table--windows">
          <caption id="spread-windows-caption">{t('spreads.instrument.windowsCaption', { symbol })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('spreads.instrument.window')}</th>
              <th scope="col">{t('spreads.instrument.median')}</th>
              <th scope="col">{t('spreads.instrument.p90')}</th>
              <th scope="col">{t('spreads.instrument.min')}</th>
              <th scope="col">{t('spreads.instrument.ticks')}</th>
            </tr>
          </thead>
          <tbody>
            {windows.map((w) => {
              const s = spreads.windows[w];
              const cell = (v: number | null) => (v === null ? '\u2013' : f.format(v));
              return (
                <tr key={w} data-window={w}>
                  <th scope="row">{t(`spreads.window.${w}`)}</th>
                  <td className="num" data-field="median"><bdi>{cell(s.median)}</bdi></td>
                  <td className="num" data-field="p90"><bdi>{cell(s.p90)}</bdi></td>
                  <td className="num" data-field="min"><bdi>{cell(s.min)}</bdi></td>
                  <td className="num"><bdi>{count.format(s.ticks)}</bdi></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="calc__hint">{t('spreads.unitNote')}</p>
    </div>
  );
}

export function SpreadByHour({ spreads, symbol, tag }: { spreads: InstrumentSpreads | null; symbol: string; tag: string }) {
  const { t } = useTranslation();
  const f = cachedNumberFormat(tag, { numberingSystem: 'latn', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const hours = spreads?.byHour ?? [];
  const measured = hours.map((v, h) => ({ h, v })).filter((x): x is { h: number; v: number } => x.v !== null);
  if (measured.length === 0) return null;
  const low = measured.reduce((a, b) => (b.v < a.v ? b : a));
  const high = measured.reduce((a, b) => (b.v > a.v ? b : a));
  const w = 480;
  const h = 160;
  const pad = 18;
  const barW = w / 24;
  const y = (v: number) => ((h - pad - 4) * v) / (high.v || 1);
  const summary = t('spreads.instrument.chartLabel', {
    symbol, low: f.format(low.v), lowHour: hourLabel(low.h), high: f.format(high.v), highHour: hourLabel(high.h),
  });
  return (
    <figure className="spread-hours" data-testid="spread-hours">
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={summary}>
        <line className="spread-hours__axis" x1={0} x2={w} y1={h - pad} y2={h - pad} />
        {measured.map(({ h: hour, v }) => (
          <rect key={hour} className="spread-hours__bar" x={hour * barW + 2} width={barW - 4} y={h - pad - y(v)} height={Math.max(1, y(v))} data-hour={hour} />
        ))}
        {[0, 6, 12, 18].map((hour) => (
          <text key={hour} className="spread-hours__label" x={hour * barW + 2} y={h - 4}>{hourLabel(hour)}</text>
        ))}
      </svg>
      <table className="visually-hidden" data-testid="spread-hours-table">
        <caption>{t('spreads.instrument.chartTitle')}, {t('spreads.instrument.timeZone')}</caption>
        <thead><tr><th scope="col">{t('spreads.instrument.hour')}</th><th scope="col">{t('spreads.instrument.median')}</th></tr></thead>
        <tbody>
          {measured.map(({ h: hour, v }) => <tr key={hour}><th scope="row">{`${hourLabel(hour)}\u2013${hourLabel((hour + 1) % 24)}`}</th><td data-hour={hour}>{f.format(v)}</td></tr>)}
        </tbody>
      </table>
      {/* A figure's caption is its first or last child (the Nu Html Checker rejects one between). */}
      <figcaption className="calc__hint">{t('spreads.instrument.timeZone')}</figcaption>
    </figure>
  );
}
