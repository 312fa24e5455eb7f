import t from 'tap';
import { normalizeText, queryWords, searchHelp, type HelpEntry } from './help-search.ts';

const entries: HelpEntry[] = [
  { id: 'min-deposit', category: 'Deposits and withdrawals', q: 'What is the minimum deposit?', a: 'The minimum deposit is $100 on every account type.' },
  { id: 'withdraw-time', category: 'Deposits and withdrawals', q: 'How long does a withdrawal take?', a: 'Card withdrawals take 1 to 3 business days.' },
  { id: 'leverage', category: 'Trading', q: 'What leverage do you offer?', a: 'Up to 1:1000, depending on the entity and the instrument.' },
  { id: 'deposit-fee', category: 'Trading', q: 'Are there fees?', a: 'There is no deposit fee; spreads start from 0.0 pips.' },
  { id: 'zh', category: '账户', q: '如何开立交易账户？', a: '在线填写申请表即可。' },
  { id: 'fr', category: 'Compte', q: 'Comment vérifier mon compte ?', a: 'Téléchargez une pièce d’identité.' },
];

t.test('normalizeText folds case, accents, punctuation and full-width forms', async (t) => {
  t.equal(normalizeText('  Vérifier   MON compte ? '), 'verifier mon compte');
  t.equal(normalizeText('ＭＴ５'), 'mt5');
  t.equal(normalizeText('1:1000'), '1 1000');
});

t.test('queryWords is unique and bounded', async (t) => {
  t.same(queryWords('deposit Deposit fee'), ['deposit', 'fee']);
  t.equal(queryWords('a b c d e f g h i j').length, 8);
  t.same(queryWords('  ?! '), []);
});

t.test('an empty query keeps every entry in order', async (t) => {
  t.same(searchHelp(entries, '').map((e) => e.id), entries.map((e) => e.id));
});

t.test('every word must match; question hits rank first', async (t) => {
  // 'deposit' is in the questions of min-deposit, in the category of withdraw-time, and in the answer of deposit-fee.
  t.same(searchHelp(entries, 'deposit').map((e) => e.id), ['min-deposit', 'withdraw-time', 'deposit-fee']);
  t.same(searchHelp(entries, 'deposit fee').map((e) => e.id), ['deposit-fee']);
  t.same(searchHelp(entries, 'withdrawal business days').map((e) => e.id), ['withdraw-time']);
  t.same(searchHelp(entries, 'nothing-like-this'), []);
});

t.test('numbers, accents and scripts without spaces', async (t) => {
  t.same(searchHelp(entries, '1:1000').map((e) => e.id), ['leverage']);
  t.same(searchHelp(entries, 'verifier').map((e) => e.id), ['fr']);
  t.same(searchHelp(entries, '开立').map((e) => e.id), ['zh']);
});
