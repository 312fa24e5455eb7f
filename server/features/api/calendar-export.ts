// "Take it to your calendar" (issue 32): the economic calendar's filtered week (or day) and each
// release as iCalendar (RFC 5545) and CSV, and each webinar as iCalendar. Data comes through the
// cached read endpoints (callEndpoint: validated, cached, upstream time-outs), the query is the
// calendar page's own URL (shared/calendar/export.ts), bad input is a 400 naming the field.
// UIDs are the release's id (release + local day) or the webinar's id at this site's host, so a
// calendar app that imports a file twice updates its events instead of doubling them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import ical, { ICalEventTransparency } from 'ical-generator';
import { z } from 'zod';
import type { CalendarEvent } from '../../../shared/calendar/event.ts';
import { calendarExportQuery, exportRange, toCsv, type CalendarExportQuery } from '../../../shared/calendar/export.ts';
import { formatTimeIn } from '../../../shared/calendar/time-zone.ts';
import { addDays } from '../../../shared/calendar/week.ts';
import { brand } from '../../../shared/brand.ts';
import { getLocale, localeCodes, type LocaleCode } from '../../../shared/locales.ts';
import { messageAt } from '../../../shared/message-bundles.ts';
import type { Webinar } from '../../../shared/schemas/media.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { defaultLocalesDir } from '../i18n/index.ts';
import { loadMessageResources, messagesForLocale, type MessageResources, type MessageTree } from '../i18n/messages.ts';
import { economicCalendar } from './economic-calendar.ts';
import { callEndpoint } from './endpoint.ts';
import { parseInput, sendError } from './errors.ts';
import { webinar } from './marketing.ts';

export interface CalendarExportOptions {
  limiter: RateLimiter;
  publicOrigin: string;
}

const eventFile = z.strictObject({ file: z.string().regex(/^[a-z0-9-]{1,40}-\d{4}-\d{2}-\d{2}\.ics$/, 'must be an event id followed by .ics') });
const webinarFile = z.strictObject({ file: z.string().regex(/^[1-9]\d{0,8}\.ics$/, 'must be a webinar id followed by .ics') });
const localeOnly = z.strictObject({ locale: z.enum(localeCodes as readonly [LocaleCode, ...LocaleCode[]], { error: 'must be a locale code' }).optional() });

/** A locale's messages: the i18n feature's store when the app has it, else read once here. */
let ownResources: MessageResources | null = null;
function messagesOf(app: FastifyInstance, locale: LocaleCode): MessageTree {
  const store = (app as unknown as { messages?: { forLocale(code: LocaleCode): MessageTree } }).messages;
  if (store?.forLocale) return store.forLocale(locale);
  ownResources ??= loadMessageResources(defaultLocalesDir);
  return messagesForLocale(ownResources, locale);
}

function texts(app: FastifyInstance, locale: LocaleCode) {
  const messages = messagesOf(app, locale);
  const text = (path: string, fallback: string) => {
    const v = messageAt(messages, path);
    return typeof v === 'string' ? v : fallback;
  };
  return {
    name: (e: CalendarEvent) => (e.release ? text(`calendarEvents.${e.release}`, e.title) : e.title),
    label: (key: 'actual' | 'forecast' | 'previous' | 'importance') => text(`calendar.col.${key}`, key),
    importance: (n: number) => text(`calendar.importance.${n}`, String(n)),
    calendarName: text('calendarExport.calendarName', 'Economic calendar').replace('{{brand}}', brand.name),
    webinarsName: text('calendarExport.webinarsName', 'Webinars').replace('{{brand}}', brand.name),
  };
}

/** RFC 5545 3.1: every content line ends with CRLF, the last (END:VCALENDAR) too; the library leaves it off. */
const icsText = (cal: { toString(): string }) => {
  const text = cal.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
};

const figure = (v: number | null, unit: string) => (v === null ? '' : `${v}${unit}`);

function attachment(reply: FastifyReply, type: string, filename: string): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'public, max-age=60')
    .header('x-content-type-options', 'nosniff');
}

/** The cached calendar read for a range and filters. */
async function readEvents(app: FastifyInstance, from: string, to: string, q: Pick<CalendarExportQuery, 'country' | 'importance'>): Promise<CalendarEvent[]> {
  const query = { from, to, ...(q.country?.length ? { countries: q.country.join(',') } : {}), ...(q.importance && q.importance !== '1' ? { importance: q.importance } : {}) };
  const answer = await callEndpoint(app, economicCalendar, {}, query);
  return (answer.value.data ?? []) as CalendarEvent[];
}

function calendarFile(app: FastifyInstance, events: CalendarEvent[], locale: LocaleCode, origin: string, pagePath: string) {
  const t = texts(app, locale);
  const host = new URL(origin).host;
  const cal = ical({ name: t.calendarName, prodId: { company: brand.name, product: 'economic-calendar', language: getLocale(locale).tag.split('-')[0]!.toUpperCase() } });
  const stamp = new Date(Math.floor(Date.now() / 1000) * 1000);
  for (const e of events) {
    const start = new Date(e.time);
    const lines = [
      `${t.label('importance')}: ${t.importance(e.importance)}`,
      ...(e.actual !== null ? [`${t.label('actual')}: ${figure(e.actual, e.unit)}`] : []),
      ...(e.forecast !== null ? [`${t.label('forecast')}: ${figure(e.forecast, e.unit)}`] : []),
      ...(e.previous !== null ? [`${t.label('previous')}: ${figure(e.previous, e.unit)}`] : []),
    ];
    cal.createEvent({
      id: `${e.id}@${host}`,
      start,
      // A release is a moment; a quarter of an hour shows it in every calendar app without blocking time.
      end: new Date(start.getTime() + 15 * 60_000),
      stamp,
      summary: `${e.currency} ${t.name(e)}`,
      description: lines.join('\n'),
      url: `${origin}${pagePath}?week=${e.time.slice(0, 10)}`,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return icsText(cal);
}

export function calendarExportRoutes(app: FastifyInstance, options: CalendarExportOptions): void {
  const origin = options.publicOrigin.replace(/\/+$/, '');
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const rate = await options.limiter.hit(request);
    if (rate.allowed) return false;
    await reply.code(429).header('retry-after', String(rate.retryAfterS)).header('cache-control', 'no-store').send({ error: 'rate_limited', message: 'Too many calendar downloads; try again shortly' });
    return true;
  };

  for (const format of ['ics', 'csv'] as const) {
    app.get(`/api/economic-calendar.${format}`, async (request, reply) => {
      try {
        const q = parseInput(calendarExportQuery, request.query ?? {}, 'query');
        if (await limited(request, reply)) return reply;
        const locale = q.locale ?? 'en';
        const range = exportRange(q, Date.now());
        const events = await readEvents(app, range.from, range.to, q);
        const name = `economic-calendar-${q.day ?? range.week}`;
        if (format === 'ics') {
          return attachment(reply, 'text/calendar; charset=utf-8', `${name}.ics`).send(calendarFile(app, events, locale, origin, `/${locale}/analysis/economic-calendar`));
        }
        const t = texts(app, locale);
        const zone = q.tz;
        const header = ['id', 'date_utc', 'time_utc', ...(zone ? [`time_${zone}`] : []), 'country', 'currency', 'event', 'importance', 'actual', 'forecast', 'previous', 'unit'];
        const rows = events.map((e) => [
          e.id, e.time.slice(0, 10), e.time.slice(11, 16), ...(zone ? [formatTimeIn(Date.parse(e.time), zone, 'en-GB')] : []),
          e.country, e.currency, t.name(e), e.importance, e.actual, e.forecast, e.previous, e.unit,
        ]);
        // A byte-order mark so spreadsheet apps read the UTF-8 names (Thai, Arabic, CJK) as UTF-8.
        return attachment(reply, 'text/csv; charset=utf-8; header=present', `${name}.csv`).send(`\ufeff${toCsv([header, ...rows])}`);
      } catch (error) {
        return sendError(reply, error, request.log);
      }
    });
  }

  app.get('/api/economic-calendar/events/:file', async (request, reply) => {
    try {
      const { file } = parseInput(eventFile, request.params, 'params');
      const { locale = 'en' } = parseInput(localeOnly, request.query ?? {}, 'query');
      if (await limited(request, reply)) return reply;
      const id = file.slice(0, -'.ics'.length);
      const day = id.slice(-10);
      // The id's day is the release's local day: the UTC instant is within a day of it.
      const events = (await readEvents(app, addDays(day, -1), addDays(day, 1), {})).filter((e) => e.id === id);
      if (events.length === 0) return reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found', field: 'file', message: `No calendar event ${id}` });
      return attachment(reply, 'text/calendar; charset=utf-8', file).send(calendarFile(app, events, locale, origin, `/${locale}/analysis/economic-calendar`));
    } catch (error) {
      return sendError(reply, error, request.log);
    }
  });

  app.get('/api/webinar/:file', async (request, reply) => {
    try {
      const { file } = parseInput(webinarFile, request.params, 'params');
      const { locale = 'en' } = parseInput(localeOnly, request.query ?? {}, 'query');
      if (await limited(request, reply)) return reply;
      const id = Number(file.slice(0, -'.ics'.length));
      const answer = await callEndpoint(app, webinar, {}, { language: locale, limit: '100' });
      const w = ((answer.value.data ?? []) as Webinar[]).find((x) => x.id === id);
      if (!w) return reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found', field: 'file', message: `No webinar ${id}` });
      const t = texts(app, locale);
      const host = new URL(origin).host;
      const cal = ical({ name: t.webinarsName, prodId: { company: brand.name, product: 'webinars', language: 'EN' } });
      const start = new Date(w.starts_at);
      const page = `${origin}/${locale}/academy/webinars#webinar-${w.id}`;
      cal.createEvent({
        id: `webinar-${w.id}@${host}`,
        start,
        end: new Date(start.getTime() + w.duration_minutes * 60_000),
        stamp: new Date(Math.floor(Date.now() / 1000) * 1000),
        summary: w.title,
        description: `${w.abstract}\n\n${w.presenter.name}\n${page}`,
        url: page,
        location: page,
      });
      return attachment(reply, 'text/calendar; charset=utf-8', `webinar-${w.id}.ics`).send(icsText(cal));
    } catch (error) {
      return sendError(reply, error, request.log);
    }
  });
}
