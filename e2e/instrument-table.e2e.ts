// The searchable instrument table (/en/trading/range-of-markets) in Chromium: it shows a page of
// 25 rows at a time and watches the visible rows with one quote subscription per row set, never
// one per row. Every frame the page
// sends on /ws/quotes is recorded; the table's share of them is counted when it is shown and
// after each change of its filter.
import t from 'tap';
import type { Page } from 'playwright';
import { hydrationSettled, startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';
import { browserIdle } from './hydration-state.ts';
import { homeSymbols } from '../shared/quotes/instruments.ts';

/** The price section's symbols (spec section 9's tabs): it subscribes its own list. */
const priceSectionSymbols = new Set(homeSymbols);

const { origin, browser } = await startSiteAndBrowser(t);

interface Sent {
  type: string;
  symbols: string[];
}

/** Every subscribe/unsubscribe message the page sends, over every socket it opens. */
function recordQuoteFrames(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/ws/quotes')) return;
    ws.on('framesent', (f) => {
      try {
        const msg = JSON.parse(String(f.payload)) as Partial<Sent>;
        if (msg.type === 'subscribe' || msg.type === 'unsubscribe') sent.push({ type: msg.type, symbols: msg.symbols ?? [] });
      } catch {
        // not a JSON message: not ours to count
      }
    });
  });
  return sent;
}

const rowCount = (page: Page) => page.locator('.instrument-table tbody tr[data-symbol]').count();
const visibleSymbols = (page: Page) =>
  page.locator('.instrument-table tbody tr[data-symbol]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-symbol')!));

/** Waits until the table shows `n` rows and their first prices, then until the messages settle. */
async function settle(page: Page, sent: Sent[], n: number): Promise<string[]> {
  await page.waitForFunction((n) => document.querySelectorAll('.instrument-table tbody tr[data-symbol]').length === n, n);
  await page.locator('.instrument-table tbody tr[data-symbol] [data-field="bid"] bdi').first().waitFor({ timeout: 15_000 });
  // Every visible row subscribed, then the browser idle: any further message would have gone.
  const symbols = await visibleSymbols(page);
  const covered = () => symbols.every((s) => sent.some((f) => f.type === 'subscribe' && f.symbols.includes(s)));
  for (const end = Date.now() + 15_000; !covered() && Date.now() < end; ) await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  await page.evaluate(browserIdle);
  return visibleSymbols(page);
}

/** The subscribe messages among `frames` that carry any of `symbols`. */
const subscribesOf = (frames: Sent[], symbols: readonly string[]) =>
  frames.filter((f) => f.type === 'subscribe' && f.symbols.some((s) => symbols.includes(s)));

/**
 * The table's own subscribe messages for `rows`: those carrying a row the price section above
 * does not watch. The price section sends its tab's list whenever it (re)subscribes, which may
 * fall in any window a check looks at, and that list overlaps the table's rows (EURUSD, XAUUSD).
 */
const tableSubscribesOf = (frames: Sent[], rows: readonly string[]) =>
  subscribesOf(frames, rows).filter((f) => f.symbols.some((s) => rows.includes(s) && !priceSectionSymbols.has(s)));

/** Messages of one type that are not the price section's own list (some symbol it does not watch). */
const tableMessages = (frames: Sent[], type: 'subscribe' | 'unsubscribe') =>
  frames.filter((f) => f.type === type && !f.symbols.every((s) => priceSectionSymbols.has(s)));

t.test('one subscription for the visible rows, and one more per filter change', async (t) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchConsole(page);
  const sent = recordQuoteFrames(page);
  const res = await page.goto(`${origin}/en/trading/range-of-markets`);
  t.equal(res?.status(), 200);
  await waitForHydration(page);
  await page.locator('.instrument-table').scrollIntoViewIfNeeded();
  const total = await rowCount(page);

  // Shown: every row of the first page watched, in at most two messages (the price section above
  // may have opened the socket first, so the table's symbols can come in its own message), not one per row.
  const all = await settle(page, sent, total);
  t.equal(all.length, 25, 'one page of rows');
  t.match(await page.getByTestId('instrument-count').textContent(), /Instruments shown: \d{3}/, 'hundreds match');
  const shown = subscribesOf(sent, all);
  t.ok(shown.length >= 1 && shown.length <= 2, `${shown.length} subscribe messages for ${all.length} rows`);
  const watched = new Set(sent.filter((f) => f.type === 'subscribe').flatMap((f) => f.symbols));
  t.same(all.filter((s) => !watched.has(s)), [], 'every visible row is subscribed');
  t.ok(shown.some((f) => f.symbols.length >= all.length / 2), 'the rows come as one list');

  // The next page: its rows in one subscribe message, the first page's released in one at most.
  let before = sent.length;
  await page.getByRole('navigation', { name: 'Pages of the instrument table' }).getByRole('button', { name: 'Next' }).click();
  await page.waitForFunction((first) => document.querySelector('.instrument-table tbody tr[data-symbol]')?.getAttribute('data-symbol') !== first, all[0]);
  const second = await settle(page, sent, 25);
  t.same(second.filter((s) => all.includes(s)), [], 'other rows');
  t.match(await page.getByTestId('instrument-page').textContent(), /^26–50 of \d{3}$/);
  let frames = sent.slice(before);
  // As for the first page, the price section above may send its own list meanwhile (it holds
  // metals and crypto that are also table rows on this page): at most one message is the table's.
  t.ok(tableSubscribesOf(frames, second).length <= 1 && tableMessages(frames, 'unsubscribe').length <= 1, `one message each way (${JSON.stringify(frames)})`);

  // Search: the smaller set is one subscribe message (the old set released in one message at most).
  before = sent.length;
  await page.locator('.instrument-table input[type="search"]').fill('eur');
  await page.waitForFunction((n) => document.querySelectorAll('.instrument-table tbody tr[data-symbol]').length < n, all.length);
  const eur = await settle(page, sent, await rowCount(page));
  t.ok(eur.length > 1 && eur.includes('EURUSD') && eur.includes('XAUEUR'), `search: ${eur.join(', ')}`);
  frames = sent.slice(before);
  t.ok(tableSubscribesOf(frames, eur).length <= 1, `one subscribe message for ${eur.length} rows (${JSON.stringify(frames)})`);
  t.ok(tableMessages(frames, 'unsubscribe').length <= 1, 'at most one unsubscribe message');
  t.ok(eur.every((s) => sent.some((f) => f.type === 'subscribe' && f.symbols.includes(s))), 'every visible row is subscribed');

  // Asset class on top of the search: two rows, still one message.
  before = sent.length;
  await page.locator('.instrument-table select').selectOption('metals');
  const metals = await settle(page, sent, 2);
  t.same(metals, ['XAUEUR', 'XAGEUR']);
  frames = sent.slice(before);
  t.ok(tableSubscribesOf(frames, metals).length <= 1, `one subscribe message for two rows (${JSON.stringify(frames)})`);
  t.ok(tableMessages(frames, 'subscribe').length <= 1 && tableMessages(frames, 'unsubscribe').length <= 1, 'no per-row messages');
  await hydrationSettled(page);
  t.same(problems, [], 'clean console');
  await page.close();
});
