// The calendar page's links to its files (issue 32), apart from the export's zod schema so the
// page's JavaScript does not carry zod (see client/pages/analysis/calendar-answer.ts).

/** Event ids the single-event file takes (release id and local day, e.g. us-nfp-2026-12-04). */
export const exportableEventId = /^[a-z0-9-]{1,40}-\d{4}-\d{2}-\d{2}$/;

/** The export's query string for the page's state (what the page's links carry). */
export function exportSearch(state: { week: string; day: string | null; countries: readonly string[]; importance: number; zone: string }, locale: string): string {
  const sp = new URLSearchParams({ week: state.week });
  if (state.day) sp.set('day', state.day);
  for (const c of state.countries) sp.append('country', c);
  if (state.importance > 1) sp.set('importance', String(state.importance));
  if (state.zone !== 'GMT+3') sp.set('tz', state.zone);
  sp.set('locale', locale);
  return sp.toString();
}
