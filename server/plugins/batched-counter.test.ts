import t from 'tap';
import { Registry } from 'prom-client';
import { batchedCounter } from './batched-counter.ts';

t.test('increments reach the counter at scrape time, per series, and are not counted twice', async (t) => {
  const registry = new Registry();
  const counter = batchedCounter({ name: 'things_total', help: 'Things', labelNames: ['kind', 'result'], registers: [registry] });
  counter.inc('page', 'hit');
  counter.inc('page', 'hit');
  counter.inc('page', 'miss');
  let text = await registry.metrics();
  t.match(text, /things_total\{kind="page",result="hit"\} 2\n/);
  t.match(text, /things_total\{kind="page",result="miss"\} 1\n/);
  counter.inc('page', 'hit');
  text = await registry.metrics();
  t.match(text, /things_total\{kind="page",result="hit"\} 3\n/, 'cumulative across scrapes');
  t.match(text, /things_total\{kind="page",result="miss"\} 1\n/);
});

t.test('a series handle counts into the same series as inc(), across scrapes', async (t) => {
  const registry = new Registry();
  const counter = batchedCounter({ name: 'things_total', help: 'Things', labelNames: ['kind', 'result'], registers: [registry] });
  const hit = counter.series('page', 'hit');
  hit();
  counter.inc('page', 'hit');
  t.match(await registry.metrics(), /things_total\{kind="page",result="hit"\} 2\n/);
  hit();
  t.match(await registry.metrics(), /things_total\{kind="page",result="hit"\} 3\n/, 'the handle still counts after a scrape');
  t.notMatch(await registry.metrics(), /result="miss"/, 'no series that was never counted');
});
