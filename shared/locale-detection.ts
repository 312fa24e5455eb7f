// Locale detection for the bare root (spec 2.1), modelled on @nuxtjs/i18n's browser detection
// with redirectOn 'root': the i18n_redirected cookie, then Accept-Language, then 'en'.
// Pure functions: shared by the server's root redirect and the client's language selector.
import { defaultLocale, isLocaleCode, locales, type LocaleCode } from './locales.ts';

export const LOCALE_COOKIE = 'i18n_redirected';
/** Spec 9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Longer Accept-Language headers are cut here (real browsers send well under 200 characters). */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 1024;
/** At most this many language ranges are considered. */
export const MAX_ACCEPT_LANGUAGE_ENTRIES = 20;

export interface LanguageRange {
  /** The language range as sent (case kept), or '*'. */
  tag: string;
  /** Quality, 0 < q <= 1. */
  q: number;
}

const TAG_RE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;
const Q_RE = /^q=(0(?:\.\d{0,10})?|1(?:\.0{0,10})?)$/i;

/**
 * Parses an Accept-Language header into its language ranges, highest quality first (equal
 * qualities keep the header's order). Ranges with q=0 and malformed parts are dropped; only
 * the first MAX_ACCEPT_LANGUAGE_ENTRIES valid ranges of the first MAX_ACCEPT_LANGUAGE_LENGTH
 * characters are read.
 */
export function parseAcceptLanguage(header: string | readonly string[] | null | undefined): LanguageRange[] {
  if (header == null) return [];
  const text = typeof header === 'string' ? header : header.join(',');
  const parts = text.length > MAX_ACCEPT_LANGUAGE_LENGTH
    ? text.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH).split(',').slice(0, -1) // the last part may be cut
    : text.split(',');
  const ranges: LanguageRange[] = [];
  for (const part of parts) {
    if (ranges.length >= MAX_ACCEPT_LANGUAGE_ENTRIES) break;
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim();
    if (!TAG_RE.test(tag)) continue;
    let q = 1;
    let malformed = false;
    for (const param of params) {
      const p = param.trim();
      if (p === '') continue;
      const m = Q_RE.exec(p.replace(/\s*=\s*/, '='));
      if (m) q = Number(m[1]);
      else if (/^q\s*=/i.test(p)) malformed = true; // a broken quality: ignore the whole range
      // other parameters are not defined for Accept-Language and are ignored
    }
    if (malformed || q === 0) continue;
    ranges.push({ tag, q });
  }
  // Array.prototype.sort is stable: equal qualities keep the header's order.
  return ranges.sort((a, b) => b.q - a.q);
}

interface Subtags {
  /** Lower-case full tag. */
  full: string;
  language: string;
  script?: string;
  region?: string;
}

// Deprecated or synonymous primary language subtags, folded together for comparison.
const LANGUAGE_ALIASES: Record<string, string> = { tl: 'fil', in: 'id', iw: 'he', ji: 'yi' };
// Chinese without a script subtag: the script the region implies (CLDR likely subtags).
const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

function subtags(tag: string): Subtags | null {
  const full = tag.toLowerCase();
  const parts = full.split('-');
  const first = parts[0]!;
  if (!/^[a-z]{2,8}$/.test(first)) return null; // '*', 'x-...', 'i-...'
  const language = LANGUAGE_ALIASES[first] ?? first;
  let i = 1;
  while (i < parts.length && /^[a-z]{3}$/.test(parts[i]!) && i < 4) i++; // extlang
  let script: string | undefined;
  let region: string | undefined;
  if (i < parts.length && /^[a-z]{4}$/.test(parts[i]!)) script = parts[i++];
  if (i < parts.length && /^(?:[a-z]{2}|\d{3})$/.test(parts[i]!)) region = parts[i];
  if (!script && language === 'zh' && region) script = TRADITIONAL_CHINESE_REGIONS.has(region) ? 'hant' : 'hans';
  return { full, language, script, region };
}

/** Match strengths of one browser range against one locale tag. */
const EXACT = 4;
const LANGUAGE_REGION = 3;
const LANGUAGE_SCRIPT = 2;
const LANGUAGE = 1;
const LANGUAGE_OTHER_SCRIPT = 0.5;

function score(browser: Subtags, candidate: Subtags): number {
  if (browser.full === candidate.full) return EXACT;
  if (browser.language !== candidate.language) return 0;
  const scriptConflict = !!browser.script && !!candidate.script && browser.script !== candidate.script;
  if (scriptConflict) return LANGUAGE_OTHER_SCRIPT;
  if (browser.region && browser.region === candidate.region) return LANGUAGE_REGION;
  if (browser.script && browser.script === candidate.script) return LANGUAGE_SCRIPT;
  return LANGUAGE;
}

interface Candidate {
  code: LocaleCode;
  tags: Subtags[];
  /** False for a locale that is not tied to one region (zh-hans, zh-hant): a global site. */
  regional: boolean;
}

const candidates: readonly Candidate[] = locales.map((l) => {
  const own = subtags(l.tag)!;
  const aliases = (l.alsoMatches ?? []).map((t) => subtags(t)!);
  // cht's tag is a bare zh-Hant, but its aliases (zh-HK, zh-Hant-HK) pin it to Hong Kong.
  const aliasRegions = new Set(aliases.map((a) => a.region).filter((r) => r !== undefined));
  const regional = own.region !== undefined || aliasRegions.size === 1;
  return { code: l.code, tags: [own, ...aliases], regional };
});

/**
 * The best locale for one browser language range, or null. The highest strength wins (exact
 * tag or alias > language+region > language+script > language); among equals a global
 * (non-regional) locale beats a regional one, then the locales table's order decides. So a
 * bare zh-Hant lands on zh-hant (global Traditional Chinese), not on cht (the Hong Kong site,
 * whose tag is also zh-Hant), and a bare zh lands on zh-hans.
 */
export function matchLanguageRange(tag: string): LocaleCode | null {
  const browser = subtags(tag);
  if (!browser) return null;
  let best: Candidate | null = null;
  let bestScore = 0;
  for (const c of candidates) {
    let s = 0;
    for (const t of c.tags) s = Math.max(s, score(browser, t));
    if (s > bestScore || (s === bestScore && s > 0 && best!.regional && !c.regional)) {
      best = c;
      bestScore = s;
    }
  }
  return best ? best.code : null;
}

/**
 * The locale for an Accept-Language header, or null when nothing matches. Like @nuxtjs/i18n,
 * the first (highest-quality) range that matches any locale decides.
 */
export function matchAcceptLanguage(header: string | readonly string[] | null | undefined): LocaleCode | null {
  for (const { tag } of parseAcceptLanguage(header)) {
    const code = matchLanguageRange(tag);
    if (code) return code;
  }
  return null;
}

/**
 * The first i18n_redirected value in a Cookie header that is one of the 25 locale codes.
 * (Browsers send the most specific path first; a stale or foreign value is skipped.)
 */
export function localeFromCookieHeader(header: string | null | undefined): LocaleCode | null {
  if (!header) return null;
  // Scans for the name instead of splitting every pair: it runs on each cached page request.
  for (let at = header.indexOf(LOCALE_COOKIE); at !== -1; at = header.indexOf(LOCALE_COOKIE, at + 1)) {
    let before = at - 1;
    while (before >= 0 && (header[before] === ' ' || header[before] === '\t')) before--;
    if (before >= 0 && header[before] !== ';') continue; // part of another name
    let eq = at + LOCALE_COOKIE.length;
    while (header[eq] === ' ' || header[eq] === '\t') eq++;
    if (header[eq] !== '=') continue;
    const end = header.indexOf(';', eq);
    let value = header.slice(eq + 1, end === -1 ? undefined : end).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (value.includes('%')) {
      try {
        value = decodeURIComponent(value);
      } catch {
        continue;
      }
    }
    if (isLocaleCode(value)) return value;
  }
  return null;
}

export interface DetectInput {
  /** The i18n_redirected cookie value, if any. */
  cookie?: string | null;
  acceptLanguage?: string | readonly string[] | null;
}

/** The locale the bare root redirects to: a valid cookie, else Accept-Language, else 'en'. */
export function detectRootLocale({ cookie, acceptLanguage }: DetectInput): LocaleCode {
  if (isLocaleCode(cookie)) return cookie;
  return matchAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

export interface LocaleCookieOptions {
  /** Cross-origin use of the site: SameSite=None; Secure (spec 2.1). Default false. */
  crossOrigin?: boolean;
  /** Clock for Expires (ms since the epoch). */
  now?: number;
}

/**
 * The Set-Cookie value remembering a locale: i18n_redirected={code}, path '/', 365 days,
 * SameSite=Lax. Also usable as a document.cookie assignment on the client.
 */
export function localeCookie(locale: LocaleCode, options: LocaleCookieOptions = {}): string {
  if (!isLocaleCode(locale)) throw new TypeError(`Not a locale code: ${String(locale)}`);
  const expires = new Date((options.now ?? Date.now()) + LOCALE_COOKIE_MAX_AGE * 1000).toUTCString();
  const sameSite = options.crossOrigin ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Expires=${expires}; ${sameSite}`;
}
