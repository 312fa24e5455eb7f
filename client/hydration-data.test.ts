import t from 'tap';
import type { StaticHandlerContext } from 'react-router';
import { serializeHydration } from './hydration-data.ts';

t.test('the hydration block: loader data without promises, safe inside a script element, same JSON every time', async (t) => {
  const messages = { nav: { home: 'Home </script><script>alert(1)</script>' }, sep: 'a\u2028b\u2029c & d > e' };
  const assets = { boot: '/assets/boot.js', entry: '/assets/entry.js', css: ['/assets/a.css'], modulePreloads: [] };
  const ctx = (n: number) =>
    ({
      loaderData: { root: { site: { n } }, locale: { locale: 'en', messages, later: Promise.resolve(1), gone: undefined }, empty: undefined },
      actionData: null,
      errors: null,
    }) as unknown as StaticHandlerContext;
  const first = serializeHydration(ctx(1), assets);
  t.notMatch(first, /[<>&\u2028\u2029]/, 'nothing that could end the script element or the line');
  t.same(JSON.parse(first), {
    router: { loaderData: { root: { site: { n: 1 } }, locale: { locale: 'en', messages } }, actionData: null, errors: null },
    assets,
  }, 'parses back to the data (promises and undefined left out)');
  const second = serializeHydration(ctx(2), assets);
  t.same(JSON.parse(second).router.loaderData.root, { site: { n: 2 } }, 'per-request data is fresh');
  t.equal(second.replace('"n":2', '"n":1'), first, 'long-lived parts give the same bytes');
});
