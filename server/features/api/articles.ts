// Articles (spec section 7): GET /api/articles/null, /api/articles, /api/articleTags,
// /api/getArticleAlias, and one article with its body, /api/article/{slug}, whose Markdown is
// rendered here to safe HTML (shared/articles/markdown.ts) and cached rendered. Paths and schemas
// are the contract's (shared/api/); this file holds the cache policy and the rendering.
import { isLocaleCode } from '../../../shared/locales.ts';
import { renderMarkdown } from '../../../shared/articles/markdown.ts';
import { serverEndpoint } from './endpoint.ts';

const MIN = 60_000;

/** Markdown body -> { html, toc } with site links in the requested locale's prefix (the Markdown stays for the .md copy). */
export function withHtml(data: unknown, query: Record<string, unknown>) {
  const item = data as { body: string };
  const language = typeof query.language === 'string' && isLocaleCode(query.language) ? query.language : 'en';
  const { html, toc } = renderMarkdown(item.body, { pathPrefix: `/${language}` });
  return { ...item, html, toc };
}

export const articleInfo = serverEndpoint('articleInfo', { ttlMs: 5 * MIN, staleWhileRevalidateMs: 10 * MIN });
export const articles = serverEndpoint('articles', { ttlMs: 5 * MIN, staleWhileRevalidateMs: 10 * MIN });
export const article = serverEndpoint('article', { ttlMs: 10 * MIN, staleWhileRevalidateMs: 30 * MIN, transform: (data, { query }) => withHtml(data, query) });
export const articleTags = serverEndpoint('articleTags', { ttlMs: 60 * MIN, staleWhileRevalidateMs: 60 * MIN });
export const articleAlias = serverEndpoint('articleAlias', { ttlMs: 60 * MIN, staleWhileRevalidateMs: 60 * MIN });

export const articleEndpoints = [articleInfo, articles, article, articleTags, articleAlias];
