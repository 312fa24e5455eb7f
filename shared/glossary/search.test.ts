import t from 'tap';
import { foldText, queryWords, searchGlossary } from './search.ts';

const entries = [
  { slug: 'stop-loss', term: 'Stop loss', definition: 'An order that closes a losing position at a chosen level.' },
  { slug: 'pip', term: 'Pip', definition: 'The fourth decimal place of EUR/USD.' },
  { slug: 'margin-call', term: 'Appel de marge', definition: 'Un avertissement lorsque le niveau de marge baisse.' },
  { slug: 'swap', term: '隔夜利息', english: 'Swap', definition: '持仓过夜时收取或支付的利息。' },
  { slug: 'rsi', term: 'ＲＳＩ', definition: 'Indice de force relative, un oscillateur.' },
];

t.test('folding: case, accents, width, punctuation', async (t) => {
  t.equal(foldText('Évaluation DU Marché'), 'evaluation du marche');
  t.equal(foldText('ＭＡＣＤ'), 'macd');
  t.equal(foldText('Stop-loss / take-profit'), 'stop loss take profit');
  t.equal(foldText('Đòn bẩy'), 'don bay');
  t.equal(foldText("Managers' Index"), 'managers index');
  t.same(queryWords('   '), []);
  t.same(queryWords('  Margin   CALL '), ['margin', 'call']);
});

t.test('a blank query shows everything', async (t) => {
  t.same(searchGlossary(entries, ''), { slugs: entries.map((e) => e.slug), all: true });
});

t.test('matches term and definition, every word, any case and accent', async (t) => {
  t.same(searchGlossary(entries, 'stop').slugs, ['stop-loss']);
  t.same(searchGlossary(entries, 'STOP-LOSS').slugs, ['stop-loss'], 'hyphen = space');
  t.same(searchGlossary(entries, 'stoploss').slugs, ['stop-loss'], 'a term written together');
  t.same(searchGlossary(entries, 'eurusd').slugs, [], 'definition words are not joined');
  t.same(searchGlossary(entries, 'eur/usd').slugs, ['pip']);
  t.same(searchGlossary(entries, 'losing level').slugs, ['stop-loss'], 'words anywhere in the definition');
  t.same(searchGlossary(entries, 'losing pip').slugs, [], 'every word must match');
  t.same(searchGlossary(entries, 'marche').slugs, [], 'no such word');
  t.same(searchGlossary(entries, 'MARGE').slugs, ['margin-call']);
  t.same(searchGlossary(entries, 'rsi').slugs, ['rsi'], 'full-width term');
  t.same(searchGlossary(entries, 'oscillateur').slugs, ['rsi']);
});

t.test('Chinese: own term, English term, definition', async (t) => {
  t.same(searchGlossary(entries, '利息').slugs, ['swap']);
  t.same(searchGlossary(entries, 'swap').slugs, ['swap']);
  t.same(searchGlossary(entries, '过夜').slugs, ['swap']);
  t.same(searchGlossary(entries, '保证金').slugs, []);
});

t.test('the order given is kept', async (t) => {
  t.same(searchGlossary(entries, 'e').slugs, ['stop-loss', 'pip', 'margin-call', 'rsi']);
});
