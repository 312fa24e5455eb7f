// The instrument catalogue through the BFF: every symbol the site quotes has a specification,
// answers are validated, unknown symbols are a JSON 404, bad input a 400 naming the field.
import t from 'tap';
import { instruments, homeSymbols, forexPageSymbols } from '../../../shared/quotes/instruments.ts';
import { instrumentCatalogueSchema } from '../../../shared/trading/instrument.ts';
import { startApiApp } from './test-support.ts';

type Body = { code?: number; data?: unknown; error?: string; field?: string };
const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Body };
};

t.test('GET /api/instruments: the whole catalogue, schema-valid, cached', async (t) => {
  const s = await startApiApp();
  t.teardown(() => s.close());
  const first = await get(`${s.url}/api/instruments`);
  t.equal(first.status, 200);
  const list = instrumentCatalogueSchema.parse(first.body.data);
  t.ok(list.length >= 60, `${list.length} instruments`);
  const symbols = new Set(list.map((i) => i.symbol));
  for (const sym of [...homeSymbols, ...forexPageSymbols, ...instruments.map((i) => i.symbol)]) t.ok(symbols.has(sym), `${sym} in catalogue`);
  for (const cls of ['forex', 'metals', 'energy', 'indices', 'shares', 'crypto']) t.ok(list.some((i) => i.assetClass === cls), cls);
  for (const g of ['forex-major', 'forex-minor', 'forex-exotic']) t.ok(list.filter((i) => i.group === g).length >= 5, `${g}: at least 5`);
  t.equal((await get(`${s.url}/api/instruments`)).headers.get('x-cache'), 'HIT');
});

t.test('GET /api/instruments/:symbol: one spec, any case; unknown 404; bad 400', async (t) => {
  const s = await startApiApp();
  t.teardown(() => s.close());
  t.match(await get(`${s.url}/api/instruments/EURUSD`), {
    status: 200,
    body: { code: 200, data: { symbol: 'EURUSD', contractSize: 100000, calcMode: 'forex', marginCurrency: 'EUR', profitCurrency: 'USD', tripleSwapDay: 3, timeZone: 'America/New_York' } },
  });
  t.match(await get(`${s.url}/api/instruments/xauusd`), { status: 200, body: { data: { symbol: 'XAUUSD', contractSize: 100, calcMode: 'cfd-leverage' } } });
  t.match(await get(`${s.url}/api/instruments/NOPE42`), { status: 404 });
  t.match(await get(`${s.url}/api/instruments/EUR%2FUSD`), { status: 400, body: { field: 'symbol' } });
  t.match(await get(`${s.url}/api/instruments/EURUSD?x=1`), { status: 400, body: { field: 'x' } });
  const c = await get(`${s.url}/api/instruments/GER40/candles?limit=24`);
  t.equal(c.status, 200);
  t.equal((c.body.data as unknown[]).length, 24);
  t.match(await get(`${s.url}/api/instruments/GER40/candles?limit=0`), { status: 400, body: { field: 'limit' } });
  t.match(await get(`${s.url}/api/instruments/NOPE42/candles`), { status: 404 });
});

t.test('GET /api/getSymbolToday?symbol=: today\'s range of one symbol', async (t) => {
  const s = await startApiApp();
  t.teardown(() => s.close());
  const r = await get(`${s.url}/api/getSymbolToday?symbol=US500`);
  t.equal(r.status, 200);
  const d = r.body.data as { symbol: string; open: number; high: number; low: number; bid: number };
  t.equal(d.symbol, 'US500');
  t.ok(d.low <= d.open && d.open <= d.high && d.low <= d.high, 'low <= open <= high');
  t.match(await get(`${s.url}/api/getSymbolToday?symbol=NOPE42`), { status: 404 });
  t.match(await get(`${s.url}/api/getSymbolToday?symbol=%3Cb%3E`), { status: 400, body: { field: 'symbol' } });
  t.ok(Array.isArray((await get(`${s.url}/api/getSymbolToday`)).body.data), 'no symbol: the movers list');
});
