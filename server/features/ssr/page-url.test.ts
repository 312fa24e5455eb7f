import t from 'tap';
import { pageTarget } from './page-url.ts';

const origin = 'https://www.example.com';
const path = (raw: string) => {
  const r = pageTarget(raw, origin);
  return 'url' in r ? r.url.pathname + r.url.search : r.status;
};

t.test('plain paths and queries are kept', async (t) => {
  t.equal(path('/en/trading/forex'), '/en/trading/forex');
  t.equal(path('/en/trading/forex?tab=2&x=%'), '/en/trading/forex?tab=2&x=%');
  t.equal(path('/en/search#top'), '/en/search');
  t.equal(path('//evil.com/x'), 404, 'a network-path reference stays on this origin');
});

t.test('dot segments, plain or encoded, are resolved once', async (t) => {
  t.equal(path('/en/academy/../trading'), '/en/trading');
  t.equal(path('/en/%2e%2e/zh-hans/'), '/zh-hans/');
  t.equal(path('/..'), '/');
});

t.test('the findings of issue 18 are a 400 or 404, never a throw', async (t) => {
  t.equal(path('//#'), 404);
  t.equal(path('//%25%32%65'), 404);
  t.equal(path('/en/%2e%2e//%0d%0ax'), 400, 'CR LF in a path');
  t.equal(path('/en/%2e%2e//x'), 404);
  t.equal(path('/en/%'), 400);
  t.equal(path('/en/%zz'), 400);
  t.equal(path('/%00'), 400);
  t.equal(path('*'), 400);
});

t.test('generated malformed targets never throw', async (t) => {
  const parts = ['/', '//', '%', '%2e', '%2E%2e', '..', '.', '%00', '%0d%0a', '#', '?', '%25', '%32', '\\', '@', ':', 'en', 'x', '%c3%28', '%ff', '\u00e9', ';', '&'];
  let seed = 7;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  for (let i = 0; i < 5000; i++) {
    let raw = '/';
    for (let j = rnd(8); j >= 0; j--) raw += parts[rnd(parts.length)];
    const r = pageTarget(raw, origin);
    if ('url' in r && (r.url.origin !== origin || r.url.pathname.includes('//'))) t.fail(`${raw} -> ${r.url.href}`);
  }
  t.pass('5,000 targets');
});
