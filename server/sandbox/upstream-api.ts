// The sandbox upstream API: the broker API's paths (/api/...) answered from the fixtures, with
// the fault knobs in front. Mount at the root of a server (loopback, standalone) or under a
// prefix (/sandbox/upstream on the site).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { brand } from '../../shared/brand.ts';
import { normalizeQuery } from '../../shared/schemas/api.ts';
import { registrationPayloadSchema } from '../../shared/schemas/registration.ts';
import { articleFileLanguage, articleFileLanguages, articleFixtures, daysAgo, findArticle, fixtureLanguage, matchesSearch, pick, renderArticle, renderArticleWithBody, tagList, type FixtureLanguage } from './fixtures/articles.ts';
import { authorFixtures, authorGroups, type AuthorFixture } from './fixtures/authors.ts';
import { dividends, quotes, symbolsToday, videoUrls } from './fixtures/content.ts';
import { promotions } from './fixtures/promotions/index.ts';
import { filterNews, findNews, renderNews, renderNewsWithBody } from './fixtures/news/index.ts';
import { filterInsight, findInsight, renderInsight, renderInsightWithBody } from './fixtures/insight.ts';
import { isNewsCategory } from '../../shared/news/list-query.ts';
import { findVideo, renderVideo, renderVideoDetail, videoFixtures } from './fixtures/videos.ts';
import { webinars } from './fixtures/webinars.ts';
import { field, mediaFixtureLanguage, type MediaFixtureLanguage } from './fixtures/media-text/index.ts';
import { corporateEvents, newsIq, providerCalendar, researchSignals } from './fixtures/research.ts';
import { calendarEvents } from './fixtures/economic-calendar.ts';
import { candlesOf, catalogueSpec, instrumentCatalogue, symbolTodayOf } from './fixtures/instruments.ts';
import { faultHook, faultRoutes } from './faults.ts';
import type { SandboxState } from './state.ts';

const ok = (data: unknown) => ({ code: 200, msg: 'success', data });

// Media and expert items answer in every site language (issue 34; media-text/), articles in theirs.
const mediaLang = (request: FastifyRequest) => mediaFixtureLanguage(normalizeQuery(request.query).language as string | undefined);

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
const ids = (v: unknown): number[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : []).map(Number).filter((n) => Number.isInteger(n) && n > 0);
const int = (v: unknown, def: number, max: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : def;
};

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export async function sandboxUpstream(app: FastifyInstance, options: { state: SandboxState; prefix?: string }): Promise<void> {
  const { state } = options;
  app.addHook('onRequest', faultHook(state, options.prefix ?? ''));
  faultRoutes(app, state);
  const q = (request: FastifyRequest) => normalizeQuery(request.query);
  const lang = (request: FastifyRequest) => fixtureLanguage(q(request).language as string | undefined);
  // Articles may be written in any site language (the beginner lessons are); other items in three.
  const articleLang = (request: FastifyRequest) => articleFileLanguage(q(request).language as string | undefined);
  const origin = state.assetOrigin;

  // Content
  app.get('/api/articles/null', async (request) => {
    const l = articleLang(request);
    return ok({ total: articleFixtures.length, languages: articleFileLanguages, tags: tagList(l), latest: renderArticle(articleFixtures[0]!, l, origin) });
  });
  app.get('/api/articles', async (request) => {
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
  app.get<{ Params: { slug: string } }>('/api/article/:slug', async (request, reply) => {
    const article = findArticle(request.params.slug);
    if (!article) return reply.code(404).send({ code: 404, msg: 'Article not found', data: null });
    return ok(renderArticleWithBody(article, articleLang(request), origin));
  });
  app.get('/api/articleTags', async (request) => ok(tagList(articleLang(request))));
  app.get('/api/getArticleAlias', async () =>
    ok(articleFixtures.flatMap((a) => articleFileLanguages.filter((l) => a.versions[l]).map((language) => ({
      id: a.id, alias: a.slug, language, old_aliases: a.oldSlugs, published_at: daysAgo(a.publishedDaysAgo, a.id), updated_at: daysAgo(a.updatedDaysAgo, a.id),
    })))),
  );
  app.get('/api/promotions', async (request) => ok(promotions(q(request).language as string | undefined, origin).slice(0, int(q(request).limit, 50, 100))));
  app.get('/api/webinar', async (request) => {
    const when = q(request).when;
    return ok(webinars(mediaLang(request), origin, Date.now(), when === 'upcoming' || when === 'past' ? when : undefined).slice(0, int(q(request).limit, 50, 100)));
  });
  // The video library (an addition to section 7's /api/urls, which lists the files): newest first.
  app.get('/api/videos', async (request) => {
    const query = q(request);
    const l = mediaLang(request);
    const limit = int(query.limit, 20, 100);
    const page = int(query.page, 1, 1000);
    const now = Date.now();
    const list = videoFixtures
      .filter((v) => typeof query.category !== 'string' || v.category === query.category)
      .map((v) => renderVideo(v, l, origin, now))
      .sort((a, b) => b.published_at.localeCompare(a.published_at));
    return { ...ok(list.slice((page - 1) * limit, page * limit)), total: list.length, page, limit };
  });
  app.get<{ Params: { id: string } }>('/api/videos/:id', async (request, reply) => {
    const video = /^\d{1,9}$/.test(request.params.id) ? findVideo(Number(request.params.id)) : undefined;
    if (!video) return reply.code(404).send({ code: 404, msg: 'Video not found', data: null });
    return ok(renderVideoDetail(video, mediaLang(request), origin));
  });
  app.get('/api/dividends', async () => ok(dividends()));
  app.get('/api/economic-calendar', async (request, reply) => {
    const query = q(request);
    const date = /^\d{4}-\d{2}-\d{2}$/;
    const from = String(query.from ?? '');
    const to = String(query.to ?? '');
    if (!date.test(from) || !date.test(to)) return reply.code(400).send({ code: 400, msg: 'from and to must be YYYY-MM-DD' });
    const countries = typeof query.countries === 'string' ? query.countries.split(',').filter(Boolean) : [];
    return ok(calendarEvents(from, to, Date.now(), { countries, importance: Number(query.importance) || undefined }));
  });
  app.get('/api/urls', async () =>
    ok([...videoUrls(origin), ...videoFixtures.map((v) => {
      const d = renderVideoDetail(v, 'en', origin);
      return { key: `tv-${v.id}`, url: d.url, poster: d.poster };
    })]));
  app.get('/api/author', async (request) => ok(authorFixtures.map((a) => renderAuthor(a, mediaLang(request), origin))));
  app.get('/api/authorGroups', async (request) => {
    const l = mediaLang(request);
    return ok(authorGroups.map((g) => ({
      id: g.id, slug: g.slug, name: field(g.name, l, (t) => t.groups[g.id]?.name).text, description: field(g.description, l, (t) => t.groups[g.id]?.description).text,
      language: field(g.name, l, (t) => t.groups[g.id]?.name).language,
      author_ids: authorFixtures.filter((a) => a.groups.includes(g.id)).map((a) => a.id),
    })));
  });
  app.get<{ Params: { authorId: string } }>('/api/author/:authorId/articles', async (request, reply) => {
    const author = authorFixtures.find((a) => String(a.id) === request.params.authorId || a.slug === request.params.authorId);
    if (!author) return reply.code(404).send({ code: 404, msg: 'Author not found', data: null });
    const l = lang(request);
    const limit = int(q(request).limit, 10, 100);
    const page = int(q(request).page, 1, 1000);
    const list = articleFixtures.filter((a) => a.author_id === author.id);
    return { ...ok(list.slice((page - 1) * limit, page * limit).map((a) => renderArticle(a, l, origin))), total: list.length, page, limit };
  });

  // Market data
  app.get<{ Params: { symbol: string } }>(`/api/${brand.marketDataPrefix}-api/symblos/3/:symbol`, async (request, reply) => {
    const base = request.params.symbol.split('.')[0]!.toUpperCase();
    const quote = quotes.find((x) => x.symbol === base);
    if (!quote) return reply.code(404).send({ code: 404, msg: 'Unknown symbol', data: null });
    return ok({ ...quote, time: Math.floor(Date.now() / 1000) });
  });
  app.get('/api/allsymblos', async () => ok(quotes));
  // Without a symbol: today's movers (the spec's unparameterised call); with one: its range today.
  app.get('/api/getSymbolToday', async (request, reply) => {
    const symbol = q(request).symbol;
    if (typeof symbol !== 'string') return ok(symbolsToday());
    const spec = catalogueSpec(symbol.split('.')[0]!);
    if (!spec) return reply.code(404).send({ code: 404, msg: 'Unknown symbol', data: null });
    return ok(symbolTodayOf(spec.symbol));
  });

  // Instrument catalogue (contract specifications) and recent hourly candles
  app.get('/api/instruments', async () => ok(instrumentCatalogue));
  app.get<{ Params: { symbol: string } }>('/api/instruments/:symbol', async (request, reply) => {
    const spec = catalogueSpec(request.params.symbol.split('.')[0]!);
    if (!spec) return reply.code(404).send({ code: 404, msg: 'Unknown symbol', data: null });
    return ok(spec);
  });
  app.get<{ Params: { symbol: string } }>('/api/instruments/:symbol/candles', async (request, reply) => {
    const spec = catalogueSpec(request.params.symbol.split('.')[0]!);
    if (!spec) return reply.code(404).send({ code: 404, msg: 'Unknown symbol', data: null });
    return ok(candlesOf(spec.symbol, int(q(request).limit, 72, 500)));
  });

  // News (the provider's feed, English) and market insight (the broker's analysis, en/zh)
  const category = (v: unknown) => (typeof v === 'string' && isNewsCategory(v) ? v : undefined);
  const words = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : undefined);
  app.get(`/api/${brand.newsProvider}-api/news`, async (request) => {
    const query = q(request);
    const limit = int(query.limit, 10, 50);
    const page = int(query.page, 1, 1000);
    const now = Date.now();
    const list = filterNews({ category: category(query.category), q: words(query.q), symbol: typeof query.symbol === 'string' ? query.symbol : undefined });
    return { ...ok(list.slice((page - 1) * limit, page * limit).map((n) => renderNews(n, now))), total: list.length, page, limit };
  });
  app.get(`/api/${brand.newsProvider}-api/getNewsById`, async (request, reply) => {
    const item = findNews(String(q(request).id ?? ''));
    if (!item) return reply.code(404).send({ code: 404, msg: 'News item not found', data: null });
    return ok(renderNewsWithBody(item));
  });
  app.get('/api/market-insight', async (request) => {
    const query = q(request);
    const l = lang(request);
    const limit = int(query.limit, 9, 50);
    const page = int(query.page, 1, 1000);
    const now = Date.now();
    const list = filterInsight(l, { category: category(query.category), q: words(query.q), author: Number(query.author) || undefined });
    return { ...ok(list.slice((page - 1) * limit, page * limit).map((i) => renderInsight(i, l, origin, now))), total: list.length, page, limit };
  });
  app.get<{ Params: { id: string } }>('/api/market-insight/:id', async (request, reply) => {
    const item = findInsight(request.params.id);
    if (!item) return reply.code(404).send({ code: 404, msg: 'Insight not found', data: null });
    return ok(renderInsightWithBody(item, lang(request), origin));
  });

  // Research provider (third-party feeds, English).
  const rp = `/api/${brand.researchProvider}-api`;
  app.get(`${rp}/signals`, async (request) => {
    const query = q(request);
    return ok(researchSignals(Date.now(), query.asset_class as string | undefined).slice(0, int(query.limit, 20, 50)));
  });
  app.get(`${rp}/corporate-events`, async (request) => ok(corporateEvents().slice(0, int(q(request).limit, 20, 50))));
  app.get(`${rp}/news-iq`, async (request) => ok(newsIq().slice(0, int(q(request).limit, 20, 50))));
  app.get(`${rp}/economic-calendar`, async (request) => ok(providerCalendar().slice(0, int(q(request).limit, 20, 50))));

  // Location: sandbox_country query parameter or cookie, else the configured default.
  app.get('/api/location', async (request) => {
    const given = (q(request).sandbox_country as string | undefined) ?? cookie(request, 'sandbox_country');
    const countryCode = given && /^[A-Za-z]{2}$/.test(given) ? given.toUpperCase() : state.defaultCountry;
    return ok({ countryCode });
  });

  // Registration
  const register = (kind: 'register' | 'signUp') => async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const parsed = registrationPayloadSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return reply.code(422).send({ code: 422, data: { message: `Invalid ${String(issue.path[0] ?? 'payload')}` } });
    }
    const p = parsed.data;
    const email = p.email.toLowerCase();
    if (state.registeredEmails.has(email)) {
      return reply.code(422).send({ code: 422, data: { message: 'This email address is already registered.' } });
    }
    state.registeredEmails.add(email);
    const url = new URL(`${state.portalUrl}/${p.redirect}`);
    url.searchParams.set('session', randomUUID());
    url.searchParams.set('language', p.language);
    if (p.register_account_type !== 1) url.searchParams.set('register_type', 'demo');
    if (p.referral_code) url.searchParams.set('referral_code', p.referral_code);
    return { code: 200, data: { redirect_address: url.toString(), message: kind === 'register' ? 'Registration successful' : 'Sign-up successful' } };
  };
  app.post('/api/register', register('register'));
  app.post('/api/signUp', register('signUp'));

  // Contact form: stored once per idempotency key (a repeated delivery gets the same ticket).
  const contactBody = z.object({ name: z.string().min(1).max(100), email: z.string().min(3).max(254), phone_code: z.string().max(16).optional(), phone: z.string().max(32).optional(), topic: z.string().min(1).max(32), message: z.string().min(1).max(5000), locale: z.string().max(16) });
  app.post('/api/contact', async (request, reply) => {
    const parsed = contactBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send({ code: 422, data: { message: `Invalid ${String(parsed.error.issues[0]!.path[0] ?? 'payload')}` } });
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
    const known = key ? state.contactMessages.find((m) => m.idempotencyKey === key) : undefined;
    if (known) return ok({ ticket: known.ticket });
    const p = parsed.data;
    const ticket = `VM-${String(state.contactMessages.length + 1).padStart(6, '0')}`;
    state.contactMessages.push({ ticket, receivedAt: new Date().toISOString(), idempotencyKey: key, name: p.name, email: p.email, phone: p.phone ? `${p.phone_code ?? ''} ${p.phone}`.trim() : '', topic: p.topic, message: p.message, locale: p.locale });
    if (state.contactMessages.length > 500) state.contactMessages.splice(0, 100);
    return ok({ ticket });
  });

  // User
  const loginBody = z.object({ email: z.string().min(3).max(254), password: z.string().min(1).max(256) });
  app.post('/api/user/login', async (request, reply) => {
    const parsed = loginBody.safeParse(request.body);
    if (!parsed.success || parsed.data.password.length < 8) return reply.code(401).send({ code: 401, msg: 'Invalid email or password', data: null });
    const token = randomUUID();
    state.users.set(token, { email: parsed.data.email, first_name: 'Sandbox', last_name: 'User', language: 'en' });
    return ok({ token, token_type: 'Bearer', expires_in: 3600 });
  });
  const userOf = (request: FastifyRequest) => {
    const m = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    return m ? state.users.get(m[1]!) : undefined;
  };
  app.get('/api/user/info', async (request, reply) => {
    const user = userOf(request);
    if (!user) return reply.code(401).send({ code: 401, msg: 'Not logged in', data: null });
    return ok(user);
  });
  app.put('/api/user/info', async (request, reply) => {
    const user = userOf(request);
    if (!user) return reply.code(401).send({ code: 401, msg: 'Not logged in', data: null });
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const key of ['first_name', 'last_name', 'language'] as const) {
      if (typeof body[key] === 'string') user[key] = body[key] as string;
    }
    return ok(user);
  });
}
