// The page carries the Intl words its components said on the server (shared/intl-words.ts), so
// a browser whose ICU says things otherwise hydrates with the server's words. Each render keeps
// its own record although renders interleave, and a part streamed later (client/data/deferred.tsx)
// carries the words it said.
import t from 'tap';
import { createRenderHarness } from '../../test-support/render-harness.ts';
import type { IntlWords } from '../../../shared/intl-words.ts';

const harness = await createRenderHarness();
t.teardown(() => harness.close());

const blocks = (html: string, attribute: string): IntlWords[] =>
  [...html.matchAll(new RegExp(`<script type="application/json" ${attribute}>([^<]*)</script>`, 'g'))].map((m) => JSON.parse(m[1]!) as IntlWords);
const pageWords = (html: string) => blocks(html, 'id="__velora_intl"');
const saidWords = (words: IntlWords) => Object.values(words).flatMap((byInput) => Object.values(byInput));
const formatterTags = (words: IntlWords) => new Set(Object.keys(words).map((key) => key.split('|')[1]));

t.test('the words block holds what the page shows, after the page', async (t) => {
  const html = (await harness.renderOnce('/en/trading/trading-eurusd')).toString();
  const [words, ...more] = pageWords(html);
  t.equal(more.length, 0, 'one block for the page');
  t.ok(html.indexOf('id="__velora_intl"') > html.indexOf('</main>'), 'written after the page');
  const said = saidWords(words!);
  t.ok(said.length >= 5, `${said.length} words`);
  // The chart caption's dates and prices are among them, exactly as the HTML shows them.
  const caption = /<figcaption class="calc__hint">(.*?)<\/figcaption>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  const inCaption = said.filter((w) => caption.includes(w));
  t.ok(inCaption.length >= 3, `the chart caption's words are recorded (${inCaption.join(' | ')})`);
});

t.test("concurrent renders keep their own records", async (t) => {
  const [en, de, ar] = (await Promise.all(['/en/analysis/economic-calendar', '/de/analysis/economic-calendar', '/ar/analysis/economic-calendar'].map((p) => harness.renderOnce(p)))).map((b) => pageWords(b.toString())[0]!);
  t.same([...formatterTags(en!)], ['en-US'], 'English words only on the English page');
  t.same([...formatterTags(de!)], ['de-DE'], 'German words only on the German page');
  t.notOk(formatterTags(ar!).has('en-US') || formatterTags(ar!).has('de-DE'), 'nor theirs on the Arabic page');
  const again = pageWords((await harness.renderOnce('/de/analysis/economic-calendar')).toString())[0];
  t.same(again, de, 'the same record when rendered alone');
});

t.test('a streamed part carries the words it said', async (t) => {
  const html = (await harness.renderOnce('/en/trading/indices')).toString();
  const streamed = blocks(html, 'data-deferred-words="dividends"');
  t.equal(streamed.length, 1, "the dividends part's block");
  const table = /<table class="price-table dividends__table">(.*?)<\/table>/s.exec(html)?.[1] ?? '';
  const shown = saidWords(streamed[0]!).filter((w) => table.includes(`<bdi>${w}</bdi>`));
  t.ok(shown.length >= 2, `the dividend table's dates and amounts are recorded (${shown.slice(0, 4).join(' | ')})`);
});
