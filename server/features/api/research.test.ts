// The research provider's feeds and promotions through the BFF: valid answers pass the zod
// schemas, bad input is a 400 naming the field with no upstream call, and an upstream answer
// that breaks the schema is a 502, never passed on.
import t from 'tap';
import { promotionList } from '../../../shared/schemas/promotions.ts';
import { corporateEventSchema, economicEventSchema, newsIqSchema, signalSchema } from '../../../shared/schemas/research.ts';
import { startApiApp } from './test-support.ts';

const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' });
t.teardown(() => s.close());
const get = async (path: string) => {
  const res = await fetch(`${s.url}${path}`);
  return { status: res.status, body: (await res.json()) as { code?: number; data?: unknown; field?: string; error?: string } };
};

t.test('signals: entry, targets and stop on the right side for the direction', async (t) => {
  const { status, body } = await get('/api/research/signals');
  t.equal(status, 200);
  const signals = signalSchema.array().parse(body.data);
  t.ok(signals.length >= 8);
  for (const x of signals) {
    if (x.direction === 'buy') t.ok(x.stop < x.entry && x.targets.every((p) => p > x.entry), `${x.symbol} buy`);
    else t.ok(x.stop > x.entry && x.targets.every((p) => p < x.entry), `${x.symbol} sell`);
  }
  const metals = signalSchema.array().parse((await get('/api/research/signals?asset_class=metals&limit=1')).body.data);
  t.equal(metals.length, 1);
  t.match(metals[0]!.symbol, /^XA[UG]USD$/);
});

t.test('corporate events, news-iq and the provider calendar match their schemas', async (t) => {
  const events = corporateEventSchema.array().parse((await get('/api/research/corporate-events')).body.data);
  t.ok(events.some((e) => e.type === 'earnings' && typeof e.estimate === 'number'));
  t.ok(events.some((e) => e.type === 'dividend' && typeof e.amount === 'number'));
  const news = newsIqSchema.array().parse((await get('/api/research/news-iq?limit=5')).body.data);
  t.equal(news.length, 5);
  t.same(new Set(newsIqSchema.array().parse((await get('/api/research/news-iq')).body.data).map((n) => n.sentiment)), new Set(['positive', 'negative', 'neutral']));
  const calendar = economicEventSchema.array().parse((await get('/api/research/economic-calendar')).body.data);
  t.ok(calendar.every((e) => e.actual === null || Date.parse(e.time) <= Date.now()), 'no actual value before the release');
});

t.test('promotions carry their terms', async (t) => {
  const list = promotionList.parse((await get('/api/promotions?language=zh-hans')).body.data);
  t.ok(list.length >= 4);
  t.ok(list.every((p) => p.terms.length >= 2));
  t.match(list[0]!.title, /赠金/);
});

t.test('bad input: 400 naming the field, nothing sent upstream', async (t) => {
  const sandbox = s.app.sandbox!;
  for (const [path, field] of [
    ['/api/research/signals?asset_class=bonds', 'asset_class'],
    ['/api/research/signals?limit=0', 'limit'],
    ['/api/research/news-iq?limit=51', 'limit'],
    ['/api/research/corporate-events?symbol=AAPL', 'symbol'],
    ['/api/research/economic-calendar?limit=abc', 'limit'],
  ] as const) {
    const before = sandbox.calls.length;
    const { status, body } = await get(path);
    t.equal(status, 400, path);
    t.equal(body.field, field, `${path} names ${field}`);
    t.equal(sandbox.calls.length, before, `${path}: no upstream call`);
  }
});

t.test('an upstream answer that breaks the schema is refused (502), not passed on', async (t) => {
  const sandbox = s.app.sandbox!;
  sandbox.faults.push({ path: '/api/trading-central-api/news-iq', malformed: 'json' });
  t.teardown(() => void sandbox.faults.splice(0));
  const { status } = await get('/api/research/news-iq?limit=3');
  t.equal(status, 502);
});
