// Economic calendar (issue 14): a week of releases as real tables (one per day), server-rendered
// in GMT+3 like the quotes; the visitor's own zone and the countdowns come after mount. Filters
// and navigation are links and a GET form, so everything works without JavaScript.
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { TFunction } from '../../i18n.ts';
import { openAllGates } from '../../ui/hydrate-when-visible.tsx';
import { CalendarDayTable, calendarCountryName, calendarDayName } from './calendar-day-table.tsx';
import { eventNames } from './calendar-event-names.ts';
import { exportSearch } from '../../../shared/calendar/export-links.ts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { api } from '../../data/api.ts';
import { servicesContext } from '../../services.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import type { CalendarEvent } from '../../../shared/calendar/event.ts';
import { intlZone, offsetLabel, zoneOffsetMinutes } from '../../../shared/calendar/time-zone.ts';
import { weekBounds } from '../../../shared/calendar/week.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { calendarCountries, calendarState, currencyOf, fetchRange, groupByDay, zoneChoices, type CalendarState } from './economic-calendar-data.ts';
import '../../styles/pages/calendar.css';

interface CalendarPage extends PageData {
  calendar: { state: CalendarState; events: CalendarEvent[] | null; renderedAt: number; zoneOffsets: Record<string, number> };
}

export async function loader(args: LoaderFunctionArgs): Promise<CalendarPage> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const url = new URL(args.request.url);
  const now = Date.now();
  const state = calendarState(url, now);
  const range = fetchRange(state.week);
  const query = { ...range, ...(state.countries.length ? { countries: state.countries.join(',') } : {}), ...(state.importance > 1 ? { importance: String(state.importance) as '2' | '3' } : {}) };
  let events: CalendarEvent[] | null = null;
  try {
    const answer = await api(services, 'economicCalendar', query, { signal: args.request.signal });
    const { calendarAnswer } = await import('./calendar-answer.ts');
    const parsed = answer.ok ? calendarAnswer.safeParse(answer.data) : null;
    if (parsed?.success) events = parsed.data;
  } catch {
    events = null;
  }
  page.messages = { ...(page.messages ?? {}), ...pickMessages(await services.messages(args.params.locale as LocaleCode), ['calendar', 'calendarEvents', 'calendarExport']) };
  return { ...page, calendar: { state, events, renderedAt: now, zoneOffsets: offsetsAt([...zoneChoices, state.zone], now) } };
}

/**
 * Each zone's offset at render time, computed where the page is rendered: hydration on a phone
 * spent ~50 ms building one Intl formatter per zone of the zone menu only to repeat these labels.
 */
function offsetsAt(zones: string[], now: number): Record<string, number> {
  const offsets: Record<string, number> = {};
  for (const z of zones) if (intlZone(z)) offsets[z] = zoneOffsetMinutes(z, now);
  return offsets;
}

/** A link to this page with the current state and `change`. */
function href(state: CalendarState, change: Partial<CalendarState>): string {
  const s = { ...state, ...change };
  const sp = new URLSearchParams({ week: s.week });
  if (s.day) sp.set('day', s.day);
  for (const c of s.countries) sp.append('country', c);
  if (s.importance > 1) sp.set('importance', String(s.importance));
  if (s.zone !== 'GMT+3') sp.set('tz', s.zone);
  return `?${sp}`;
}

/**
 * The time-zone select and the "use my zone" button. The visitor's own zone is known only after
 * mount; keeping it here means finding it re-renders these controls, not the whole week.
 */
function ZoneControls({ initial, zone, onZone, zoneLabel, t }: { initial: string; zone: string; onZone: (zone: string) => void; zoneLabel: (zone: string) => string; t: TFunction }) {
  const [ownZone, setOwnZone] = useState<string | null>(null);
  useEffect(() => startTransition(() => setOwnZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null)), []);
  return (
    <>
      <label>
        {t('calendar.timeZone')}{' '}
        <select name="tz" defaultValue={initial} onChange={(e) => onZone(e.currentTarget.value)} data-testid="calendar-zone">
          {zoneChoices.includes(initial as never) ? null : <option value={initial}>{zoneLabel(initial)}</option>}
          {ownZone && intlZone(ownZone) && !zoneChoices.includes(ownZone as never) ? <option value={ownZone}>{t('calendar.yourZone', { zone: zoneLabel(ownZone) })}</option> : null}
          {zoneChoices.map((z) => <option key={z} value={z}>{z === ownZone ? t('calendar.yourZone', { zone: zoneLabel(z) }) : zoneLabel(z)}</option>)}
        </select>
      </label>
      {ownZone && ownZone !== zone ? (
        <button type="button" onClick={() => onZone(ownZone)} data-testid="calendar-own-zone">{t('calendar.useMyZone')}</button>
      ) : null}
    </>
  );
}

/** The filtered week (or day) as files: the page's own filters travel in the query (issue 32). */
function CalendarExport({ search, t }: { search: string; t: TFunction }) {
  return (
    <div className="calendar__export" role="group" aria-label={t('calendarExport.title')}>
      <a href={`/api/economic-calendar.ics?${search}`} type="text/calendar" download rel="nofollow" data-testid="calendar-export-ics">{t('calendarExport.ics')}</a>
      <a href={`/api/economic-calendar.csv?${search}`} type="text/csv" download rel="nofollow" data-testid="calendar-export-csv">{t('calendarExport.csv')}</a>
      <p>{t('calendarExport.note')}</p>
    </div>
  );
}

export default function EconomicCalendarPage() {
  const page = useLoaderData() as CalendarPage;
  const { t } = usePageMessages(page);
  const localeCode = useLocale();
  const locale = getLocale(localeCode);
  const tag = locale.tag;
  // One object per page data: the memoised day tables keep their props.
  const names = useMemo(() => eventNames(page.messages, locale.messages[0] === 'en'), [page.messages, locale]);
  const { state, events, renderedAt, zoneOffsets } = page.calendar;
  // The shown zone: the URL's (server-rendered) until the visitor picks their own after mount.
  const [zone, setZone] = useState(state.zone);
  const bounds = weekBounds(state.week);
  // The same day objects while the zone stays, so the memoised day tables (each hydrating on its
  // own when seen) are not handed new props by a re-render of the page.
  const days = useMemo(() => (events ? groupByDay(events, state.week, zone) : []), [events, state.week, zone]);
  const shownDays = state.day ? days.filter((d) => d.date === state.day) : days;
  const dayName = (date: string, style: 'long' | 'short') => calendarDayName(tag, date, style);
  const countryName = (c: string) => calendarCountryName(tag, t, c);
  const zoneLabel = (z: string) => `${z === 'GMT+3' || z.startsWith('GMT') || z === 'UTC' ? '' : `${z.replace(/_/g, ' ')} · `}${offsetLabel(zoneOffsets[z] ?? zoneOffsetMinutes(z, renderedAt))}`;
  // Day tables not yet hydrated must be before they are shown in another zone.
  const changeZone = (z: string) => {
    openAllGates();
    setZone(z);
  };

  return (
    <article className="calendar">
      <h1>{page.text.title}</h1>
      <p>{t('calendar.intro')}</p>

      <nav className="calendar__weeks" aria-label={t('calendar.weekNav')}>
        <a href={href(state, { week: bounds.prev, day: null })} rel="nofollow">{t('calendar.prevWeek')}</a>
        <strong>{t('calendar.weekOf', { start: dayName(bounds.start, 'short'), end: dayName(bounds.end, 'short') })}</strong>
        <a href={href(state, { week: bounds.next, day: null })} rel="nofollow">{t('calendar.nextWeek')}</a>
      </nav>
      <nav className="calendar__days" aria-label={t('calendar.dayNav')}>
        <ul>
          <li><a href={href(state, { day: null })} aria-current={state.day === null ? 'page' : undefined}>{t('calendar.allWeek')}</a></li>
          {days.length === 0 ? null : days.map((d) => (
            <li key={d.date}><a href={href(state, { day: d.date })} aria-current={state.day === d.date ? 'page' : undefined}>{dayName(d.date, 'short')}</a></li>
          ))}
        </ul>
      </nav>

      <form method="get" className="calendar__filters" aria-label={t('calendar.filters')}>
        <input type="hidden" name="week" value={state.week} />
        {state.day ? <input type="hidden" name="day" value={state.day} /> : null}
        <fieldset>
          <legend>{t('calendar.countries')}</legend>
          {calendarCountries.map((c) => (
            <label key={c}>
              <input type="checkbox" name="country" value={c} defaultChecked={state.countries.includes(c)} /> {countryName(c)} (<bdi>{currencyOf[c]}</bdi>)
            </label>
          ))}
        </fieldset>
        <label>
          {t('calendar.minImportance')}{' '}
          <select name="importance" defaultValue={String(state.importance)}>
            <option value="1">{t('calendar.importanceAll')}</option>
            <option value="2">{t('calendar.importance.2')}+</option>
            <option value="3">{t('calendar.importance.3')}</option>
          </select>
        </label>
        <ZoneControls initial={state.zone} zone={zone} onZone={changeZone} zoneLabel={zoneLabel} t={t} />
        <button type="submit">{t('calendar.apply')}</button>
      </form>

      <CalendarExport search={exportSearch(state, localeCode)} t={t} />

      <p className="calendar__zone" aria-live="polite">{t('calendar.timesIn', { zone: zoneLabel(zone) })}</p>

      {events === null ? <p role="alert">{t('calendar.unavailable')}</p> : null}
      {shownDays.map((d) => <CalendarDayTable key={d.date} date={d.date} events={d.events} zone={zone} tag={tag} t={t} names={names} locale={localeCode} />)}
      <p className="calendar__note">{t('calendar.note')}</p>
    </article>
  );
}
