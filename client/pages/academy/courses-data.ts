// What the course, level, catalogue and e-book loaders share: the 'courses' content with the article
// index that lesson links are checked against, and the course cards.
import { data } from 'react-router';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { articleIndex, coursePath, formatHours, resolveCourse, type ArticleAliasEntry, type IndexedArticle } from '../../../shared/academy/courses.ts';
import { articleLanguageOf, type ArticleLanguage } from '../../../shared/articles/list-query.ts';
import type { Course, CourseLevel } from '../../../shared/content/academy-courses.ts';
import type { Services } from '../../services.ts';
import { api } from '../../data/api.ts';

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
