import t from 'tap';
import { articlesQuery, authorParams, normalizeQuery, symbolParams } from './api.ts';

t.test('normalizeQuery merges bracketed and repeated keys', async (t) => {
  t.same(normalizeQuery({ 'tags_ids[]': '4', limit: '3' }), { tags_ids: ['4'], limit: '3' });
  t.same(normalizeQuery({ 'tags_ids[]': ['4', '5'] }), { tags_ids: ['4', '5'] });
  t.same(normalizeQuery({ 'ids[0]': '48', 'ids[1]': '56' }), { ids: ['48', '56'] });
  t.same(normalizeQuery({ limit: ['1', '2'] }), { limit: ['1', '2'] });
  t.same(normalizeQuery(undefined), {});
});

t.test('articles query', async (t) => {
  t.same(articlesQuery.parse({ tags_ids: ['4'], limit: '3', language: 'en' }), { tags_ids: [4], limit: 3, language: 'en' });
  t.same(articlesQuery.parse({ ids: '48,56,58' }), { ids: [48, 56, 58] });
  for (const bad of [{ limit: '0' }, { limit: '101' }, { limit: '1e2' }, { limit: '-1' }, { limit: ['1', '2'] }, { tags_ids: ['x'] }, { ids: [] }, { language: 'xx' }, { other: '1' }]) {
    t.notOk(articlesQuery.safeParse(bad).success, JSON.stringify(bad));
  }
});

t.test('path parameters refuse traversal and URLs', async (t) => {
  for (const bad of ['..', '../x', 'a/b', 'a\\b', '%2e%2e', 'http://evil', '', 'x'.repeat(65)]) {
    t.notOk(authorParams.safeParse({ authorId: bad }).success, `author ${bad}`);
    t.notOk(symbolParams.safeParse({ symbol: bad }).success, `symbol ${bad}`);
  }
  t.ok(symbolParams.safeParse({ symbol: 'EURUSD.s' }).success);
  t.ok(authorParams.safeParse({ authorId: 'amelia-hart' }).success);
});
