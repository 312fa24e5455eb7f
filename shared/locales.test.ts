import t from 'tap';
import { locales, localeCodes, getLocale, isLocaleCode, alternateLanguages } from './locales.ts';

t.test('the 25 prefixes of the spec, in order, each once', async (t) => {
  t.same(localeCodes, ['en', 'zh-hans', 'eng', 'en-mo', 'cht', 'zh-hant-mo', 'zh-hant-tw', 'en-tw', 'en-nz',
    'zh-hant-nz', 'zh-hans-nz', 'zh-hans-cn', 'zh-hant', 'pt', 'id', 'en-in', 'it', 'th', 'vi', 'ms', 'tl',
    'fr', 'ko', 'de', 'ar']);
  t.equal(new Set(localeCodes).size, 25);
});

t.test('language tags fixed by the spec, and all valid BCP 47', async (t) => {
  t.equal(getLocale('en').tag, 'en-US');
  t.equal(getLocale('cht').tag, 'zh-Hant');
  t.equal(getLocale('ms').tag, 'ms-BN');
  t.equal(getLocale('ar').tag, 'ar-AE');
  for (const l of locales) t.equal(Intl.getCanonicalLocales(l.tag)[0], l.tag, `${l.code} tag is canonical`);
  t.equal(getLocale('ar').dir, 'rtl');
  t.equal(locales.filter((l) => l.dir === 'rtl').length, 1);
});

t.test('every message chain ends in English', async (t) => {
  for (const l of locales) t.equal(l.messages.at(-1), 'en', l.code);
  t.same(getLocale('zh-hant-tw').messages, ['zh-Hant', 'en']);
  t.same(getLocale('en-in').messages, ['en']);
});

t.test('isLocaleCode', async (t) => {
  t.ok(isLocaleCode('zh-hant-tw'));
  t.notOk(isLocaleCode('es'));
  t.notOk(isLocaleCode('EN'));
  t.notOk(isLocaleCode(undefined));
});

t.test('alternates: the 20 of section 9 as written there, plus the six other locales', async (t) => {
  const map = Object.fromEntries(alternateLanguages.map((a) => [a.hreflang, a.locale]));
  t.same(map, {
    'x-default': 'en', en: 'en', 'zh-hans': 'zh-hans', 'en-in': 'en-in', 'zh-hant': 'zh-hant', pt: 'pt', it: 'it',
    th: 'th', vi: 'vi', tl: 'tl', fr: 'fr', id: 'id', ms: 'ms', ko: 'ko', 'zh-hant-TW': 'zh-hant-tw',
    'en-TW': 'en-tw', 'zh-hant-HK': 'cht', 'en-HK': 'eng', 'zh-hant-mo': 'zh-hant-mo', 'en-mo': 'en-mo',
    // Issue 13: the locales section 9 does not name.
    de: 'de', ar: 'ar', 'en-NZ': 'en-nz', 'zh-Hant-NZ': 'zh-hant-nz', 'zh-Hans-NZ': 'zh-hans-nz', 'zh-Hans-CN': 'zh-hans-cn',
  });
  t.equal(alternateLanguages.length, 26, 'x-default + 25 locales');
  t.same(new Set(alternateLanguages.slice(1).map((a) => a.locale)), new Set(localeCodes), 'every locale once');
});

t.test('splitLocalePath: the first path segment is the locale', async (t) => {
  const { splitLocalePath } = await import('./locales.ts');
  t.same(splitLocalePath('/de/trading/forex'), { locale: 'de', rest: '/trading/forex' });
  t.same(splitLocalePath('/zh-hant-tw'), { locale: 'zh-hant-tw', rest: '' });
  t.same(splitLocalePath('/en/'), { locale: 'en', rest: '/' });
  t.equal(splitLocalePath('/es/trading'), null, 'not a route locale');
  t.equal(splitLocalePath('/'), null);
  t.equal(splitLocalePath(''), null);
  t.equal(splitLocalePath('en/x'), null, 'must start with a slash');
  t.equal(splitLocalePath('/EN'), null, 'codes are lower case');
});
