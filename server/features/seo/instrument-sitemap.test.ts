// The sitemaps' instrument pages come from the catalogue (through the BFF's cache and upstream
// client), not from the static quote table; the table stands in only when the catalogue cannot
// be read (upstream error, non-200 code, an answer that fails its schema).
import t from 'tap';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../config.ts';
import { seoFeature } from './index.ts';
import { instrumentCatalogue } from '../../sandbox/fixtures/instruments.ts';
import { fallbackInstrumentSymbols } from './sitemap.ts';
import { UpstreamHttpError } from '../../plugins/upstream.ts';

const origin = 'https://www.example.com';
const lastmod = new Date('2025-06-01T12:00:00Z');

interface Calls { cacheKeys: string[]; upstreamPaths: string[] }

/** The SEO feature over a stub cache (pass-through, records keys) and a stub upstream: the catalogue answers `answer()`, other resources 404. */
async function build(answer: () => Promise<unknown>): Promise<{ app: FastifyInstance; calls: Calls }> {
  const calls: Calls = { cacheKeys: [], upstreamPaths: [] };
  const app = Fastify();
  app.decorate('config', loadConfig({ PUBLIC_ORIGIN: origin }));
  app.decorate('cache', {
    wrap: async (key: string, fn: () => Promise<unknown>) => {
      calls.cacheKeys.push(key);
      return { value: await fn(), status: 'miss', ageMs: 0 };
    },
  } as never);
  app.decorate('upstream', {
    request: async (req: { path: string }) => {
      calls.upstreamPaths.push(req.path);
      if (req.path !== '/api/instruments') throw new UpstreamHttpError(404, {});
      return { data: await answer() };
    },
  } as never);
  await app.register(seoFeature, { lastmod, messagesPath: null });
  await app.ready();
  return { app, calls };
}

const instrumentLocs = (xml: string, locale: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!).filter((l) => l.startsWith(`${origin}/${locale}/trading/trading-`)).map((l) => l.slice(`${origin}/${locale}/trading/trading-`.length))
    .filter((s) => s !== 'conditions'); // /trading/trading-conditions is a page of the route table

// A catalogue that differs from the static table: three of its symbols and one it does not have.
const gold = instrumentCatalogue.find((s) => s.symbol === 'XAUUSD')!;
const catalogue = [...instrumentCatalogue.filter((s) => ['EURUSD', 'XAUUSD', 'US500'].includes(s.symbol)), { ...gold, symbol: 'XAUSGD', profitCurrency: 'SGD' }];

t.test('the sitemap lists the catalogue\'s instruments, read through the BFF cache', async (t) => {
  const { app, calls } = await build(async () => ({ code: 200, data: catalogue }));
  t.teardown(() => app.close());
  for (const locale of ['en', 'de', 'zh-hant-tw']) {
    const res = await app.inject(`/${locale}/api/sitemap`);
    t.equal(res.statusCode, 200);
    t.same(instrumentLocs(res.body, locale), ['eurusd', 'xauusd', 'us500', 'xausgd'], `${locale}: exactly the catalogue, lower case`);
  }
  t.ok(calls.upstreamPaths.includes('/api/instruments'), 'the catalogue resource');
  t.ok(calls.cacheKeys.some((k) => k.startsWith('api:instruments:')), 'through the cache, under the endpoint\'s key');
});

const failures: [string, () => Promise<unknown>][] = [
  ['the upstream fails', async () => { throw new UpstreamHttpError(503, {}); }],
  ['the answer has a non-200 code', async () => ({ code: 500, message: 'maintenance' })],
  ['the answer fails its schema', async () => ({ code: 200, data: [{ symbol: 'EURUSD' }] })],
  ['the catalogue is empty', async () => ({ code: 200, data: [] })],
];

for (const [what, answer] of failures) {
  t.test(`when ${what}, the static quote table stands in`, async (t) => {
    const { app } = await build(answer);
    t.teardown(() => app.close());
    const res = await app.inject('/en/api/sitemap');
    t.equal(res.statusCode, 200, 'the sitemap is still served');
    t.same(instrumentLocs(res.body, 'en'), fallbackInstrumentSymbols().map((s) => s.toLowerCase()));
    t.ok(instrumentLocs(res.body, 'en').length >= 60);
    t.equal(res.headers['cache-control'], 'public, max-age=300', 'kept briefly, so the catalogue list follows soon');
  });
}

t.test('a catalogue that changes after a fallback replaces the stand-in (not memoised over it)', async (t) => {
  let up = false;
  const { app } = await build(async () => {
    if (!up) throw new UpstreamHttpError(503, {});
    return { code: 200, data: catalogue };
  });
  t.teardown(() => app.close());
  t.ok(instrumentLocs((await app.inject('/fr/api/sitemap')).body, 'fr').length >= 60, 'fallback first');
  up = true;
  const fromCatalogue = await app.inject('/fr/api/sitemap');
  t.same(instrumentLocs(fromCatalogue.body, 'fr'), ['eurusd', 'xauusd', 'us500', 'xausgd'], 'then the catalogue');
  t.equal(fromCatalogue.headers['cache-control'], 'public, max-age=3600', 'an hour once built from the catalogue');
});

t.test('the whole catalogue: a page per instrument in every locale, each sitemap within the protocol limits', async (t) => {
  const { app } = await build(async () => ({ code: 200, data: instrumentCatalogue }));
  t.teardown(() => app.close());
  for (const locale of ['en', 'ar', 'zh-hant-tw']) {
    const res = await app.inject(`/${locale}/api/sitemap`);
    t.equal(res.statusCode, 200);
    t.same(instrumentLocs(res.body, locale).sort(), instrumentCatalogue.map((i) => i.symbol.toLowerCase()).sort(), `${locale}: every instrument`);
    const urls = (res.body.match(/<url>/g) ?? []).length;
    // sitemaps.org: at most 50,000 URLs and 50 MB (uncompressed) per file; split into an index before either.
    t.ok(urls < 50_000 / 10, `${locale}: ${urls} URLs, far under 50,000`);
    t.ok(Buffer.byteLength(res.body) < 50 * 1024 * 1024 / 10, `${locale}: ${Buffer.byteLength(res.body)} bytes, far under 50 MB`);
  }
});
