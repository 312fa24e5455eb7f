// Sandbox articles: info, list (tags, ids, search, pages), one article with its body, tags, aliases.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { articleFileLanguages, articleFixtures, daysAgo, findArticle, matchesSearch, renderArticle, renderArticleWithBody, tagList } from '../fixtures/articles.ts';
import { articleLang, ids, int, missing, ok, q, type SandboxRoutesOptions } from './context.ts';

export function articleRoutes(app: FastifyInstance, { state }: SandboxRoutesOptions): void {
  const origin = state.assetOrigin;
  app.get(endpoints.articleInfo.upstream, async (request) => {
    const l = articleLang(request);
    return ok({ total: articleFixtures.length, languages: articleFileLanguages, tags: tagList(l), latest: renderArticle(articleFixtures[0]!, l, origin) });
  });
  app.get(endpoints.articles.upstream, async (request) => {
    const query = q(request);
    const l = articleLang(request);
    const tags = ids(query.tags_ids);
    const without = ids(query.exclude_tags_ids);
    const wanted = ids(query.ids);
    const limit = int(query.limit, 10, 100);
    const page = int(query.page, 1, 1000);
    const search = typeof query.q === 'string' ? query.q.slice(0, 100) : '';
    let list = articleFixtures.filter((a) => (tags.length === 0 || a.tags_ids.some((t) => tags.includes(t))) && !a.tags_ids.some((t) => without.includes(t)) && matchesSearch(a, l, search));
    if (wanted.length) list = wanted.map((id) => list.find((a) => a.id === id)).filter((a) => a !== undefined);
    const slice = list.slice((page - 1) * limit, page * limit);
    return { ...ok(slice.map((a) => renderArticle(a, l, origin))), total: list.length, page, limit };
  });
  // One article with its Markdown body, by slug, old slug or id (the answer names the current slug).
  app.get<{ Params: { slug: string } }>(endpoints.article.upstream, async (request, reply) => {
    const article = findArticle(request.params.slug);
    if (!article) return reply.code(404).send(missing('Article not found'));
    return ok(renderArticleWithBody(article, articleLang(request), origin));
  });
  app.get(endpoints.articleTags.upstream, async (request) => ok(tagList(articleLang(request))));
  app.get(endpoints.articleAlias.upstream, async () =>
    ok(articleFixtures.flatMap((a) => articleFileLanguages.filter((l) => a.versions[l]).map((language) => ({
      id: a.id, alias: a.slug, language, old_aliases: a.oldSlugs, published_at: daysAgo(a.publishedDaysAgo, a.id), updated_at: daysAgo(a.updatedDaysAgo, a.id),
    })))),
  );
}
