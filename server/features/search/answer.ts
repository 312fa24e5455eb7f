// GET /api/search's answer from an engine answer: the page of one kind (or of all kinds ranked
// together) and, without a kind and when asked, the first few of each kind, with hrefs in the locale.
import type { LocaleCode } from '../../../shared/locales.ts';
import {
  SITE_SEARCH_GROUP_SIZE, SITE_SEARCH_PAGE_SIZE, siteSearchKinds,
  type SiteSearchAnswer, type SiteSearchHit, type SiteSearchKind,
} from '../../../shared/site-search.ts';
import type { EngineAnswer, RankedHit } from './engine.ts';

export interface AnswerRequest {
  q: string;
  locale: LocaleCode;
  kind?: SiteSearchKind | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  /** Also the first results of each kind (the results page; the dialog needs only the page). */
  groups?: boolean | undefined;
}

function hitOf(h: RankedHit, locale: LocaleCode): SiteSearchHit {
  const d = h.doc;
  return {
    kind: d.kind,
    title: d.title,
    href: `/${locale}${d.path}`,
    snippet: d.snippet,
    ...(d.lang ? { lang: d.lang } : {}),
    ...(d.date ? { date: d.date } : {}),
    ...(h.exact ? { exact: true } : {}),
  };
}

export function buildAnswer(result: EngineAnswer, request: AnswerRequest): SiteSearchAnswer {
  const { q, locale, kind } = request;
  const size = request.limit ?? SITE_SEARCH_PAGE_SIZE;
  const page = request.page ?? 1;
  const pool = kind ? result.ranked.filter((h) => h.doc.kind === kind) : result.ranked;
  const pages = Math.max(1, Math.ceil(pool.length / size));
  const hits = pool.slice((page - 1) * size, page * size).map((h) => hitOf(h, locale));
  const answer: SiteSearchAnswer = { q, locale, ...(kind ? { kind } : {}), page, pages, total: pool.length, counts: result.counts, hits };
  if (!kind && request.groups) {
    answer.groups = siteSearchKinds
      .filter((k) => result.counts[k] > 0)
      .map((k) => ({
        kind: k,
        total: result.counts[k],
        hits: result.ranked.filter((h) => h.doc.kind === k).slice(0, SITE_SEARCH_GROUP_SIZE).map((h) => hitOf(h, locale)),
      }));
  }
  return answer;
}

/** JSON with '<', '>' and '&' escaped, so no answer can be read as markup even if mis-sniffed. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
