// Sections of the instrument page: today's range, the price chart (inline SVG), the contract
// specification and the trading hours (the live quote: instrument-live-quote.tsx). Lazy parts of
// the page (instrument-lazy-parts.tsx): each inside a section's hydration gate. Per-visitor parts (prices, the visitor's
// time zone) render after mount; the server renders the same HTML for everyone.
import { useEffect, useState } from 'react';
import type { TFunction } from '../../i18n.ts';
import { useTranslation } from '../../i18n-context.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { itemLangAttribute } from '../../../shared/content-language.ts';
import { useQuotes } from '../../features/quotes/use-quotes.ts';
import { AfterMount } from '../../ui/after-mount.tsx';
import { formatPrice } from '../../../shared/quotes/math.ts';
import { marketStatus, splitDuration, upcomingHolidays, weeklyHoursIn } from '../../../shared/trading/sessions.ts';
import { sessionSummary } from '../../../shared/trading/conditions.ts';
import { spanDays, weekdayName } from '../../../shared/trading/weekdays.ts';
import type { InstrumentSpec } from '../../../shared/trading/instrument.ts';
import { entityForLocale, leverageCap } from '../../../shared/company/entities.ts';
import { Skeleton } from '../../features/quotes/price-parts.tsx';
import { cachedDateFormat, cachedNumberFormat } from '../../../shared/format.ts';
import { contractSizeText } from './contract-size.ts';

export interface Candle { time: number; open: number; high: number; low: number; close: number }

interface Today { open: number; high: number; low: number; change_percent: number; digits: number }

/** Today's range from /api/getSymbolToday, widened by live prices as they arrive. */
export function TodayRange({ symbol, digits, tag }: { symbol: string; digits: number; tag: string }) {
  const { t } = useTranslation();
  const [today, setToday] = useState<Today | null | undefined>(undefined);
  const { quotes } = useQuotes([symbol]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/getSymbolToday?symbol=${encodeURIComponent(symbol)}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        const body = (await res.json()) as { code?: number; data?: Today };
        setToday(res.ok && body.data && typeof body.data.high === 'number' ? body.data : null);
      })
      .catch(() => {
        if (!controller.signal.aborted) setToday(null);
      });
    return () => controller.abort();
  }, [symbol]);
  if (today === null) return <p className="calc__note">{t('instruments.page.todayUnavailable')}</p>;
  const bid = quotes.get(symbol)?.quote.bid;
  const low = today ? Math.min(today.low, bid ?? Infinity) : undefined;
  const high = today ? Math.max(today.high, bid ?? -Infinity) : undefined;
  const pct = cachedNumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, signDisplay: 'exceptZero' });
  const position = today && bid !== undefined && high! > low! ? ((bid - low!) / (high! - low!)) * 100 : undefined;
  return (
    <div className="today-range" data-testid="today-range">
      <dl className="live-quote">
        <div><dt>{t('instruments.page.low')}</dt><dd className="price" data-field="low">{today ? <bdi>{formatPrice(low!, digits)}</bdi> : <Skeleton />}</dd></div>
        <div><dt>{t('instruments.page.open')}</dt><dd className="price">{today ? <bdi>{formatPrice(today.open, digits)}</bdi> : <Skeleton />}</dd></div>
        <div><dt>{t('instruments.page.high')}</dt><dd className="price" data-field="high">{today ? <bdi>{formatPrice(high!, digits)}</bdi> : <Skeleton />}</dd></div>
        <div><dt>{t('instruments.page.change')}</dt><dd className="price">{today ? <bdi>{pct.format(today.change_percent / 100)}</bdi> : <Skeleton width="5ch" />}</dd></div>
      </dl>
      <div className="today-range__bar" aria-hidden="true">
        {position !== undefined ? <span className="today-range__marker" style={{ insetInlineStart: `${position}%` }} /> : null}
      </div>
    </div>
  );
}

/** The closes of recent hourly candles as an area chart, drawn on the server. */
export function PriceChart({ candles, digits, symbol, tag }: { candles: readonly Candle[]; digits: number; symbol: string; tag: string }) {
  const { t } = useTranslation();
  if (candles.length < 2) return <p className="calc__note">{t('instruments.page.chartUnavailable')}</p>;
  const w = 640;
  const h = 200;
  const lows = candles.map((c) => c.low);
  const highs = candles.map((c) => c.high);
  const min = Math.min(...lows);
  const max = Math.max(...highs);
  const x = (i: number) => (i / (candles.length - 1)) * w;
  const y = (v: number) => h - ((v - min) / (max - min || 1)) * (h - 10) - 5;
  const line = candles.map((c, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(c.close).toFixed(1)}`).join('');
  const first = candles[0]!;
  const last = candles.at(-1)!;
  const date = cachedDateFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const label = t('instruments.page.chartLabel', {
    symbol, hours: candles.length, from: formatPrice(first.open, digits), to: formatPrice(last.close, digits),
    low: formatPrice(min, digits), high: formatPrice(max, digits),
  });
  return (
    <figure className="price-chart">
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label} preserveAspectRatio="none" className={last.close >= first.open ? 'is-up' : 'is-down'}>
        <path d={`${line}L${w},${h}L0,${h}Z`} className="price-chart__area" />
        <path d={line} className="price-chart__line" fill="none" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="calc__hint">
        {t('instruments.page.chartCaption', { from: date.format(first.time), to: date.format(last.time) })} · <bdi>{formatPrice(min, digits)}</bdi>–<bdi>{formatPrice(max, digits)}</bdi>
      </figcaption>
    </figure>
  );
}

export function SpecTable({ spec, name, tag }: { spec: InstrumentSpec; name: string; tag: string }) {
  const { t } = useTranslation();
  const entity = entityForLocale(useLocale());
  const n = cachedNumberFormat(tag, { maximumFractionDigits: 8 });
  const swapUnit = t(`instruments.swapUnits.${spec.swapType}`);
  const rows: [string, string][] = [
    [t('instruments.spec.symbol'), spec.symbol],
    [t('instruments.spec.description'), name],
    [t('instruments.spec.assetClass'), t(`instruments.classes.${spec.assetClass}`)],
    [t('instruments.spec.group'), t(`instruments.groups.${spec.group}`)],
    [t('instruments.spec.digits'), n.format(spec.digits)],
    [t('instruments.spec.pipSize'), n.format(spec.pipSize)],
    [t('instruments.spec.contractSize'), contractSizeText(t, n, spec.contractSize, spec.baseUnit)],
    [t('instruments.spec.volume'), `${n.format(spec.minVolume)} \u2013 ${n.format(spec.maxVolume)}`],
    [t('instruments.spec.step'), n.format(spec.volumeStep)],
    [t('instruments.spec.marginCurrency'), spec.marginCurrency],
    [t('instruments.spec.profitCurrency'), spec.profitCurrency],
    [t('instruments.spec.calcMode'), t(`instruments.calcModes.${spec.calcMode}`)],
    // The register's caps for the entity on-boarding this locale, by client category.
    [t('instruments.spec.leverage'), `${t('offeredBy.retail')} 1:${leverageCap(entity, 'retail', spec.group)} · ${t('offeredBy.professional')} 1:${leverageCap(entity, 'professional', spec.group)}`],
    [t('instruments.spec.swapLong'), `${n.format(spec.swapLong)} ${swapUnit}`],
    [t('instruments.spec.swapShort'), `${n.format(spec.swapShort)} ${swapUnit}`],
    [t('instruments.spec.tripleSwap'), weekdayName(tag, spec.tripleSwapDay)],
    [t('instruments.spec.timeZone'), spec.timeZone],
    ...(spec.exchange ? [[t('instruments.spec.exchange'), spec.exchange] as [string, string]] : []),
  ];
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="spec-title">
      <table className="spec-table">
        <caption className="visually-hidden">{t('instruments.page.specTitle')}</caption>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}><th scope="row">{k}</th><td><bdi>{v}</bdi></td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VenueHours({ spec, tag }: { spec: InstrumentSpec; tag: string }) {
  const { t } = useTranslation();
  return (
    <table className="spec-table" data-zone={spec.timeZone}>
      <caption>{t('instruments.hours.venueCaption', { zone: spec.timeZone })}</caption>
      <thead><tr><th scope="col">{t('instruments.hours.days')}</th><th scope="col">{t('instruments.hours.sessions')}</th></tr></thead>
      <tbody>
        {sessionSummary(spec.sessions).map((s) => (
          <tr key={s.fromDay}><th scope="row">{spanDays(tag, s)}</th><td><bdi>{s.ranges.map((r) => `${r.open}\u2013${r.close}`).join(', ')}</bdi></td></tr>
        ))}
      </tbody>
    </table>
  );
}

/** "1 day 2 hours", "3 hours 15 minutes" in the page's language (Intl units, no message strings). */
function duration(tag: string, ms: number): string {
  const d = splitDuration(ms);
  const unit = (u: 'day' | 'hour' | 'minute', v: number) => cachedNumberFormat(tag, { style: 'unit', unit: u, unitDisplay: 'long' }).format(v);
  const parts: string[] = [];
  if (d.days) parts.push(unit('day', d.days));
  if (d.hours) parts.push(unit('hour', d.hours));
  if (!d.days) parts.push(unit('minute', d.minutes));
  return parts.join(' ');
}

function VisitorHours({ spec, tag }: { spec: InstrumentSpec; tag: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const status = marketStatus(spec, now);
  const week = weeklyHoursIn(spec, zone, now);
  const holidays = upcomingHolidays(spec, now, 4);
  const dateFmt = cachedDateFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  // Holiday names come from the upstream in English only: marked as such on other pages.
  const holidayLang = itemLangAttribute('en', useLocale());
  return (
    <div className="visitor-hours">
      <p className={status.open ? 'market-status is-open' : 'market-status is-closed'} data-testid="market-status">
        <strong>{status.open ? t('instruments.hours.openNow') : t('instruments.hours.closedNow')}</strong>{' '}
        {status.open
          ? status.closesAt === null ? t('instruments.hours.allDay') : t('instruments.hours.closesIn', { time: duration(tag, status.closesAt - now) })
          : status.opensAt === null ? '' : t('instruments.hours.opensIn', { time: duration(tag, status.opensAt - now) })}
      </p>
      <table className="spec-table">
        <caption>{t('instruments.hours.visitorCaption', { zone })}</caption>
        <thead><tr><th scope="col">{t('instruments.hours.days')}</th><th scope="col">{t('instruments.hours.sessions')}</th></tr></thead>
        <tbody>
          {week.map((d) => (
            <tr key={d.weekday}>
              <th scope="row">{weekdayName(tag, d.weekday)}</th>
              <td><bdi>{d.ranges.length ? d.ranges.map((r) => `${r.from}\u2013${r.to}`).join(', ') : t('instruments.hours.closed')}</bdi></td>
            </tr>
          ))}
        </tbody>
      </table>
      {holidays.length || spec.holidaysUntil ? (
        <>
          <h3>{t('instruments.hours.holidays')}</h3>
          {holidays.length ? (
            <ul className="holidays">
              {holidays.map((h) => (
                <li key={h.date}>
                  <bdi>{dateFmt.format(Date.parse(`${h.date}T12:00:00Z`))}</bdi>: <span lang={holidayLang}>{h.name}</span> — {h.closeAt ? t('instruments.hours.earlyClose', { time: h.closeAt, zone: spec.timeZone }) : t('instruments.hours.closed')}
                </li>
              ))}
            </ul>
          ) : null}
          {/* A list the venue's published calendar cuts short says so, not "no more closures". */}
          {spec.holidaysUntil ? (
            <p className="holidays-until" data-testid="holidays-until">
              {t('instruments.hours.holidaysUntil', { date: dateFmt.format(Date.parse(`${spec.holidaysUntil}T12:00:00Z`)) })}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Venue hours on the server and before mount; the visitor's zone, status and holidays after. */
export function TradingHours({ spec, tag }: { spec: InstrumentSpec; tag: string }) {
  return (
    <div className="trading-hours">
      <VenueHours spec={spec} tag={tag} />
      <AfterMount fallback={null}>
        <VisitorHours spec={spec} tag={tag} />
      </AfterMount>
    </div>
  );
}
