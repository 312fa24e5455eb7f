// The 'live updated {time} GMT+3' note (section 9): the time is always shown in UTC+3, whatever
// the visitor's own time zone. The displayed time goes through Intl with the zone pinned
// (shared/format.ts); the machine-readable stamp below stays plain arithmetic.
import { formatGmt3Time } from '../format.ts';

const OFFSET_MS = 3 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The time of day in UTC+3, 24-hour, in the notation of `tag`: '01:05:09' (en-US), '01.05.09' (id-ID). */
export function gmt3Time(epochMs: number, tag = 'en-US'): string {
  return formatGmt3Time(epochMs, tag);
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC+3: a machine-readable stamp (logs, data attributes), not display text. */
export function gmt3DateTime(epochMs: number): string {
  const d = new Date(epochMs + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The value substituted for {time} plus the fixed label: '14:05:09 GMT+3'. */
export function liveUpdatedLabel(epochMs: number, tag = 'en-US'): string {
  return `${gmt3Time(epochMs, tag)} GMT+3`;
}
