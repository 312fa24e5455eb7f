// Time zones of the economic calendar: IANA names ('Europe/London', DST included) and fixed
// offsets ('GMT+3', 'GMT-5:30'). The site's default is GMT+3 (as on the quotes, spec section 9).
import { cachedDateFormat } from '../format.ts';
export const defaultZone = 'GMT+3';

const fixed = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/;

/** The Intl timeZone for a zone of ours, or null when it is neither a fixed offset nor a known IANA zone. */
export function intlZone(zone: string): string | null {
  if (zone === 'UTC' || zone === 'GMT') return 'UTC';
  const m = fixed.exec(zone);
  if (m) {
    const hours = Number(m[2]);
    const minutes = Number(m[3] ?? 0);
    if (hours > 14 || minutes > 59 || (hours === 14 && minutes > 0)) return null;
    // Etc/GMT-3 is UTC+3 (POSIX sign); offsets with minutes use the ISO form '+05:30'.
    if (minutes === 0) return hours === 0 ? 'UTC' : `Etc/GMT${m[1] === '+' ? '-' : '+'}${hours}`;
    return `${m[1]}${String(hours).padStart(2, '0')}:${m[3]}`;
  }
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return null;
  const known = ianaZones.get(zone);
  if (known !== undefined) return known;
  let resolved: string | null;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    resolved = null;
  }
  // Zone names come from URLs: a bounded memo (building a formatter per lookup costs on phones).
  if (ianaZones.size < 200) ianaZones.set(zone, resolved);
  return resolved;
}
const ianaZones = new Map<string, string | null>();

/** Minutes east of UTC of `zone` at `epochMs` (DST included); throws on an unknown zone. */
export function zoneOffsetMinutes(zone: string, epochMs: number): number {
  const timeZone = intlZone(zone);
  if (!timeZone) throw new RangeError(`unknown time zone ${zone}`);
  const parts = cachedDateFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(epochMs);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/** 'GMT+3', 'GMT-4', 'GMT+5:30', 'GMT' for an offset in minutes. */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const abs = Math.abs(minutes);
  const mm = abs % 60;
  return `GMT${minutes > 0 ? '+' : '-'}${Math.floor(abs / 60)}${mm ? `:${String(mm).padStart(2, '0')}` : ''}`;
}

/** The calendar date ('YYYY-MM-DD') of `epochMs` in `zone`. */
export function localDate(epochMs: number, zone: string): string {
  return new Date(epochMs + zoneOffsetMinutes(zone, epochMs) * 60_000).toISOString().slice(0, 10);
}

/** 'HH:MM' (24-hour) of `epochMs` in `zone`, in the locale's notation. */
export function formatTimeIn(epochMs: number, zone: string, tag: string): string {
  return cachedDateFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: intlZone(zone) ?? 'UTC' }).format(epochMs);
}
