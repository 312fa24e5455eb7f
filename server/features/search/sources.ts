// What the site search indexes for a locale, read from the same places the pages read it: the
// content files (glossary, help centre), the locale's messages (page titles and descriptions),
// and the BFF's answers through the api feature's cache (instrument catalogue, academy articles
// and lessons, news, insight, videos, webinars, experts). A source that fails is left out and
// the index is marked partial, so it is built again soon.
import type { FastifyInstance } from 'fastify';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { routes } from '../../../shared/routes.ts';
import { mergeGlossary } from '../../../shared/glossary/entries.ts';
import type { GlossaryContent } from '../../../shared/content/academy.ts';
import type { HelpCentreContent } from '../../../shared/content/trading.ts';
import { instrumentName } from '../../../shared/trading/instrument-name.ts';
import { cachedDisplayNames } from '../../../shared/format.ts';
import { instrumentPath } from '../../../shared/trading/instrument-basics.ts';
import { instrumentAliases, symbolParts } from '../../../shared/search-text/aliases.ts';
import { showsEnglishFallback } from '../../../shared/articles/list-query.ts';
import { newsPath, insightPath } from '../../../shared/news/list-query.ts';
import { videoPath } from '../../../shared/media/video.ts';
import { callEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { article, articles } from '../api/articles.ts';
import { authorList } from '../api/authors.ts';
import { webinar } from '../api/marketing.ts';
import { videos } from '../api/media.ts';
import { insightList, news } from '../api/news.ts';
import { instrumentList } from '../api/instruments.ts';
import type { SearchDoc } from './engine.ts';

/** Longest snippet kept per document (characters). */
const SNIPPET = 180;
/** Pages of a BFF list read per source (the newest first). */
const MAX_PAGES = 5;

/** The first sentence(s) of a text up to SNIPPET characters, cut at a word. */
export function snippetOf(text: string): string {
  const flat = text.replace(/\{\{[^}]*\}\}/g, '…').replace(/[#*_`>]+/g, '').replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET) return flat;
  const cut = flat.slice(0, SNIPPET);
  const space = cut.lastIndexOf(' ');
  return `${space > SNIPPET / 2 ? cut.slice(0, space) : cut}…`;
}

type Item = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

async function list(app: FastifyInstance, def: EndpointDef, query: Record<string, unknown>, paged: boolean): Promise<Item[]> {
  const out: Item[] = [];
  for (let page = 1; page <= (paged ? MAX_PAGES : 1); page++) {
    const answer = (await callEndpoint(app, def, {}, paged ? { ...query, page } : query)).value as { data?: unknown; total?: number };
    const data = Array.isArray(answer.data) ? (answer.data as Item[]) : [];
    out.push(...data);
    const total = typeof answer.total === 'number' ? answer.total : data.length;
    if (!paged || data.length === 0 || out.length >= total) break;
  }
  return out;
}

function glossaryDocs(app: FastifyInstance, locale: LocaleCode): SearchDoc[] {
  const info = getLocale(locale);
  const own = app.content.get<GlossaryContent>('academy/glossary', locale);
  const english = app.content.get<GlossaryContent>('academy/glossary', 'en');
  if (!english) return [];
  const ownTerms = own && own.lang !== 'en' ? own.data.terms : null;
  const entries = mergeGlossary(english.data.terms, ownTerms, info.messages[0]!, info.tag);
  const aliasesOf = new Map<string, string[]>();
  for (const t of [...english.data.terms, ...(ownTerms ?? [])]) aliasesOf.set(t.slug, [...(aliasesOf.get(t.slug) ?? []), t.term, ...(t.aliases ?? [])]);
  return entries.map((e) => {
    const names = [e.term, ...(e.english ? [e.english] : []), ...(aliasesOf.get(e.slug) ?? [])];
    return {
      kind: 'glossary',
      title: e.term,
      path: `/academy/terminology#${e.slug}`,
      snippet: snippetOf(e.definition),
      keywords: [...new Set(names)],
      body: e.definition,
      exact: [...new Set(names)],
      ...(e.lang ? { lang: e.lang } : {}),
    } satisfies SearchDoc;
  });
}

function helpDocs(app: FastifyInstance, locale: LocaleCode): SearchDoc[] {
  const help = app.content.get<HelpCentreContent>('trading/help-center', locale);
  if (!help) return [];
  const lang = help.lang === 'en' && getLocale(locale).messages[0] !== 'en' ? ({ lang: 'en' } as const) : {};
  return help.data.categories.flatMap((c) =>
    c.items.map((item) => ({
      kind: 'help' as const,
      title: item.q,
      path: `/trading/help-center#help-${c.id}`,
      snippet: snippetOf(item.a),
      keywords: [c.name],
      body: item.a,
      ...lang,
    })),
  );
}

type Tree = { [key: string]: unknown };
function pageDocs(app: FastifyInstance, locale: LocaleCode): SearchDoc[] {
  const messages = app.messages.forLocale(locale) as Tree;
  const pages = (messages.pages ?? {}) as Record<string, Tree>;
  const out: SearchDoc[] = [];
  for (const route of routes) {
    if (route.noindex || route.testOnly || route.canonical || route.path.includes('{')) continue;
    const text = pages[route.name];
    const title = str(text?.title) || str(text?.breadcrumb);
    if (!title) continue;
    const body = [str(text?.description), str(text?.intro)].filter(Boolean).join(' ');
    out.push({ kind: 'pages', title, path: route.path ? `/${route.path}` : '', snippet: snippetOf(str(text?.description)), keywords: [str(text?.breadcrumb)].filter(Boolean), body });
  }
  return out;
}

async function instrumentDocs(app: FastifyInstance, locale: LocaleCode): Promise<SearchDoc[]> {
  const tag = getLocale(locale).tag;
  const catalogue = await list(app, instrumentList, {}, false);
  return catalogue.map((i) => {
    const symbol = str(i.symbol);
    const description = str(i.description);
    const name = instrumentName(symbol, description, tag);
    const parts = symbolParts(symbol);
    const aliases = instrumentAliases[symbol] ?? [];
    // 'XAU/USD' and 'XAU USD' as written in articles; the English description in every locale.
    const written = parts.length ? [`${parts[0]}/${parts[1]}`] : [];
    const local = parts.length ? [parts.map((p) => cachedDisplayNames(tag, { type: 'currency', fallback: 'none' }).of(p) ?? '').join(' ')] : [];
    return {
      kind: 'instruments' as const,
      title: `${symbol} · ${name.text}`,
      path: instrumentPath(symbol),
      snippet: name.text === description ? '' : description,
      keywords: [symbol, ...written, description, ...local, ...aliases],
      body: '',
      exact: [symbol, ...written, name.text, description, ...aliases],
    };
  });
}

/** Characters of an article's body indexed (its opening: what a lesson is about). */
const BODY_CHARS = 4000;
/** Article bodies asked for at once while an index is built. */
const BODY_CONCURRENCY = 6;

/** Markdown to the words a reader sees: links keep their text, markup and URLs go. */
export function markdownText(md: string): string {
  return md
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function articleBodies(app: FastifyInstance, items: Item[], locale: LocaleCode): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  const queue = items.map((a) => str(a.alias)).filter(Boolean);
  const worker = async () => {
    for (let alias = queue.shift(); alias !== undefined; alias = queue.shift()) {
      try {
        const detail = (await callEndpoint(app, article, { slug: alias }, { language: locale })).value as { data?: { body?: unknown } };
        const body = str(detail.data?.body);
        if (body) bodies.set(alias, markdownText(body).slice(0, BODY_CHARS));
      } catch {
        // A body that cannot be read leaves its article indexed by title and description.
      }
    }
  };
  await Promise.all(Array.from({ length: BODY_CONCURRENCY }, worker));
  return bodies;
}

async function articleDocs(app: FastifyInstance, locale: LocaleCode): Promise<SearchDoc[]> {
  const items = await list(app, articles, { language: locale, limit: 100 }, true);
  const bodies = await articleBodies(app, items, locale);
  return items.map((a) => ({
    kind: 'learn' as const,
    title: str(a.title),
    path: `/academy/trading-academy/${str(a.alias)}`,
    snippet: snippetOf(str(a.description)),
    keywords: [str(a.tag), str((a.author as Item | undefined)?.name)].filter(Boolean),
    body: `${str(a.description)} ${bodies.get(str(a.alias)) ?? ''}`.trim(),
    ...(showsEnglishFallback(locale, str(a.language)) ? { lang: 'en' as const } : {}),
    ...(str(a.published_at) ? { date: str(a.published_at) } : {}),
  }));
}

async function newsDocs(app: FastifyInstance, locale: LocaleCode): Promise<SearchDoc[]> {
  const [newsItems, insight] = await Promise.all([
    list(app, news, { language: locale, limit: 50 }, true),
    list(app, insightList, { language: locale, limit: 50 }, true),
  ]);
  const doc = (n: Item, path: string): SearchDoc => ({
    kind: 'news',
    title: str(n.title),
    path,
    snippet: snippetOf(str(n.summary)),
    keywords: [...((n.symbols as string[] | undefined) ?? []), str((n.author as Item | undefined)?.name)].filter(Boolean),
    body: str(n.summary),
    ...(showsEnglishFallback(locale, str(n.language)) ? { lang: 'en' as const } : {}),
    date: str(n.published_at),
  });
  return [...newsItems.map((n) => doc(n, newsPath(str(n.id)))), ...insight.map((n) => doc(n, insightPath(str(n.id))))];
}

async function mediaDocs(app: FastifyInstance, locale: LocaleCode): Promise<SearchDoc[]> {
  const [videoItems, upcoming, past] = await Promise.all([
    list(app, videos, { language: locale, limit: 100 }, true),
    list(app, webinar, { language: locale, when: 'upcoming' }, false),
    list(app, webinar, { language: locale, when: 'past' }, false),
  ]);
  const presenter = (v: Item) => str((v.presenter as Item | undefined)?.name);
  return [
    ...videoItems.map((v) => ({
      kind: 'media' as const,
      title: str(v.title),
      path: videoPath(Number(v.id), str(v.slug)),
      snippet: snippetOf(str(v.description)),
      keywords: [...((v.instruments as string[] | undefined) ?? []), presenter(v)].filter(Boolean),
      body: str(v.description),
      ...(showsEnglishFallback(locale, str(v.language)) ? { lang: 'en' as const } : {}),
      date: str(v.published_at),
    })),
    ...[...upcoming, ...past].map((w) => ({
      kind: 'media' as const,
      title: str(w.title),
      path: `/academy/register-${str(w.campaign)}`,
      snippet: snippetOf(str(w.abstract)),
      keywords: [...((w.topics as string[] | undefined) ?? []), presenter(w)].filter(Boolean),
      body: str(w.abstract),
      ...(showsEnglishFallback(locale, str(w.language)) ? { lang: 'en' as const } : {}),
      date: str(w.starts_at),
    })),
  ];
}

async function expertDocs(app: FastifyInstance, locale: LocaleCode): Promise<SearchDoc[]> {
  const authors = await list(app, authorList, { language: locale }, false);
  return authors
    .filter((a) => str(a.slug))
    .map((a) => ({
      kind: 'pages' as const,
      title: str(a.name),
      path: `/analysis/our-expert-team/${str(a.slug)}`,
      snippet: str(a.title),
      keywords: [str(a.title), ...((a.expertise as string[] | undefined) ?? [])].filter(Boolean),
      body: str(a.bio),
      exact: [str(a.name)],
    }));
}

export interface GatheredDocs {
  docs: SearchDoc[];
  /** Sources that failed (their documents are missing). */
  failed: string[];
}

/** Every document of a locale; BFF sources in parallel, each allowed to fail alone. */
export async function gatherDocs(app: FastifyInstance, locale: LocaleCode): Promise<GatheredDocs> {
  const failed: string[] = [];
  const guard = async (name: string, load: () => Promise<SearchDoc[]> | SearchDoc[]): Promise<SearchDoc[]> => {
    try {
      return await load();
    } catch (error) {
      failed.push(name);
      app.log.warn({ err: error, source: name, locale }, 'search source failed; indexed without it');
      return [];
    }
  };
  const parts = await Promise.all([
    guard('articles', () => articleDocs(app, locale)),
    guard('instruments', () => instrumentDocs(app, locale)),
    guard('glossary', () => glossaryDocs(app, locale)),
    guard('help', () => helpDocs(app, locale)),
    guard('news', () => newsDocs(app, locale)),
    guard('media', () => mediaDocs(app, locale)),
    guard('pages', () => pageDocs(app, locale)),
    guard('experts', () => expertDocs(app, locale)),
  ]);
  return { docs: parts.flat().filter((d) => d.title !== ''), failed };
}
