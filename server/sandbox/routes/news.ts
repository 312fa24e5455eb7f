// Sandbox news (the provider's feed, English) and market insight (the broker's analysis, en/zh).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { isNewsCategory } from '../../../shared/news/list-query.ts';
import { filterInsight, findInsight, renderInsight, renderInsightWithBody } from '../fixtures/insight.ts';
import { filterNews, findNews, renderNews, renderNewsWithBody } from '../fixtures/news/index.ts';
import { int, lang, missing, ok, q, type SandboxRoutesOptions } from './context.ts';

const category = (v: unknown) => (typeof v === 'string' && isNewsCategory(v) ? v : undefined);
const words = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : undefined);

export function newsRoutes(app: FastifyInstance, { state }: SandboxRoutesOptions): void {
  const origin = state.assetOrigin;
  app.get(endpoints.news.upstream, async (request) => {
    const query = q(request);
    const limit = int(query.limit, 10, 50);
    const page = int(query.page, 1, 1000);
    const now = Date.now();
    const list = filterNews({ category: category(query.category), q: words(query.q), symbol: typeof query.symbol === 'string' ? query.symbol : undefined });
    return { ...ok(list.slice((page - 1) * limit, page * limit).map((n) => renderNews(n, now))), total: list.length, page, limit };
  });
  app.get(endpoints.newsById.upstream, async (request, reply) => {
    const item = findNews(String(q(request).id ?? ''));
    if (!item) return reply.code(404).send(missing('News item not found'));
    return ok(renderNewsWithBody(item));
  });
  app.get(endpoints.insightList.upstream, async (request) => {
    const query = q(request);
    const l = lang(request);
    const limit = int(query.limit, 9, 50);
    const page = int(query.page, 1, 1000);
    const now = Date.now();
    const list = filterInsight(l, { category: category(query.category), q: words(query.q), author: Number(query.author) || undefined });
    return { ...ok(list.slice((page - 1) * limit, page * limit).map((i) => renderInsight(i, l, origin, now))), total: list.length, page, limit };
  });
  app.get<{ Params: { id: string } }>(endpoints.insightById.upstream, async (request, reply) => {
    const item = findInsight(request.params.id);
    if (!item) return reply.code(404).send(missing('Insight not found'));
    return ok(renderInsightWithBody(item, lang(request), origin));
  });
}
