// The site's translator answers as i18next answers (i18next stays a dev dependency for this):
// worked examples of each rule, then every message of every locale (each key, its plural forms
// at several counts, its context forms, lists with returnObjects, placeholders given and not).
import t from 'tap';
import i18next from 'i18next';
import { Translator } from './i18n.ts';
import { locales } from '../shared/locales.ts';
import { defaultLocalesDir } from '../server/features/i18n/index.ts';
import { loadMessageResources, messagesForLocale, type MessageTree } from '../server/features/i18n/messages.ts';
import type { Messages } from './services.ts';

function reference(language: string, messages: object) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: structuredClone(messages) } },
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    keySeparator: '.',
    nsSeparator: false,
  });
  return instance;
}

t.test('worked examples', async (t) => {
  const messages = {
    hello: 'Hello {{name}}', spaced: 'x {{ name }} y', deep: { line: 'deep {{x}}' }, list: ['one {{v}}', { t: 'two {{v}}' }],
    item_one: '{{count}} item', item_other: '{{count}} items', none_zero: 'nothing', none_other: '{{count}} things',
    who_male: 'he', who: 'they', only_other: 'only {{count}}',
  } as unknown as Messages;
  const { t: tr } = new Translator('en-US', messages);
  t.equal(tr('hello', { name: 'Bo' }), 'Hello Bo');
  t.equal(tr('hello'), 'Hello {{name}}', 'a value not given leaves the placeholder');
  t.equal(tr('hello', { name: null }), 'Hello ', 'null is empty');
  t.equal(tr('hello', { name: 0 }), 'Hello 0');
  t.equal(tr('spaced', { name: 'S' }), 'x S y');
  t.equal(tr('deep.line', { x: 1 }), 'deep 1');
  t.equal(tr('list.1.t', { v: 2 }), 'two 2', 'array index in the path');
  t.same(tr('list', { returnObjects: true, v: 9 }), ['one 9', { t: 'two 9' }], 'lists come back interpolated');
  t.equal(tr('deep'), 'deep', 'an object without returnObjects answers the key');
  t.equal(tr('item', { count: 1 }), '1 item');
  t.equal(tr('item', { count: 2 }), '2 items');
  t.equal(tr('item', { count: 0 }), '0 items', 'English 0 is other');
  t.equal(tr('none', { count: 0 }), 'nothing', 'key_zero wins for 0 when it exists');
  t.equal(tr('only', { count: 1 }), 'only 1', 'falls back to key_other');
  t.equal(tr('who', { context: 'male' }), 'he');
  t.equal(tr('who', { context: 'female' }), 'they');
  t.equal(tr('missing'), 'missing');
  t.equal(tr('missing', { defaultValue: 'dv {{name}}', name: 'Q' }), 'dv Q');

  const ar = new Translator('ar-AE', { n_zero: 'z', n_one: 'o', n_two: 't', n_few: 'f', n_many: 'm', n_other: 'x {{count}}' } as unknown as Messages);
  t.same([0, 1, 2, 3, 11, 100].map((count) => ar.t('n', { count })), ['z', 'o', 't', 'f', 'm', 'x 100'], 'Arabic plural categories');
});

t.test('merged page texts are found and tell the listeners', async (t) => {
  const tr = new Translator('en-US', { a: { b: 'x' } } as unknown as Messages);
  let heard = 0;
  tr.store.on('added', () => heard++);
  tr.addResourceBundle('en-US', 'translation', { a: { c: 'y' }, d: 'z' } as unknown as Messages, true, true);
  t.equal(tr.t('a.b'), 'x', 'kept');
  t.equal(tr.t('a.c'), 'y', 'merged deep');
  t.equal(tr.t('d'), 'z');
  t.equal(heard, 1);
});

/** Every string leaf's path, and every plural or context base (key without its suffix). */
function keysOf(tree: unknown, prefix = ''): { leaves: string[]; objects: string[] } {
  const leaves: string[] = [];
  const objects: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') leaves.push(path);
    else if (node && typeof node === 'object') {
      if (path) objects.push(path);
      for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
    }
  };
  walk(tree, prefix);
  return { leaves, objects };
}

t.test('every message of every locale answers as i18next answers', async (t) => {
  const resources = loadMessageResources(defaultLocalesDir);
  const counts = [0, 1, 2, 3, 5, 11, 21, 100, 1.5];
  for (const locale of locales) {
    const messages = messagesForLocale(resources, locale.code) as MessageTree;
    const mine = new Translator(locale.tag, messages as unknown as Messages).t;
    const theirs = reference(locale.tag, messages).t as unknown as (k: string, o?: object) => unknown;
    const { leaves, objects } = keysOf(messages);
    const bases = new Set(leaves.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')).concat(leaves.map((k) => k.replace(/_[a-z]+$/, ''))));
    const differences: string[] = [];
    const check = (key: string, options?: Record<string, unknown>) => {
      const a = JSON.stringify(mine(key, options as never));
      const b = JSON.stringify(theirs(key, options));
      if (a !== b && differences.length < 10) differences.push(`${key} ${JSON.stringify(options)}: ${a} vs ${b}`);
    };
    for (const key of leaves) {
      check(key);
      const names = [...String(theirs(key)).matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]!);
      if (names.length) check(key, Object.fromEntries(names.map((n, i) => [n, i % 2 ? 42 : `v-${n}`])));
    }
    for (const base of bases) {
      for (const count of counts) check(base, { count, name: 'N' });
      check(base, { context: 'male' });
    }
    for (const key of objects) check(key, { returnObjects: true, name: 'N', count: 2 });
    t.same(differences, [], `${locale.code}: ${leaves.length} keys, ${bases.size} bases, ${objects.length} lists`);
  }
});

t.test('no browser or render code imports i18next (its 13.8 KB br would be back in every page)', async (t) => {
  const { readdirSync, readFileSync, statSync } = await import('node:fs');
  const { join } = await import('node:path');
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && /from ['"]i18next['"]/.test(readFileSync(p, 'utf8'))) offenders.push(p);
    }
  };
  walk(join(import.meta.dirname));
  walk(join(import.meta.dirname, '..', 'shared'));
  t.same(offenders, [], 'import TFunction and Translator from client/i18n.ts');
});
