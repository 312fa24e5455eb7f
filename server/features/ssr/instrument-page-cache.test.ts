// An instrument page is one document for every visitor of a locale: served from the whole-page
// cache on the second request, byte for byte, with shared-cache headers and no cookie, and
// nothing per visitor in it (market status, the visitor's time zone, live prices all come after
// mount). Renders from dist/: run after a build.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { buildTestApp, browserUA, crawlerUA } from '../../test-support/app.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
t.teardown(() => app.close());

const hours = (lang: string) => (JSON.parse(readFileSync(new URL(`../../../locales/${lang}/instruments.json`, import.meta.url), 'utf8')) as { hours: Record<string, string> }).hours;
/** The fixed part of a message with a {{placeholder}}: 'Opens in {{time}}.' -> 'Opens in'. */
const stem = (message: string) => message.split('{{')[0]!.trim();
const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

for (const [locale, lang] of [['en', 'en'], ['de', 'de']] as const) {
  t.test(`/${locale}/trading/trading-xauusd comes from the page cache, the same for everyone`, async (t) => {
    const url = `/${locale}/trading/trading-xauusd`;
    const first = await app.inject({ url, headers: { 'user-agent': browserUA, cookie: `i18n_redirected=${locale}` } });
    t.equal(first.statusCode, 200);
    t.equal(first.headers['x-cache'], 'MISS', 'the first request renders');
    t.notOk(first.headers['set-cookie'], 'no cookie on the render either');

    const second = await app.inject({ url, headers: { 'user-agent': browserUA, cookie: `i18n_redirected=${locale}; campaign_code=abc` } });
    t.equal(second.statusCode, 200);
    t.equal(second.headers['x-cache'], 'HIT', 'the second request is a hit');
    t.match(String(second.headers['cache-control']), /^public, .*s-maxage=\d+/, 'shared caches may keep it');
    t.notOk(second.headers['set-cookie'], 'no Set-Cookie on a shared document');
    t.equal(first.body.replace(/ nonce="[^"]*"/g, ''), second.body, 'the hit is the rendered bytes (less the nonces)');

    const third = await app.inject({ url, headers: { 'user-agent': crawlerUA, cookie: 'referral_code=zzz' } });
    t.equal(third.headers['x-cache'], 'HIT');
    t.equal(third.body, second.body, 'another visitor gets the same bytes');

    const html = second.body;
    const text = visibleText(html);
    const m = hours(lang);
    for (const key of ['openNow', 'closedNow', 'opensIn', 'closesIn', 'allDay', 'holidays']) {
      t.notOk(text.includes(stem(m[key]!)), `no "${stem(m[key]!)}" (market status, holidays: after mount)`);
    }
    t.notOk(text.includes(stem(m.visitorCaption!)), 'no visitor time zone');
    t.notMatch(html, /data-testid="market-status"/);
    // Bid, ask, spread and today's range: placeholders until prices arrive in the browser.
    const priceCells = [...html.matchAll(/<dd class="price" data-field="(bid|ask|spread|low|high)">([\s\S]*?)<\/dd>/g)];
    t.ok(priceCells.length >= 3, 'the live quote cells are there');
    for (const [, field, inner] of priceCells) t.notMatch(visibleText(inner!), /\d/, `no ${field} figure`);
  });
}
