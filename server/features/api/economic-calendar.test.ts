// GET /api/economic-calendar against the embedded sandbox: a week's events, filters, cache and
// 400s naming the field; the fixture's determinism and clock.
import t from 'tap';
import { calendarEvents } from '../../sandbox/fixtures/economic-calendar.ts';
import { startApiApp } from './test-support.ts';

type Event = { id: string; time: string; country: string; importance: number; actual: number | null; forecast: number | null; previous: number | null; unit: string };
const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: (await res.json()) as { code?: number; data?: Event[]; errors?: unknown } };
};

t.test('fixture: a week of scheduled releases, several countries, same numbers every time, actuals only in the past', async (t) => {
  const now = Date.UTC(2026, 11, 2, 12); // Wednesday noon
  const week = calendarEvents('2026-11-30', '2026-12-06', now);
  t.ok(week.length >= 20, `${week.length} events`);
  t.ok(new Set(week.map((e) => e.country)).size >= 6, 'countries');
  t.same(calendarEvents('2026-11-30', '2026-12-06', now), week, 'deterministic');
  for (const e of week) t.equal(e.actual === null, Date.parse(e.time) > now, `${e.id}: actual iff released`);
  const later = calendarEvents('2026-11-30', '2026-12-06', Date.UTC(2026, 11, 8));
  t.same(later.map((e) => e.forecast), week.map((e) => e.forecast), 'forecasts do not move with the clock');
  t.ok(later.every((e) => e.actual !== null), 'a week later every release has its actual');
  // BLS rule: 12 November 2026 is a Thursday, its week ends Saturday 14th; third Friday after: 4 December.
  const nfp = week.find((e) => e.id === 'us-nfp-2026-12-04')!;
  t.equal(nfp.time, '2026-12-04T13:30:00.000Z');
  t.equal(week.filter((e) => e.release === 'us-nfp').length, 1, 'one payrolls release');
  t.notOk(week.some((e) => e.release?.endsWith('-boe') || e.release === 'eu-ecb' || e.release === 'us-fomc'), 'no rate decision this week');
  t.not(calendarEvents('2027-01-04', '2027-01-10', now).find((e) => e.release === 'us-nfp')!.previous, nfp.previous, 'numbers differ per month');
});

t.test('GET /api/economic-calendar: filters, cache, errors naming the field', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' });
  t.teardown(() => s.close());
  const week = await get(`${s.url}/api/economic-calendar?from=2026-11-30&to=2026-12-06`);
  t.equal(week.status, 200);
  t.ok(week.body.data!.length >= 20);
  const again = await get(`${s.url}/api/economic-calendar?to=2026-12-06&from=2026-11-30`);
  t.equal(again.headers.get('x-cache'), 'HIT', 'cached, whatever the parameter order');
  const us = await get(`${s.url}/api/economic-calendar?from=2026-11-30&to=2026-12-06&countries=US,JP&importance=3`);
  t.ok(us.body.data!.length > 0 && us.body.data!.every((e) => ['US', 'JP'].includes(e.country) && e.importance === 3));
  for (const [query, field] of [
    ['from=2026-11-23', 'to'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=2026-11-29&to=2026-11-23', 'to'],
    ['from=2026-01-01&to=2026-03-01', 'to'],
    ['from=2026-11-23&to=2026-11-29&countries=usa', 'countries'],
    ['from=2026-11-23&to=2026-11-29&importance=4', 'importance'],
    ['from=2026-11-23&to=2026-11-29&x=1', 'x'],
  ] as const) {
    const bad = await get(`${s.url}/api/economic-calendar?${query}`);
    t.equal(bad.status, 400, query);
    t.match(JSON.stringify(bad.body), new RegExp(`"field":"${field}"`), `${query} names ${field}`);
  }
});
