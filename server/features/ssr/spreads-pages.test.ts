// The measured spreads as the server renders them: the conditions page's tables (caption, scoped
// and sortable headers, a labelled scroll region per group) and an instrument page's typical
// spread and hour-of-day chart, with the figures /api/spreads states.
import t, { type Test } from 'tap';
import { buildTestApp, crawlerUA } from '../../test-support/app.ts';
import { until } from '../../test-support/until.ts';
import type { InstrumentSpreads } from '../../../shared/quotes/spread-stats.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
t.teardown(() => app.close());
type Answer = { generatedAt: string; instruments: InstrumentSpreads[] };

// The simulator's first ticks, then a page and /api/spreads from the same computation (the API
// recomputes at most every 30 s: retry when a recomputation fell between the two).
await until(() => (app.quotes.spreads.figures('EURUSD')?.windows['24h'].ticks ?? 0) > 0, 15_000);
async function pageWithApi(t: Test, url: string, apiUrl: string): Promise<{ html: string; api: Answer }> {
  for (let i = 0; i < 3; i++) {
    const before = (await app.inject(apiUrl)).json() as Answer;
    const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA, 'cache-control': 'no-cache' } });
    const after = (await app.inject(apiUrl)).json() as Answer;
    if (before.generatedAt === after.generatedAt) {
      t.equal(res.statusCode, 200, url);
      return { html: res.body, api: after };
    }
  }
  throw new Error('the figures changed on every try');
}

t.test('trading conditions: one sortable spread table per group, figures from /api/spreads', async (t) => {
  const { html, api } = await pageWithApi(t, '/en/trading/trading-conditions', '/api/spreads');
  const section = /<section[^>]*data-section="spreads"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  t.ok(section, 'the spreads section is rendered');
  t.match(section, /<h2[^>]*>Typical spreads and trading costs<\/h2>/);
  const tables = section.match(/<table[\s\S]*?<\/table>/g) ?? [];
  t.ok(tables.length >= 5, `${tables.length} group tables`);
  for (const table of tables) {
    t.match(table, /<caption[^>]*>[^<]+: typical spreads and trading costs\. Column headers with buttons sort the table\.<\/caption>/, 'captioned');
    t.match(table, /<th scope="col" rowSpan="2" aria-sort="ascending" data-sort="symbol"><button type="button" class="spread-table__sort">Instrument/i, 'sorted by instrument, a button in the header');
    t.match(table, /<th scope="colgroup" colSpan="3"[^>]*>Commission per lot, per side<\/th>/i);
    t.match(table, /<th scope="row">/, 'row headers');
  }
  t.match(section, /<div class="table-scroll" tabindex="0" role="region" aria-label="[^"]+ \(scrolls sideways\)">/i, 'a labelled scroll region');
  t.match(section, /<label for="[^"]+">Filter instruments<\/label>/);

  let compared = 0;
  for (const i of api.instruments) {
    const row = new RegExp(`<tr data-symbol="${i.symbol}">([\\s\\S]*?)</tr>`).exec(section)?.[1];
    if (!row) continue;
    const cell = /data-field="typical" data-value="([^"]*)"/.exec(row)?.[1];
    t.equal(cell, i.typical ? String(i.typical.median) : '', `${i.symbol}: the page states the API's typical spread`);
    if (i.typical) t.match(row, new RegExp(`${i.typical.median.toFixed(1)}</bdi> <span class="spread-table__window">\\(last 24 hours\\)`));
    compared++;
  }
  t.ok(compared >= 50, `${compared} instruments compared`);
  const eur = /<tr data-symbol="EURUSD">([\s\S]*?)<\/tr>/.exec(section)![1]!;
  t.match(eur, /data-account="standard">None<\/td><td data-account="raw"><bdi>\$3\.50<\/bdi>/, 'commission per account type');
});

t.test('instrument page: typical spread with its window and the median by UTC hour', async (t) => {
  const { html, api } = await pageWithApi(t, '/en/trading/trading-eurusd', '/api/spreads?symbol=EURUSD');
  const eur = api.instruments[0]!;
  t.ok(eur.typical, 'measured');
  t.match(html, new RegExp(`data-testid="spread-typical" data-value="${eur.typical!.median}">Typical spread: ${eur.typical!.median.toFixed(1)}, the median over the last 24 hours.`));
  t.match(html, /<caption id="spread-windows-caption">Measured spreads of EURUSD<\/caption>/);
  const day = /<tr data-window="24h">([\s\S]*?)<\/tr>/.exec(html)![1]!;
  t.match(day, new RegExp(`data-field="median"><bdi>${eur.windows['24h'].median!.toFixed(1)}</bdi>`));
  t.match(day, new RegExp(`data-field="p90"><bdi>${eur.windows['24h'].p90!.toFixed(1)}</bdi>`));
  t.match(day, new RegExp(`data-field="min"><bdi>${eur.windows['24h'].min!.toFixed(1)}</bdi>`));
  t.match(html, /<svg viewBox="0 0 480 160" role="img" aria-label="Median spread of EURUSD by hour of day in UTC over the last 7 days: lowest/);
  t.match(html, /Hours in UTC \(Coordinated Universal Time\), last 7 days\./, 'the time zone is named');
  const hidden = /<table class="visually-hidden" data-testid="spread-hours-table">([\s\S]*?)<\/table>/.exec(html)![1]!;
  const measured = eur.byHour.flatMap((v, h) => (v === null ? [] : [[h, v] as const]));
  t.equal((hidden.match(/<th scope="row">/g) ?? []).length, measured.length, 'one row per measured hour');
  for (const [h, v] of measured) t.match(hidden, new RegExp(`<td data-hour="${h}">${v.toFixed(1)}</td>`));
});

t.test('every language: the spread section in its own words', async (t) => {
  const { readFileSync } = await import('node:fs');
  const byLanguage: Record<string, string> = { 'zh-hans': 'zh-Hans', cht: 'zh-Hant', pt: 'pt', id: 'id', it: 'it', th: 'th', vi: 'vi', ms: 'ms', tl: 'tl', fr: 'fr', ko: 'ko', de: 'de', ar: 'ar', en: 'en' };
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[c]};`);
  for (const [locale, language] of Object.entries(byLanguage)) {
    const words = JSON.parse(readFileSync(`locales/${language}/spreads.json`, 'utf8')) as { title: string; instrument: { title: string } };
    const conditions = await app.inject({ url: `/${locale}/trading/trading-conditions`, headers: { 'user-agent': crawlerUA } });
    t.equal(conditions.statusCode, 200, `${locale} conditions`);
    t.ok(conditions.body.includes(`>${escape(words.title)}</h2>`), `${locale}: "${words.title}"`);
    const eurusd = await app.inject({ url: `/${locale}/trading/trading-eurusd`, headers: { 'user-agent': crawlerUA } });
    t.ok(eurusd.body.includes(`>${escape(words.instrument.title)}</h2>`), `${locale}: "${words.instrument.title}"`);
  }
});
