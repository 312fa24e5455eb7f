// Sandbox authors: profiles (every site language), expert groups, an author's articles.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { articleFixtures, daysAgo, renderArticle } from '../fixtures/articles.ts';
import { authorFixtures, authorGroups, type AuthorFixture } from '../fixtures/authors.ts';
import { field, type MediaFixtureLanguage } from '../fixtures/media-text/index.ts';
import { int, lang, mediaLang, missing, ok, q, type SandboxRoutesOptions } from './context.ts';

function renderAuthor(a: AuthorFixture, l: MediaFixtureLanguage, origin: string) {
  const own = articleFixtures.filter((x) => x.author_id === a.id);
  // The profile changes when the author publishes: its date is their newest article's update.
  const newest = own.reduce((days, x) => Math.min(days, x.updatedDaysAgo), 365);
  const bio = field(a.bio, l, (t) => t.authors[a.id]?.bio);
  const language = bio.language;
  const title = field(a.title, language, (t) => t.authors[a.id]?.title).text;
  return {
    id: a.id, slug: a.slug, name: a.name, title, bio: bio.text,
    avatar: `${origin}/sandbox/assets/authors/${a.id}.png`,
    expertise: a.expertise.map((e, i) => field(e, language, (t) => t.authors[a.id]?.expertise[i]).text), groups: a.groups, languages: a.languages, joined_year: a.joinedYear,
    articles_count: own.length, updated_at: daysAgo(newest, a.id), language,
  };
}

export function authorRoutes(app: FastifyInstance, { state }: SandboxRoutesOptions): void {
  const origin = state.assetOrigin;
  app.get(endpoints.authorList.upstream, async (request) => ok(authorFixtures.map((a) => renderAuthor(a, mediaLang(request), origin))));
  app.get(endpoints.authorGroups.upstream, async (request) => {
    const l = mediaLang(request);
    return ok(authorGroups.map((g) => ({
      id: g.id, slug: g.slug, name: field(g.name, l, (t) => t.groups[g.id]?.name).text, description: field(g.description, l, (t) => t.groups[g.id]?.description).text,
      language: field(g.name, l, (t) => t.groups[g.id]?.name).language,
      author_ids: authorFixtures.filter((a) => a.groups.includes(g.id)).map((a) => a.id),
    })));
  });
  app.get<{ Params: { authorId: string } }>(endpoints.authorArticles.upstream, async (request, reply) => {
    const author = authorFixtures.find((a) => String(a.id) === request.params.authorId || a.slug === request.params.authorId);
    if (!author) return reply.code(404).send(missing('Author not found'));
    const l = lang(request);
    const limit = int(q(request).limit, 10, 100);
    const page = int(q(request).page, 1, 1000);
    const list = articleFixtures.filter((a) => a.author_id === author.id);
    return { ...ok(list.slice((page - 1) * limit, page * limit).map((a) => renderArticle(a, l, origin))), total: list.length, page, limit };
  });
}
