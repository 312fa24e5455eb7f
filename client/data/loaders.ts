// Isomorphic loaders: they run on the server for the first render and in the browser on
// client-side navigation, and read their environment only through servicesContext.
import { frameMessages, pickMessages } from '../../shared/message-bundles.ts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { getLocale, isLocaleCode, type LocaleCode } from '../../shared/locales.ts';
import { matchRoute, routes, type RouteEntry } from '../../shared/routes.ts';
import { buildBreadcrumb, type Crumb } from '../../shared/breadcrumb.ts';
import { pick } from '../i18n.ts';
import { servicesContext, type Messages, type Services, type SiteInfo } from '../services.ts';
import { api, dataOr } from './api.ts';

/** A page family's namespaces, picked once per locale (shared/message-bundles.ts). */
export { pickMessages };

export interface NotFoundData {
  kind: 'unmatched' | 'validation';
  path: string;
}

/** 404 of section 8: "Page not found: {path}" (unmatched) or "Page Not Found: {path}" (validation). */
export function notFound(kind: NotFoundData['kind'], path: string): never {
  throw data({ kind, path } satisfies NotFoundData, { status: 404, statusText: 'Not Found' });
}

export interface RootData {
  site: SiteInfo;
}

export function rootLoader({ context }: LoaderFunctionArgs): RootData {
  return { site: context.get(servicesContext).site() };
}

/** The entity that onboards a locale's visitors, as the "offered by" line names it. */
export interface OnboardingEntity {
  id: string;
  legalName: string;
  regulator: string;
}

export interface LocaleData {
  locale: LocaleCode;
  /** Frame messages: everything but the per-page texts, which page loaders hand over. */
  messages: Messages;
  onboarding: OnboardingEntity;
}

export async function localeLoader({ params, request, context }: LoaderFunctionArgs): Promise<LocaleData> {
  const locale = params.locale;
  if (!isLocaleCode(locale)) notFound('validation', new URL(request.url).pathname);
  // The register loads with the loader (on the server, or on a navigation to another locale), so
  // pages that only name the entity do not carry it in their start-up code.
  const [messages, { entityForLocale }] = await Promise.all([context.get(servicesContext).messages(locale), import('../../shared/company/entities.ts')]);
  const entity = entityForLocale(locale);
  return { locale, messages: frameMessages(messages), onboarding: { id: entity.id, legalName: entity.legalName, regulator: entity.regulator?.abbreviation ?? '' } };
}

export interface PageText {
  title: string;
  description: string;
  intro: string;
  breadcrumb: string;
}

export interface PageHead {
  /**
   * Canonical path with its locale ('/en/academy/trading-academy/what-is-a-pip') when it is not
   * this page itself (e.g. an item shown in English on another locale points at the English item);
   * such a page lists no alternates.
   */
  canonical?: string;
  /** Paginated lists: the previous and next page (path with locale and query). */
  prev?: string;
  next?: string;
  /** Items written only in some languages: the locales whose pages are alternates of this one. */
  alternateLocales?: readonly LocaleCode[];
  /** Extra JSON-LD nodes (Article, FinancialProduct, Person ...), each a complete object. */
  jsonLd?: readonly object[];
}

export interface PageData {
  name: string;
  /** Path after the locale ('' for home). */
  path: string;
  id?: string;
  text: PageText;
  crumbs: Crumb[];
  noindex: boolean;
  /** What a page module's loader adds to the head beyond title, description and breadcrumb. */
  head?: PageHead;
  /** Only on the streaming test page. */
  slow?: Promise<{ finishedAt: string }>;
  /** The page family's own texts (merged into the i18n instance by the page). */
  messages?: Messages;
  /** Streamed lists (client/data/deferred.tsx): null when the API failed (placeholders stay). */
  articles?: Promise<Article[] | null>;
  dividends?: Promise<Dividend[] | null>;
}

export interface Article {
  id: number;
  title: string;
  image?: string;
  tag?: string;
  description?: string;
  readTime?: number | string;
  alias?: string;
  /** The language the upstream wrote it in (English when it has no translation). */
  language?: string;
}

export interface Dividend {
  symbol: string;
  name?: string;
  ex_date?: string;
  long?: number;
  short?: number;
  currency?: string;
}

/** The article API's language for a locale (it knows en, zh-hans and zh-hant). */
export function articleLanguage(locale: LocaleCode): 'zh-hans' | 'zh-hant' | 'en' {
  const tag = getLocale(locale).tag;
  return tag.startsWith('zh-Hans') ? 'zh-hans' : tag.startsWith('zh-Hant') ? 'zh-hant' : 'en';
}

/** The lists a route line asks the generic loader to stream (shared/route-entry.ts: articles, dividends; null on any API failure, spec section 8: placeholders stay). */
function pageExtras(route: RouteEntry, locale: LocaleCode, services: Services, signal: AbortSignal): Partial<PageData> {
  const extras: Partial<PageData> = {};
  if (route.articles) extras.articles = api(services, 'articles', { ...route.articles, language: articleLanguage(locale) }, { signal }).then(dataOr);
  if (route.dividends) extras.dividends = api(services, 'dividends', {}, { signal }).then(dataOr);
  return extras;
}

/** Section crumbs that link somewhere other than their own path (spec 2.3): '/trading' -> its route line marked sectionHome. */
const sectionLinks: Record<string, string> = Object.fromEntries(routes.filter((r) => r.sectionHome).map((r) => ['/' + r.path.split('/')[0], '/' + r.path]));

const routeByPath = new Map<string, RouteEntry>(routes.filter((r) => !r.path.includes('{')).map((r) => ['/' + r.path, r]));

function pageText(messages: Messages, name: string): PageText {
  const get = (k: keyof PageText) => {
    const v = pick(messages, `pages.${name}.${k}`);
    return typeof v === 'string' ? v : '';
  };
  return { title: get('title'), description: get('description'), intro: get('intro'), breadcrumb: get('breadcrumb') };
}

export function crumbsFor(path: string, messages: Messages): Crumb[] {
  const home = pick(messages, 'breadcrumb.home');
  return buildBreadcrumb(path, typeof home === 'string' ? home : 'Home', (cumulative, segment) => {
    const route = routeByPath.get(cumulative);
    const section = pick(messages, `breadcrumb.sections.${segment}`);
    const link = sectionLinks[cumulative];
    if (route) {
      const name = pageText(messages, route.name).breadcrumb || (cumulative.split('/').length === 2 && typeof section === 'string' ? section : '');
      if (name) return link ? { name, link } : { name };
    }
    if (cumulative.split('/').length === 2 && typeof section === 'string') return link ? { name: section, link } : { name: section };
    return undefined;
  });
}

/** Resolves the page of the shared route table for this URL and hands over its texts. */
export async function pageLoader({ params, request, context }: LoaderFunctionArgs): Promise<PageData> {
  const url = new URL(request.url);
  const locale = params.locale as LocaleCode;
  const services = context.get(servicesContext);
  const path = url.pathname.slice(locale.length + 1).replace(/\/$/, '');
  const match = matchRoute(path, { testRoutes: services.testRoutes });
  // The react-router pattern is looser than the spec's (e.g. 'academy/:slug' for 'register-{id}').
  if (!match) notFound(params['*'] !== undefined || params.slug !== undefined ? 'validation' : 'unmatched', url.pathname);
  const messages = await services.messages(locale);
  const text = pageText(messages, match.route.name);
  if (match.id) {
    // Detail pages show which item they are about until their content issue lands.
    text.title = `${text.title}: ${decodeSafely(match.id)}`.slice(0, 120);
  }
  const base: PageData = {
    name: match.route.name,
    path,
    ...(match.id !== undefined ? { id: match.id } : {}),
    text,
    crumbs: crumbsFor(path, messages),
    noindex: Boolean(match.route.noindex),
  };
  if (match.route.messages) base.messages = pickMessages(messages, match.route.messages);
  Object.assign(base, pageExtras(match.route, locale, services, request.signal));
  if (match.route.page === 'test/slow-page') {
    // Streaming proof: the shell goes out at once, this part when the timer fires.
    const ms = Math.min(Math.max(Number(url.searchParams.get('ms')) || 1500, 0), 5000);
    return { ...base, slow: new Promise((resolve) => setTimeout(() => resolve({ finishedAt: new Date().toISOString() }), ms)) };
  }
  return base;
}

/**
 * The start every list page's loader shares: the page, the services, the locale and the URL's
 * query read by `parse` (null for a value no list has: the 404 page, not a soft 200).
 */
export async function listPageLoader<Q>(args: LoaderFunctionArgs, parse: (params: URLSearchParams) => Q | null): Promise<{ page: PageData; services: Services; locale: LocaleCode; url: URL; query: Q }> {
  const page = await pageLoader(args);
  const url = new URL(args.request.url);
  const query = parse(url.searchParams);
  if (!query) notFound('validation', url.pathname + url.search);
  return { page, services: args.context.get(servicesContext), locale: args.params.locale as LocaleCode, url, query };
}

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s).replace(/[-/]+/g, ' ').trim();
  } catch {
    return s;
  }
}

export function unmatchedLoader({ request }: LoaderFunctionArgs): never {
  notFound('unmatched', new URL(request.url).pathname);
}
