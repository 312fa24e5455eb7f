// Market news and market insight in the SEO documents: every item's URL in the sitemaps of the
// locales that show it in its own language (news: English; insight: English and Chinese), with
// lastmod from the item's own update time, and the newest items in llms.txt with their Markdown
// copies (analysis-markdown.ts). Read through the BFF cache; when the upstream is down the
// documents list the static pages only.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LocaleCode } from '../../../shared/locales.ts';
import { articleLanguageOf, hasOwnArticles, localesWithOwn } from '../../../shared/articles/list-query.ts';
import { insightPath, newsPath } from '../../../shared/news/list-query.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { readEndpoint } from '../api/endpoint.ts';
import { insightList, news as newsList } from '../api/news.ts';
import { insightItemSchema, newsItemSchema } from '../../../shared/api/news.ts';
import type { SitemapEntry } from './sitemap.ts';

/** The insight fixtures' languages (the upstream writes each item in all three). */
const insightLanguages = ['en', 'zh-hans', 'zh-hant'];

async function listOf<T>(app: FastifyInstance, read: () => Promise<{ code?: unknown; data?: unknown }>, schema: z.ZodType<T>): Promise<T[]> {
  try {
    const body = await read();
    if (body.code !== undefined && Number(body.code) !== 200) return [];
    const parsed = z.array(schema).safeParse(body.data);
    return parsed.success ? parsed.data : [];
  } catch (error) {
    app.log.warn({ err: error }, 'seo: news or insight unavailable; documents list the static pages only');
    return [];
  }
}

/** News and insight URLs of a locale's sitemap (none for locales that show them in English). */
export async function newsSitemapEntries(app: FastifyInstance, locale: LocaleCode): Promise<SitemapEntry[]> {
  if (!hasOwnArticles(locale)) return [];
  const language = articleLanguageOf(locale);
  const entries: SitemapEntry[] = [];
  if (language === 'en') {
    const news = await listOf(app, () => readEndpoint(app, newsList, { limit: 50 }), newsItemSchema);
    const newsLocales = localesWithOwn(['en']);
    for (const n of news) entries.push({ path: newsPath(n.id), lastmod: n.updated_at, alternateLocales: newsLocales });
  }
  const insight = await listOf(app, () => readEndpoint(app, insightList, { limit: 50, language: locale }), insightItemSchema);
  const insightLocales = localesWithOwn(insightLanguages);
  for (const i of insight) entries.push({ path: insightPath(i.id), lastmod: i.updated_at, alternateLocales: insightLocales });
  return entries;
}

/** llms.txt sections: the newest news stories and insight, in the locale's canonical URLs. */
export async function newsLlmsSections(app: FastifyInstance, origin: string, locale: LocaleCode): Promise<string[]> {
  const md = (s: string) => s.replace(/([\\[\]])/g, '\\$1').replace(/\s+/g, ' ').trim();
  const insightTarget: LocaleCode = hasOwnArticles(locale) ? locale : 'en';
  const newsTarget: LocaleCode = hasOwnArticles(locale) && articleLanguageOf(locale) === 'en' ? locale : 'en';
  const [news, insight] = await Promise.all([
    listOf(app, () => readEndpoint(app, newsList, { limit: 10 }), newsItemSchema),
    listOf(app, () => readEndpoint(app, insightList, { limit: 10, language: insightTarget }), insightItemSchema),
  ]);
  const lines: string[] = [];
  if (news.length) {
    lines.push('', '## Newest market news', '');
    for (const n of news) {
      const url = canonicalUrl(origin, newsTarget, newsPath(n.id));
      lines.push(`- [${md(n.title)}](${url}): ${md(n.summary)} (${n.published_at.slice(0, 16).replace('T', ' ')} UTC, ${md(n.source)}) Markdown: ${url}.md`);
    }
  }
  if (insight.length) {
    lines.push('', '## Newest market insight', '');
    for (const i of insight) {
      const url = canonicalUrl(origin, insightTarget, insightPath(i.id));
      lines.push(`- [${md(i.title)}](${url}): ${md(i.summary)} (${md(i.author.name)}) Markdown: ${url}.md`);
    }
  }
  return lines;
}
