// Course outlines as pages: which academy article each lesson reads, checked against the
// article API's alias list (getArticleAlias) rather than assumed. A lesson whose article is
// gone is dropped and reported; a renamed article is linked at its current slug; a lesson
// whose article is not written in the page's language is marked English (lang="en").
import type { ArticleLanguage } from '../articles/list-query.ts';
import type { Course, CourseLevel } from '../content/academy-courses.ts';
import { cachedNumberFormat } from '../format.ts';

/** One entry of GET /api/getArticleAlias: an article in one language. */
export interface ArticleAliasEntry {
  id: number;
  alias: string;
  language: string;
  old_aliases?: readonly string[];
}

export interface IndexedArticle {
  id: number;
  alias: string;
  languages: ReadonlySet<string>;
}

/** Current and old slugs -> the article (its current slug and the languages it is written in). */
export function articleIndex(entries: readonly ArticleAliasEntry[]): Map<string, IndexedArticle> {
  const byId = new Map<number, { id: number; alias: string; languages: Set<string>; old: Set<string> }>();
  for (const e of entries) {
    const a = byId.get(e.id) ?? { id: e.id, alias: e.alias, languages: new Set<string>(), old: new Set<string>() };
    a.languages.add(e.language.toLowerCase());
    for (const o of e.old_aliases ?? []) a.old.add(o);
    byId.set(e.id, a);
  }
  const index = new Map<string, IndexedArticle>();
  for (const a of byId.values()) {
    const item = { id: a.id, alias: a.alias, languages: a.languages };
    for (const o of a.old) if (!index.has(o)) index.set(o, item);
  }
  // Current slugs win over another article's old slug.
  for (const a of byId.values()) index.set(a.alias, { id: a.id, alias: a.alias, languages: a.languages });
  return index;
}

/** Site path of a course, relative to the locale. */
export const coursePath = (c: Pick<Course, 'path'>) => `/academy/courses/${c.path}`;
/** Site path of a level's page ('/academy/courses/beginner'). */
export const levelPath = (level: CourseLevel) => `/academy/courses/${level}`;

export interface ResolvedLesson {
  title: string;
  summary: string;
  articleId: number;
  /** The article's current slug. */
  slug: string;
  /** The article is not written in the page's language: the lesson opens the English one. */
  english: boolean;
}

export interface ResolvedCourse {
  modules: { title: string; lessons: ResolvedLesson[] }[];
  lessonCount: number;
  /** Slugs named by the outline that the article API does not know (left out of the page). */
  missing: string[];
}

/**
 * The outline with every lesson checked: `own` is the article language of the page's locale,
 * or null when the locale shows English articles (shared/articles/list-query.ts).
 */
export function resolveCourse(course: Pick<Course, 'modules'>, index: ReadonlyMap<string, IndexedArticle>, own: ArticleLanguage | null): ResolvedCourse {
  const missing: string[] = [];
  const modules = course.modules
    .map((m) => ({
      title: m.title,
      lessons: m.lessons.flatMap((l): ResolvedLesson[] => {
        const article = index.get(l.article);
        if (!article) {
          missing.push(l.article);
          return [];
        }
        return [{ title: l.title, summary: l.summary, articleId: article.id, slug: article.alias, english: own === null || !article.languages.has(own) }];
      }),
    }))
    .filter((m) => m.lessons.length > 0);
  return { modules, lessonCount: modules.reduce((n, m) => n + m.lessons.length, 0), missing };
}

/** '6 hours' / '6 heures' / '6小时': hours as the locale writes them. */
export function formatHours(hours: number, tag: string): string {
  return cachedNumberFormat(tag, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 }).format(hours);
}

/** ISO 8601 duration of schema.org's courseWorkload: 6.5 -> 'PT6H30M'. */
export function isoHours(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return `PT${whole ? `${whole}H` : ''}${minutes ? `${minutes}M` : ''}` || 'PT0H';
}
