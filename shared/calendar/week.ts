// Calendar weeks run Monday to Sunday (ISO 8601). Dates are 'YYYY-MM-DD' strings.
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' to midnight UTC, or null for anything else (including 2026-02-30). */
export function parseDate(s: string | null | undefined): number | null {
  const m = s ? isoDate.exec(s) : null;
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === s ? ms : null;
}

export function addDays(date: string, days: number): string {
  return new Date(parseDate(date)! + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week of `date`. */
export function weekStart(date: string): string {
  const day = new Date(parseDate(date)!).getUTCDay(); // 0 = Sunday
  return addDays(date, -((day + 6) % 7));
}

/** Monday..Sunday of the week of `date`. */
export function weekDays(date: string): string[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** { start: Monday, end: Sunday, prev: previous Monday, next: next Monday }. */
export function weekBounds(date: string): { start: string; end: string; prev: string; next: string } {
  const start = weekStart(date);
  return { start, end: addDays(start, 6), prev: addDays(start, -7), next: addDays(start, 7) };
}
