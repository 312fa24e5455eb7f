// Webinar times: the server renders GMT+3 (the site's default zone, as on the quotes and the
// calendar) so every visitor of a page gets the same HTML; the browser re-renders in the
// visitor's own zone after mount. Pure.
import { defaultZone, intlZone, offsetLabel, zoneOffsetMinutes } from '../calendar/time-zone.ts';
import { cachedDateFormat } from '../format.ts';

export { defaultZone };

/** The zone to show: the visitor's when known and valid, else GMT+3. */
export function shownZone(visitorZone: string | null | undefined): string {
  return visitorZone && intlZone(visitorZone) ? visitorZone : defaultZone;
}

/** 'Tuesday, 1 December 2026' + '15:00' + 'GMT+3' of `iso` in `zone`, in the locale's notation. */
export function webinarTimeParts(iso: string, zone: string, tag: string): { date: string; time: string; zone: string } {
  const at = Date.parse(iso);
  const timeZone = intlZone(zone) ?? 'UTC';
  const date = cachedDateFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(at);
  const time = cachedDateFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  return { date, time, zone: offsetLabel(zoneOffsetMinutes(zone, at)) };
}

/** One line: 'Tuesday, 1 December 2026 · 15:00 GMT+3'. */
export function webinarTimeLabel(iso: string, zone: string, tag: string): string {
  const p = webinarTimeParts(iso, zone, tag);
  return `${p.date} · ${p.time} ${p.zone}`;
}

interface Timed {
  starts_at: string;
  duration_minutes: number;
}

/** Whether a session has ended at `now` (a session in progress is still upcoming: 'live now'). */
export function hasEnded(w: Timed, now: number): boolean {
  return Date.parse(w.starts_at) + w.duration_minutes * 60_000 <= now;
}

export function isLive(w: Timed, now: number): boolean {
  const start = Date.parse(w.starts_at);
  return start <= now && !hasEnded(w, now);
}

/** Upcoming (soonest first) and past (newest first) sessions at `now`. */
export function splitWebinars<T extends Timed>(list: readonly T[], now: number): { upcoming: T[]; past: T[] } {
  const upcoming = list.filter((w) => !hasEnded(w, now)).sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const past = list.filter((w) => hasEnded(w, now)).sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at));
  return { upcoming, past };
}
