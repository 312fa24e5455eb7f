import t from 'tap';
import { englishRuns, latinWordRuns, visibleSegments } from './english-runs.ts';

const english = `<!DOCTYPE html><html lang="en-US"><head><title>Forex Trading | Velora Markets</title>
<script type="application/ld+json">{"description":"Trade more than fifty currency pairs today"}</script></head>
<body><h1>Trade Forex with Velora Markets</h1>
<p>Trade CFDs on more than 50 currency pairs with spreads from 0.0 pips.</p>
<p>Leverage magnifies both profits and losses, so always trade with a clear risk plan.</p>
<img src="/x.png" alt="Chart of the euro against the dollar">
<input placeholder="Search for an instrument by name">
<a href="mailto:support@veloramarkets.example">support@veloramarkets.example</a>
<p>Download MetaTrader 4 for Windows and Mac today</p>
<!-- an English comment that nobody sees at all -->
</body></html>`;

t.test('visible text: text nodes and alt/aria-label/title/placeholder, never scripts or comments', async (t) => {
  const segments = visibleSegments(english);
  t.ok(segments.includes('Chart of the euro against the dollar'), 'alt');
  t.ok(segments.includes('Search for an instrument by name'), 'placeholder');
  t.ok(segments.includes('Forex Trading | Velora Markets'), '<title> text');
  t.notOk(segments.some((s) => s.includes('fifty currency')), 'no JSON-LD');
  t.notOk(segments.some((s) => s.includes('nobody sees')), 'no comments');
  t.same(visibleSegments('<p title="A &amp; B">x&nbsp;&#x27;y&#39;</p>'), ['A & B', "x 'y'"], 'entities decoded');
});

t.test('brand names, symbols, numbers, URLs and e-mail addresses cut runs', async (t) => {
  t.same(latinWordRuns('Download MetaTrader 4 for Windows and Mac today'), [['download'], ['for'], ['and'], ['today']]);
  t.same(latinWordRuns('Trade EURUSD and XAU/USD at support@veloramarkets.example now'), [['trade'], ['and'], ['at'], ['now']]);
  t.same(latinWordRuns('one two. three four'), [['one', 'two'], ['three', 'four']], 'a full stop ends a run');
});

t.test('a translated page passes; a deliberately untranslated string is caught', async (t) => {
  const german = `<!DOCTYPE html><html lang="de-DE"><head><title>Forex-Handel | Velora Markets</title></head>
<body><h1>Forex handeln mit Velora Markets</h1>
<p>Handeln Sie CFDs auf über 50 Währungspaare mit Spreads ab 0,0 Pips.</p>
<p>Der Hebel vergrößert Gewinne und Verluste gleichermaßen.</p>
<img src="/x.png" alt="Chart des Euro gegenüber dem Dollar">
<input placeholder="Instrument nach Namen suchen">
<a href="mailto:support@veloramarkets.example">support@veloramarkets.example</a>
<p>Laden Sie MetaTrader 4 für Windows und Mac herunter</p></body></html>`;
  t.same(englishRuns(english, german), [], 'nothing English on the German page');

  const leaked = german.replace('Der Hebel vergrößert Gewinne und Verluste gleichermaßen.', 'Leverage magnifies both profits and losses, so always trade with a clear risk plan.');
  const found = englishRuns(english, leaked);
  t.equal(found.length, 1, 'one English run');
  t.equal(found[0]!.run, 'leverage magnifies both profits and losses, so always trade with a clear risk plan'.replace(',', ''));

  const inAttribute = german.replace('Instrument nach Namen suchen', 'Search for an instrument by name');
  t.same(englishRuns(english, inAttribute).map((f) => f.run), ['search for an instrument by name'], 'in a placeholder too');

  const threeWords = german.replace('Instrument nach Namen suchen', 'Search for an');
  t.same(englishRuns(english, threeWords), [], 'three words are not a sentence');

  const brandOnly = german.replace('Forex handeln mit Velora Markets', 'Velora Markets MetaTrader 4 MetaTrader 5 Trading Central');
  t.same(englishRuns(english, brandOnly), [], 'names of the allow-list never count');
});

t.test('content marked lang="en" on a translated page is declared fallback, not a leak', async (t) => {
  const en = '<html lang="en-US"><body><ul><li><div><h3>Central banks in focus: key levels and scenarios</h3></div></li></ul><p>Open a free demo account today</p></body></html>';
  const marked = '<html lang="de-DE"><body><ul><li><div lang="en-US"><h3>Central banks in focus: key levels and scenarios</h3><img alt="Central banks in focus today"></div></li></ul><p>Eröffnen Sie ein kostenloses Demokonto</p></body></html>';
  t.same(englishRuns(en, marked), [], 'the marked subtree is skipped, attributes included');
  const unmarked = marked.replace(' lang="en-US"', '');
  t.same(englishRuns(en, unmarked).map((f) => f.run), ['central banks in focus', 'key levels and scenarios']);
  const after = marked.replace('Eröffnen Sie ein kostenloses Demokonto', 'Open a free demo account today');
  t.same(englishRuns(en, after).map((f) => f.run), ['open a free demo account today'], 'text after the marked element is checked again');
});

t.test('legal names and loanwords of the allow-list, in any case and with brackets or hyphens', async (t) => {
  t.same(latinWordRuns('unter dem Dealers in Securities (Licensing) Act registriert'), [['unter', 'dem'], ['registriert']]);
  t.same(latinWordRuns('Stop-Loss und take profit setzen'), [['und'], ['setzen']]);
});
