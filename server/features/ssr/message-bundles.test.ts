// The message bundles a page names (shared/message-bundles.ts) through the whole app: the HTML's
// hydration block carries no bundled messages; each named URL answers at its version with the
// immutable header and exactly the messages the route's data held (the bundle rebuilt from the
// locale's messages). Renders from dist/: run after a build.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../test-support/app.ts';
import { bundleMessages, bundleOfPath } from '../../../shared/message-bundles.ts';
import type { LocaleCode } from '../../../shared/locales.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
t.teardown(() => app.close());

const decode = (attribute: string) => attribute.replace(/&amp;/g, '&');

const pages: [string, string[]][] = [
  ['/en', ['locale', 'index']],
  ['/ar/about/contact-us', ['locale', 'about-contact-us']],
  ['/de/trading/trading-eurusd', ['locale', 'trading-trading-id']],
  ['/zh-hant-tw/academy/trading-academy', ['locale', 'academy-trading-academy']],
  ['/fr/no-such-page', ['locale']],
];

for (const [path, routes] of pages) {
  t.test(`${path}: its bundles by URL, none in the hydration block`, async (t) => {
    const res = await app.inject({ url: path, headers: { 'user-agent': crawlerUA } });
    t.ok([200, 404].includes(res.statusCode));
    const locale = path.split('/')[1] as LocaleCode;
    const block = JSON.parse(/id="__velora_data">([^<]*)<\/script>/.exec(res.body)![1]!) as {
      router: { loaderData: Record<string, Record<string, unknown> | null> };
      assets: { messageBundles?: Record<string, string> };
    };
    const named = block.assets.messageBundles ?? {};
    t.same(Object.keys(named).sort(), [...routes].sort(), 'the locale route and the page route');
    const attribute = /data-messages="([^"]*)"/.exec(res.body)?.[1];
    t.same(decode(attribute ?? '').split(' '), Object.values(named), 'the boot script is told the same URLs');
    for (const [routeId, url] of Object.entries(named)) {
      t.notOk(block.router.loaderData[routeId] && 'messages' in block.router.loaderData[routeId]!, `${routeId}: no messages in the HTML`);
      const bundle = await app.inject({ url });
      t.equal(bundle.statusCode, 200, url);
      t.equal(bundle.headers['cache-control'], 'public, max-age=31536000, immutable', `${url}: the current version`);
      const name = bundleOfPath(url);
      t.ok(name, `${url} names a bundle`);
      t.same(JSON.parse(bundle.body), bundleMessages(app.messages.forLocale(locale), name!), `${url}: the route's messages`);
    }
  });
}
