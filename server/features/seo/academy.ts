// The academy's and expert team's items in the SEO documents: sitemap entries with each item's
// own lastmod (from /api/getArticleAlias and /api/author, through the BFF cache), the newest
// items for llms.txt, and the Markdown copy of each article at {article url}.md.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { articleLanguageOf, hasOwnArticles, localesWithOwn, type ArticleLanguage } from '../../../shared/articles/list-query.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { localesWithMedia, mediaLanguages } from '../../../shared/media/media-language.ts';
import { article as articleEndpoint, articleAlias, articles } from '../api/articles.ts';
import { authorGroups, authorList } from '../api/authors.ts';
import { readEndpoint } from '../api/endpoint.ts';
import { articleAliasSchema, articleDetailSchema, articleSchema } from '../../../shared/api/articles.ts';
import { authorGroupSchema, authorSchema } from '../../../shared/api/authors.ts';
import type { SitemapEntry } from './sitemap.ts';
import { itemsOf } from './upstream-items.ts';

const articlePath = (slug: string) => `/academy/trading-academy/${slug}`;
const expertPath = (slug: string) => `/analysis/our-expert-team/${slug}`;
const groupPath = (slug: string) => `/analysis/our-expert-team/group/${slug}`;

const localesOf = (languages: ReadonlySet<string>) => localesWithOwn([...languages]);

/**
 * Article, expert and group URLs of a locale's sitemap: the articles written in its language (other
 * articles show the English ones with their canonical at /en, so its sitemap lists none of them),
 * and every expert profile and group (the CMS writes them in every language).
 * `onlyRenamed`: the old-URL sitemap's entries (articles that had other slugs).
 */
export async function academySitemapEntries(app: FastifyInstance, locale: LocaleCode, options: { onlyRenamed?: boolean } = {}): Promise<SitemapEntry[]> {
  const language: ArticleLanguage = articleLanguageOf(locale);
  const rows = (await itemsOf(app, 'academy items', readEndpoint(app, articleAlias), z.array(articleAliasSchema))) ?? [];
  const languagesById = new Map<number, Set<string>>();
  for (const row of rows) {
    let set = languagesById.get(row.id);
    if (!set) languagesById.set(row.id, (set = new Set()));
    set.add(row.language);
  }
  const entries: SitemapEntry[] = rows
    .filter((row) => row.language === language && (!options.onlyRenamed || (row.old_aliases?.length ?? 0) > 0))
    .map((row) => ({
      path: articlePath(row.alias),
      ...(row.updated_at ?? row.published_at ? { lastmod: (row.updated_at ?? row.published_at)! } : {}),
      alternateLocales: localesOf(languagesById.get(row.id)!),
    }));
  if (options.onlyRenamed) return entries;
  // Expert profiles and groups are written in all 14 languages (shared/media/media-language.ts):
  // every locale lists them, each an alternate of the others.
  const authors = (await itemsOf(app, 'academy items', readEndpoint(app, authorList, { language: locale }), z.array(authorSchema))) ?? [];
  const groups = (await itemsOf(app, 'academy items', readEndpoint(app, authorGroups, { language: locale }), z.array(authorGroupSchema))) ?? [];
  const profileLocales = localesWithMedia(mediaLanguages);
  for (const a of authors) {
    if (!a.slug) continue;
    entries.push({ path: expertPath(a.slug), ...(a.updated_at ? { lastmod: a.updated_at } : {}), alternateLocales: profileLocales });
  }
  for (const g of groups) {
    // A group changes when one of its members' profiles does.
    const dates = authors.filter((a) => g.author_ids.map(String).includes(String(a.id)) && a.updated_at).map((a) => a.updated_at!).sort();
    entries.push({ path: groupPath(g.slug), ...(dates.length ? { lastmod: dates.at(-1)! } : {}), alternateLocales: profileLocales });
  }
  return entries;
}

/** llms.txt sections of the newest articles and the expert team, in the locale's canonical URLs. */
export async function academyLlmsSections(app: FastifyInstance, origin: string, locale: LocaleCode): Promise<string[]> {
  const own = hasOwnArticles(locale);
  const target: LocaleCode = own ? locale : 'en';
  const md = (s: string) => s.replace(/([\\[\]])/g, '\\$1').replace(/\s+/g, ' ').trim();
  const lines: string[] = [];
  const newest = await itemsOf(app, 'academy items', readEndpoint(app, articles, { limit: 15, language: target }), z.array(articleSchema));
  if (newest?.length) {
    lines.push('', '## Newest academy articles', '');
    for (const a of newest) {
      if (!a.alias) continue;
      const url = canonicalUrl(origin, target, articlePath(a.alias));
      lines.push(`- [${md(a.title)}](${url}): ${md(a.description ?? '')} Markdown: ${url}.md`);
    }
  }
  const authors = await itemsOf(app, 'academy items', readEndpoint(app, authorList, { language: target }), z.array(authorSchema));
  if (authors?.length) {
    lines.push('', '## Expert team', '');
    for (const a of authors) {
      if (!a.slug) continue;
      lines.push(`- [${md(a.name)}](${canonicalUrl(origin, target, expertPath(a.slug))}): ${md(a.title ?? '')}`);
    }
  }
  return lines;
}

/** The Markdown copy of an article: title, summary, byline, canonical URL, then the body. */
export function articleMarkdown(article: z.infer<typeof articleDetailSchema>, origin: string, locale: LocaleCode): string {
  const url = canonicalUrl(origin, locale, articlePath(article.alias));
  // Site links become absolute URLs in the locale, so the copy reads well on its own.
  const body = article.body.replace(/\]\(\/(?!\/)/g, `](${origin.replace(/\/+$/, '')}/${locale}/`);
  const date = (iso: string) => iso.slice(0, 10);
  const meta = [
    article.author ? `Author: ${article.author.name}` : undefined,
    `Published: ${date(article.published_at)}`,
    `Updated: ${date(article.updated_at)}`,
    `Canonical: ${url}`,
  ].filter(Boolean);
  return [`# ${article.title}`, '', ...(article.description ? [`> ${article.description}`, ''] : []), ...meta.map((m) => `${m}  `), '', body.trim(), ''].join('\n');
}

/** GET /{locale}/academy/trading-academy/{slug}.md */
export async function serveArticleMarkdown(app: FastifyInstance, origin: string, locale: LocaleCode, slug: string, reply: FastifyReply) {
  const notFound = () => reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found\n');
  if (!/^[a-z0-9]+(-[a-z0-9]+){0,20}$/.test(slug)) return notFound();
  let body: { code?: unknown; data?: unknown };
  try {
    body = await readEndpoint(app, articleEndpoint, { language: locale }, { slug });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400) return notFound();
    app.log.warn({ err: error }, 'article markdown: upstream unavailable');
    return reply.code(503).header('retry-after', '30').type('text/plain; charset=utf-8').send('Temporarily unavailable\n');
  }
  const parsed = articleDetailSchema.safeParse(body.data);
  if (!parsed.success) return notFound();
  const article = parsed.data;
  if (article.alias !== slug) return reply.redirect(`/${locale}${articlePath(article.alias)}.md`, 301);
  // An article not written in the locale's language is shown in English; its copy is the English one.
  const target: LocaleCode = article.language === articleLanguageOf(locale) ? locale : 'en';
  return reply
    .type('text/markdown; charset=utf-8')
    .header('cache-control', 'public, max-age=300')
    .header('content-language', target === 'en' ? 'en' : getLocale(target).tag)
    .header('link', `<${canonicalUrl(origin, target, articlePath(article.alias))}>; rel="canonical"`)
    .send(articleMarkdown(article, origin, target));
}
