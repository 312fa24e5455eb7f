// One day of the economic calendar: a real table (caption, column headers, a row header per
// event). Each day hydrates when it comes near the viewport: a week is ~900 elements, and on a
// phone hydrating them all at load was most of the page's blocking time. A zone switch opens
// every gate first (the page's onZone), so all days re-render in the new zone.
import { memo } from 'react';
import type { TFunction } from '../../i18n.ts';
import { LiveCountdown } from '../../ui/live-countdown.tsx';
import { HydrateWhenVisible } from '../../ui/hydrate-when-visible.tsx';
import { cachedDateFormat, cachedDisplayNames, cachedNumberFormat } from '../../../shared/format.ts';
import type { CalendarEvent } from '../../../shared/calendar/event.ts';
import { outcome } from '../../../shared/calendar/outcome.ts';
import { countdownText } from '../../../shared/calendar/countdown.ts';
import { formatTimeIn } from '../../../shared/calendar/time-zone.ts';
import { eventName, type EventNames } from './calendar-event-names.ts';
import { exportableEventId } from '../../../shared/calendar/export-links.ts';

/** A date (YYYY-MM-DD) as a weekday and date in the locale. */
export function calendarDayName(tag: string, date: string, style: 'long' | 'short'): string {
  return cachedDateFormat(tag, { weekday: style, day: 'numeric', month: style === 'long' ? 'long' : 'short', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));
}

/** A country code as its name in the locale (the euro area has none of its own). */
export function calendarCountryName(tag: string, t: TFunction, code: string): string {
  return code === 'EU' ? t('calendar.euroArea') : cachedDisplayNames(tag, { type: 'region' }).of(code) ?? code;
}

const columns = ['time', 'country', 'importance', 'event', 'actual', 'forecast', 'previous'] as const;

export const CalendarDayTable = memo(function CalendarDayTable({ date, events, zone, tag, t, names, locale }: { date: string; events: CalendarEvent[]; zone: string; tag: string; t: TFunction; names: EventNames; locale: string }) {
  const figures = cachedNumberFormat(tag, { maximumFractionDigits: 3 });
  const number = (v: number | null, unit: string) => (v === null ? '' : `${figures.format(v)}${unit}`);
  return (
    <HydrateWhenVisible className="calendar__scroll">
      <table className="calendar__table" data-date={date}>
        <caption>{calendarDayName(tag, date, 'long')}</caption>
        <thead>
          <tr>
            {columns.map((c) => <th key={c} scope="col">{t(`calendar.col.${c}`)}</th>)}
            <th scope="col">{t('calendarExport.column')}</th>
          </tr>
        </thead>
        <tbody>
          {events.length === 0 ? (
            <tr><td colSpan={columns.length + 1}>{t('calendar.noEvents')}</td></tr>
          ) : events.map((e) => {
            const at = Date.parse(e.time);
            const result = outcome(e.actual, e.forecast, e.direction);
            const name = eventName(names, e);
            return (
              <tr key={e.id} data-country={e.country} data-importance={e.importance}>
                <td data-field="time">
                  <time dateTime={e.time}><bdi>{formatTimeIn(at, zone, tag)}</bdi></time>
                  <LiveCountdown at={at} className="calendar__countdown" render={(left) => ` ${t('calendar.in', { time: countdownText(left, tag) })}`} />
                </td>
                <td><bdi>{e.currency}</bdi> <span className="calendar__country">{calendarCountryName(tag, t, e.country)}</span></td>
                <td data-field="importance">
                  <span aria-hidden="true" className={`calendar__bars calendar__bars--${e.importance}`}>{'●'.repeat(e.importance)}{'○'.repeat(3 - e.importance)}</span>{' '}
                  {t(`calendar.importance.${e.importance}`)}
                </td>
                <th scope="row" dir="auto" lang={name.lang} data-release={e.release}>{name.text}</th>
                <td data-field="actual">
                  <bdi>{number(e.actual, e.unit)}</bdi>
                  {result ? <span className={`calendar__result calendar__result--${result}`}> {t(`calendar.outcome.${result}`)}</span> : null}
                </td>
                <td><bdi>{number(e.forecast, e.unit)}</bdi></td>
                <td><bdi>{number(e.previous, e.unit)}</bdi></td>
                <td data-field="export">
                  {exportableEventId.test(e.id) ? (
                    <a href={`/api/economic-calendar/events/${e.id}.ics?locale=${locale}`} type="text/calendar" download rel="nofollow" aria-label={t('calendarExport.addEventLabel', { name: name.text })}>{t('calendarExport.addEvent')}</a>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </HydrateWhenVisible>
  );
});
