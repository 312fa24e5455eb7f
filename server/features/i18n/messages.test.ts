import t from 'tap';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createMessagesStore,
  deepMerge,
  etagMatches,
  loadMessageResources,
  messagesForLocale,
  type MessageResources,
} from './messages.ts';
import { localeCodes, messageLanguages } from '../../../shared/locales.ts';

function writeMessages(dir: string, language: string, content: string) {
  mkdirSync(join(dir, language), { recursive: true });
  writeFileSync(join(dir, language, 'messages.json'), content);
}

t.test('loadMessageResources', async (t) => {
  const dir = t.testdir({});
  writeMessages(dir, 'en', JSON.stringify({ hello: 'Hello', nav: { home: 'Home' } }));
  writeMessages(dir, 'zh-Hant', `\uFEFF${JSON.stringify({ hello: '你好' })}`);
  writeMessages(dir, 'es', JSON.stringify({ hello: 'Hola' })); // not a message language
  const resources = loadMessageResources(dir);
  t.same(Object.keys(resources).sort(), [...messageLanguages].sort(), 'every message language');
  t.same(resources.en, { hello: 'Hello', nav: { home: 'Home' } });
  t.same(resources['zh-Hant'], { hello: '你好' }, 'BOM tolerated');
  t.same(resources.fr, {}, 'missing file = empty');

  t.same(loadMessageResources(join(dir, 'nope')).en, {}, 'missing folder = all empty');
});

t.test('loadMessageResources rejects broken files', async (t) => {
  const bad = t.testdir({});
  writeMessages(bad, 'de', '{ "a": ');
  t.throws(() => loadMessageResources(bad), /Invalid JSON in translation messages .*de[/\\]messages\.json/);
  const arr = t.testdir({});
  writeMessages(arr, 'it', '["x"]');
  t.throws(() => loadMessageResources(arr), /must hold a JSON object/);
});

t.test('deepMerge', async (t) => {
  const base = { a: 'A', n: { x: 'x', y: 'y' }, list: ['1', '2'] };
  const over = { n: { y: 'Y', z: 'Z' }, list: ['3'] };
  t.same(deepMerge(base, over), { a: 'A', n: { x: 'x', y: 'Y', z: 'Z' }, list: ['3'] });
  t.same(base, { a: 'A', n: { x: 'x', y: 'y' }, list: ['1', '2'] }, 'inputs untouched');
  const evil = JSON.parse('{"__proto__": {"polluted": true}, "ok": "1"}');
  const merged = deepMerge({}, evil);
  t.equal(merged.ok, '1');
  t.equal(({} as Record<string, unknown>).polluted, undefined);
  t.equal(Object.getPrototypeOf(merged), Object.prototype);
});

const resources = {
  en: { hello: 'Hello', bye: 'Bye', nav: { home: 'Home', forex: 'Forex' }, only: 'en' },
  'zh-Hant': { hello: '你好', nav: { home: '首頁' } },
  'zh-Hans': { hello: '你好 (简)' },
  fr: { hello: 'Bonjour' },
} as unknown as MessageResources;

t.test('messagesForLocale follows the chain', async (t) => {
  t.same(messagesForLocale(resources, 'zh-hant-tw'), {
    hello: '你好',
    bye: 'Bye',
    nav: { home: '首頁', forex: 'Forex' },
    only: 'en',
  });
  t.same(messagesForLocale(resources, 'cht'), messagesForLocale(resources, 'zh-hant'));
  t.equal(messagesForLocale(resources, 'zh-hans-cn').hello, '你好 (简)');
  t.equal(messagesForLocale(resources, 'fr').hello, 'Bonjour');
  t.equal(messagesForLocale(resources, 'de').hello, 'Hello', 'missing language falls back to en');
  t.same(messagesForLocale(resources, 'eng'), resources.en);
  t.equal(resources.en.hello, 'Hello', 'resources untouched');
});

t.test('createMessagesStore', async (t) => {
  const store = createMessagesStore(resources);
  for (const code of localeCodes) {
    const entry = store.entry(code);
    t.same(JSON.parse(entry.body), { [code]: store.forLocale(code) });
    t.match(entry.etag, /^"[\w-]+"$/);
  }
  t.not(store.entry('en').etag, store.entry('fr').etag);
  t.equal(store.entry('en').etag, createMessagesStore(resources).entry('en').etag, 'stable');
});

t.test('etagMatches', async (t) => {
  t.ok(etagMatches('"abc"', '"abc"'));
  t.ok(etagMatches('W/"abc"', '"abc"'));
  t.ok(etagMatches('"x", W/"abc" ', '"abc"'));
  t.ok(etagMatches('*', '"abc"'));
  t.notOk(etagMatches('"abcd"', '"abc"'));
  t.notOk(etagMatches(undefined, '"abc"'));
  t.notOk(etagMatches('', '"abc"'));
});
