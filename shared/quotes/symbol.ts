// A feed symbol as the site matches it. A module of its own: the browser's quote store needs only
// this, not the instrument table (instruments.ts, ~3 KB brotli of start-up JavaScript).

/**
 * A feed or API symbol as the site matches it: any suffix after the first '.' stripped
 * ('EURUSD.r' -> 'EURUSD'), surrounding white space removed, upper-cased.
 * Returns '' for anything that is not a plausible symbol.
 */
export function normalizeSymbol(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const dot = raw.indexOf('.');
  const base = (dot === -1 ? raw : raw.slice(0, dot)).trim().toUpperCase();
  return /^[A-Z0-9_-]{1,20}$/.test(base) ? base : '';
}
