// Articles (spec section 7): GET /api/articles/null, /api/articles, /api/articleTags,
// /api/getArticleAlias, and one article with its body, /api/article/{slug}, whose Markdown is
// rendered here to safe HTML (shared/articles/markdown.ts) and cached rendered. Articles are
// cached (Redis when configured) per language and filter.
import { z } from 'zod';
import { articleParams, articlesQuery, languageQuery, emptyQuery } from '../../../shared/schemas/api.ts';
import { isLocaleCode } from '../../../shared/locales.ts';
import { renderMarkdown } from '../../../shared/articles/markdown.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import type { EndpointDef } from './endpoint.ts';

const MIN = 60_000;
const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date');

export const articleAuthorSchema = z.looseObject({ id: z.number().int(), slug: z.string().optional(), name: z.string(), avatar: z.string().optional() });

export const articleSchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  image: z.string().optional(),
  tag: z.string().optional(),
  tags_ids: z.array(z.number().int()).optional(),
  description: z.string().optional(),
  readTime: z.union([z.number(), z.string()]).optional(),
  alias: z.string().optional(),
  language: z.string().optional(),
  published_at: isoDate.optional(),
  updated_at: isoDate.optional(),
  author: articleAuthorSchema.optional(),
});

export const articleInfo: EndpointDef = {
  name: 'articleInfo',
  route: '/api/articles/null',
  query: languageQuery,
  upstreamPath: () => upstreamPath`/api/articles/null`,
  data: z.unknown(),
  ttlMs: 5 * MIN,
  staleWhileRevalidateMs: 10 * MIN,
};

export const articles: EndpointDef = {
  name: 'articles',
  route: '/api/articles',
  query: articlesQuery,
  upstreamPath: () => upstreamPath`/api/articles`,
  data: z.array(articleSchema),
  ttlMs: 5 * MIN,
  staleWhileRevalidateMs: 10 * MIN,
};

export const articleDetailSchema = articleSchema.extend({
  alias: z.string(),
  language: z.string(),
  published_at: isoDate,
  updated_at: isoDate,
  body: z.string().max(200_000),
  languages: z.array(z.string()).optional(),
});

/**
 * One article: the upstream's Markdown body becomes `html` (safe by construction) and `toc`;
 * site links in it get the requested locale's prefix. The Markdown stays for the .md copy.
 */
export const article: EndpointDef = {
  name: 'article',
  route: '/api/article/:slug',
  params: articleParams,
  query: languageQuery,
  upstreamPath: (p) => upstreamPath`/api/article/${p.slug!}`,
  data: articleDetailSchema,
  transform: (data, { query }) => {
    const a = data as z.infer<typeof articleDetailSchema>;
    const language = typeof query.language === 'string' && isLocaleCode(query.language) ? query.language : 'en';
    const { html, toc } = renderMarkdown(a.body, { pathPrefix: `/${language}` });
    return { ...a, html, toc };
  },
  ttlMs: 10 * MIN,
  staleWhileRevalidateMs: 30 * MIN,
};

export const articleTags: EndpointDef = {
  name: 'articleTags',
  route: '/api/articleTags',
  query: languageQuery,
  upstreamPath: () => upstreamPath`/api/articleTags`,
  data: z.array(z.looseObject({ id: z.number().int(), name: z.string(), slug: z.string().optional() })),
  ttlMs: 60 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
};

export const articleAliasSchema = z.looseObject({
  id: z.number().int(),
  alias: z.string().regex(/^[a-z0-9-]+$/),
  language: z.string(),
  old_aliases: z.array(z.string().regex(/^[a-z0-9-]+$/)).optional(),
  published_at: isoDate.optional(),
  updated_at: isoDate.optional(),
});

export const articleAlias: EndpointDef = {
  name: 'getArticleAlias',
  route: '/api/getArticleAlias',
  query: emptyQuery,
  upstreamPath: () => upstreamPath`/api/getArticleAlias`,
  data: z.array(articleAliasSchema),
  ttlMs: 60 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
};

export const articleEndpoints = [articleInfo, articles, article, articleTags, articleAlias];
