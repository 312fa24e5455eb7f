// The 'live updated {time} GMT+3' note (section 9): the time is always shown in UTC+3, whatever
// the visitor's own time zone. Done with plain arithmetic so server and browser agree exactly.

const OFFSET_MS = 3 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' in UTC+3 for an epoch-ms time. */
export function gmt3Time(epochMs: number): string {
  const d = new Date(epochMs + OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC+3. */
export function gmt3DateTime(epochMs: number): string {
  const d = new Date(epochMs + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${gmt3Time(epochMs)}`;
}

/** The value substituted for {time} plus the fixed label: '14:05:09 GMT+3'. */
export function liveUpdatedLabel(epochMs: number): string {
  return `${gmt3Time(epochMs)} GMT+3`;
}
