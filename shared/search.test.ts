import t from 'tap';
import { buildSearchIndex, categoryLabel, normaliseTerm, searchEntries, SEARCH_RESULT_LIMIT } from './search.ts';

const index = buildSearchIndex([
  { title: 'Trading', items: [{ title: 'Forex', path: '/trading/forex' }, { title: 'Crypto', path: '/trading/crypto' }, { title: 'No path' }, { title: 'Empty', path: '' }] },
  { title: 'Platforms', items: [{ title: 'MetaTrader 4', path: '/platform/metatrader-4' }, { title: 'Forex VPS', path: '/platform/forex-vps' }] },
  { title: 'Academy', items: Array.from({ length: 14 }, (_, i) => ({ title: `Lesson ${i + 1}`, path: `/academy/lesson-${i + 1}` })) },
]);

t.test('index entries: title, path or #, category = section title', async (t) => {
  t.same(index[0], { title: 'Forex', path: '/trading/forex', category: 'Trading' });
  t.equal(index[2]!.path, '#');
  t.equal(index[3]!.path, '#', 'an empty path is missing too');
});

t.test('trimmed non-empty terms only', async (t) => {
  t.equal(normaliseTerm('   '), null);
  t.equal(normaliseTerm('  fx '), 'fx');
  t.same(searchEntries(index, ''), []);
  t.same(searchEntries(index, '   '), []);
  t.same(searchEntries(index, '  forex ').map((e) => e.title), ['Forex', 'Forex VPS']);
});

t.test('matches title or category, case-insensitive', async (t) => {
  t.same(searchEntries(index, 'FOREX').map((e) => e.title), ['Forex', 'Forex VPS']);
  t.same(searchEntries(index, 'platf').map((e) => e.title), ['MetaTrader 4', 'Forex VPS'], 'by category');
  t.same(searchEntries(index, 'xyz'), []);
});

t.test('category filter', async (t) => {
  t.same(searchEntries(index, 'forex', 'Platforms').map((e) => e.title), ['Forex VPS']);
  t.same(searchEntries(index, 'forex', 'trad').map((e) => e.title), ['Forex'], 'category contains the selected one');
  t.same(searchEntries(index, 'forex', 'all').map((e) => e.title), ['Forex', 'Forex VPS']);
  t.same(searchEntries(index, 'forex', 'Academy'), []);
});

t.test('results without a usable path are hidden', async (t) => {
  t.same(searchEntries(index, 'path'), []);
  t.same(searchEntries(index, 'empty'), []);
  t.same(searchEntries(index, 'trading').map((e) => e.title), ['Forex', 'Crypto']);
});

t.test('at most 10 results', async (t) => {
  const r = searchEntries(index, 'lesson');
  t.equal(SEARCH_RESULT_LIMIT, 10);
  t.equal(r.length, 10);
  t.equal(r[0]!.title, 'Lesson 1');
  t.equal(searchEntries(index, 'academy').length, 10, 'by category, capped too');
});

t.test('a category value with no label shows as All', async (t) => {
  const options = [{ value: 'all', label: 'All' }, { value: 'trading', label: 'Trading' }];
  t.equal(categoryLabel(options, 'trading', 'All'), 'Trading');
  t.equal(categoryLabel(options, 'nope', 'All'), 'All');
});
