// Key coverage (issue 13): every key English has, in every namespace file (locales/en/messages.json
// and each locales/en/<namespace>.json a page family adds), exists as non-empty text in all 13
// other message languages. Reads the repository files as they are, so a namespace added later is
// covered without touching this test. On failure it lists the missing keys per language and file.
import t from 'tap';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { messageLanguages } from './locales.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const localesDir = new URL('../locales/', import.meta.url);

function readJson(lang: string, file: string): Json | undefined {
  const url = new URL(`${lang}/${file}`, localesDir);
  if (!existsSync(url)) return undefined;
  const text = readFileSync(url, 'utf8');
  return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as Json;
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf with its path; array items are keyed by index, so every item of every list counts. */
export function leafPaths(node: Json, path: string[] = []): { path: string[]; value: Json }[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => leafPaths(v, [...path, String(i)]));
  if (isObject(node)) return Object.entries(node).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [{ path, value: node }];
}

function get(tree: Json | undefined, path: readonly string[]): Json | undefined {
  let node = tree;
  for (const key of path) {
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/**
 * The keys of `english` missing in `translation`: absent, or empty where English has text, or a
 * different kind of value (text where English has a number, ...).
 */
export function missingKeys(english: Json, translation: Json | undefined, lang?: string): string[] {
  const missing: string[] = [];
  // English may carry every plural form (for Arabic's sake); a language needs only its own
  // categories (Intl.PluralRules), as i18next looks up no others.
  const categories = lang ? new Set<string>(new Intl.PluralRules(lang).resolvedOptions().pluralCategories) : undefined;
  for (const { path, value } of leafPaths(english)) {
    const plural = /_(zero|one|two|few|many)$/.exec(path.at(-1) ?? '');
    if (categories && plural && !categories.has(plural[1]!)) continue;
    const mine = get(translation, path);
    const ok = typeof value === 'string'
      ? typeof mine === 'string' && (value.trim() === '' || mine.trim() !== '')
      : mine !== undefined && typeof mine === typeof value;
    if (!ok) missing.push(path.join('.'));
  }
  return missing;
}

const namespaceFiles = readdirSync(new URL('en/', localesDir)).filter((n) => n.endsWith('.json')).sort();
const others = messageLanguages.filter((l) => l !== 'en');

t.test('the detector itself: finds absent, empty and wrongly shaped keys, and every list item', async (t) => {
  const en = { a: { b: 'One', c: 'Two {{n}}' }, list: [{ name: 'X' }, { name: 'Y' }], n: 3, blank: '' };
  t.same(missingKeys(en, structuredClone(en)), [], 'a complete copy misses nothing');
  t.same(missingKeys(en, { a: { b: 'Eins' }, list: [{ name: 'X1' }], n: 3, blank: '' }), ['a.c', 'list.1.name']);
  t.same(missingKeys(en, { a: { b: ' ', c: 'Zwei {{n}}' }, list: [{ name: 'X' }, { name: 'Y' }], n: '3', blank: '' }), ['a.b', 'n']);
  t.same(missingKeys(en, undefined).length, 6, 'a missing file misses every key');
  const plural = { n_zero: 'none', n_one: 'one', n_two: 'two', n_few: 'few', n_many: 'many', n_other: 'other' };
  t.same(missingKeys(plural, { n_one: 'eins', n_other: 'andere' }, 'de'), [], 'German needs only one and other');
  t.same(missingKeys(plural, { n_other: '其他' }, 'zh-Hans'), [], 'Chinese needs only other');
  t.same(missingKeys(plural, { n_one: 'x', n_other: 'y' }, 'ar'), ['n_zero', 'n_two', 'n_few', 'n_many'], 'Arabic needs all six');
});

t.test('English has namespace files to check', async (t) => {
  t.ok(namespaceFiles.includes('messages.json'), 'locales/en/messages.json exists');
  const total = namespaceFiles.reduce((n, file) => n + leafPaths(readJson('en', file)!).length, 0);
  t.ok(total > 700, `${total} English keys across ${namespaceFiles.join(', ')}`);
});

for (const lang of others) {
  t.test(`${lang} has every English key in every namespace file`, async (t) => {
    const report: Record<string, string[]> = {};
    for (const file of namespaceFiles) {
      const missing = missingKeys(readJson('en', file)!, readJson(lang, file), lang);
      if (missing.length > 0) report[`locales/${lang}/${file}`] = missing;
    }
    t.same(report, {}, `0 missing keys in ${lang}`);
  });
}
