// What the course, level, catalogue and e-book loaders share: the page (with the route's
// canonical address when it repeats another page), the content file with the language it is
// written in, the 'courses' namespace, and the article index that lesson links are checked against.
import { data, type LoaderFunctionArgs } from 'react-router';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { routes, type RouteEntry } from '../../../shared/routes.ts';
import { articleIndex, coursePath, formatHours, resolveCourse, type ArticleAliasEntry, type IndexedArticle } from '../../../shared/academy/courses.ts';
import { articleLanguageOf, type ArticleLanguage } from '../../../shared/articles/list-query.ts';
import type { Course, CourseLevel } from '../../../shared/content/academy-courses.ts';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext, type Services } from '../../services.ts';
import { api } from '../../data/api.ts';

export interface ContentPage<T> {
  page: PageData;
  locale: LocaleCode;
  services: Services;
  content: T;
  /** lang attribute of the content's text: set only when it fell back to another language. */
  contentLang?: string;
  /** The BCP 47 tag the content is written in (JSON-LD inLanguage). */
  inLanguage: string;
  /** The route's own path, or the canonical one's when this address repeats another page (no leading slash). */
  canonicalPath: string;
}

const routeByName = new Map<string, RouteEntry>(routes.map((r) => [r.name, r]));

export async function contentPageLoader<T>(args: LoaderFunctionArgs, contentName: string, namespaces: readonly string[] = ['courses']): Promise<ContentPage<T>> {
  const page = await pageLoader(args);
  const locale = args.params.locale as LocaleCode;
  const services = args.context.get(servicesContext);
  const [content, messages] = await Promise.all([services.content<T>(contentName, locale), services.messages(locale)]);
  if (!content) throw new Error(`content file ${contentName} is missing`);
  page.messages = pickMessages(messages, namespaces);
  const info = getLocale(locale);
  const fellBack = content.lang !== info.messages[0];
  const canonical = routeByName.get(page.name)?.canonical;
  if (canonical !== undefined) page.head = { ...page.head, canonical: `/${locale}/${canonical}` };
  return {
    page,
    locale,
    services,
    content: content.data,
    ...(fellBack ? { contentLang: content.lang } : {}),
    inLanguage: fellBack ? content.lang : info.tag,
    canonicalPath: canonical ?? page.path.replace(/^\//, ''),
  };
}

/**
 * Every article the upstream has (current and old slugs): what lesson links are checked against.
 * Without it no lesson can be linked honestly, so the page answers 503 (and is not cached).
 */
export async function loadArticleIndex(services: Services, signal?: AbortSignal): Promise<Map<string, IndexedArticle>> {
  const answer = await api(services, 'articleAlias', {}, { signal });
  if (!answer.ok) throw data('The course outline could not be checked', { status: 503, statusText: 'Service Unavailable' });
  return articleIndex(answer.data);
}

/** Lessons the outline names but the upstream does not have: left out, and said on the server's log. */
export function reportMissing(path: string, missing: readonly string[]): void {
  if (missing.length && typeof window === 'undefined') console.warn(`course ${path}: no academy article for lesson(s) ${missing.join(', ')}; left out`);
}

/** Replaces the route's generic texts with the content file's (title, description, intro, crumb). */
export function applyCopy(page: PageData, copy: { title: string; description: string; intro: string }, crumb?: string): void {
  page.text = { ...page.text, title: copy.title, description: copy.description, intro: copy.intro };
  const last = page.crumbs.at(-1);
  if (last && crumb) last.name = crumb;
}

/** A course as a card of the catalogue, a level page and the academy overview. */
export interface CourseCardData {
  href: string;
  title: string;
  description: string;
  level: CourseLevel;
  hoursLabel: string;
  modules: number;
  lessons: number;
}

export function courseCards(courses: readonly Course[], index: ReadonlyMap<string, IndexedArticle>, locale: LocaleCode): CourseCardData[] {
  const tag = getLocale(locale).tag;
  return courses.map((c) => {
    const resolved = resolveCourse(c, index, ownArticleLanguage(locale));
    reportMissing(c.path, resolved.missing);
    return { href: `/${locale}${coursePath(c)}`, title: c.title, description: c.description, level: c.level, hoursLabel: formatHours(c.hours, tag), modules: resolved.modules.length, lessons: resolved.lessonCount };
  });
}

/** The article language of a locale; a lesson not written in it opens the English one (marked). */
export function ownArticleLanguage(locale: LocaleCode): ArticleLanguage | null {
  return articleLanguageOf(locale);
}
