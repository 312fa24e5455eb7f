import t from 'tap';
import {
  detectRootLocale,
  localeCookie,
  localeFromCookieHeader,
  matchAcceptLanguage,
  MAX_ACCEPT_LANGUAGE_ENTRIES,
  parseAcceptLanguage,
} from './locale-detection.ts';
import { localeCodes } from './locales.ts';

t.test('parseAcceptLanguage', async (t) => {
  t.same(parseAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8'), [
    { tag: 'fr-FR', q: 1 },
    { tag: 'fr', q: 0.9 },
    { tag: 'en', q: 0.8 },
  ]);
  t.same(parseAcceptLanguage('en;q=0.5, de , it;q=0.5'), [
    { tag: 'de', q: 1 },
    { tag: 'en', q: 0.5 },
    { tag: 'it', q: 0.5 },
  ], 'sorted by q, stable for equal q');
  t.same(parseAcceptLanguage('en;q=0, fr;q=0.000, de'), [{ tag: 'de', q: 1 }], 'q=0 dropped');
  t.same(
    parseAcceptLanguage('en;q=2, fr;q=abc, <script>, , de_DE, toolongsubtag-x, it;q=0.3;foo=bar, ko ;q = 0.2'),
    [{ tag: 'it', q: 0.3 }, { tag: 'ko', q: 0.2 }],
    'malformed parts ignored',
  );
  t.same(parseAcceptLanguage('*'), [{ tag: '*', q: 1 }]);
  t.same(parseAcceptLanguage(undefined), []);
  t.same(parseAcceptLanguage(''), []);
  t.same(parseAcceptLanguage(['de', 'fr;q=0.5']), [{ tag: 'de', q: 1 }, { tag: 'fr', q: 0.5 }]);

  const many = Array.from({ length: 50 }, (_, i) => `x${String.fromCharCode(97 + (i % 26))}`).join(',');
  t.equal(parseAcceptLanguage(many).length, MAX_ACCEPT_LANGUAGE_ENTRIES, 'at most 20 entries');

  const long = `${'en-US,'.repeat(500)}de`;
  const parsed = parseAcceptLanguage(long);
  t.ok(parsed.length <= MAX_ACCEPT_LANGUAGE_ENTRIES);
  t.notOk(parsed.some((r) => r.tag === 'de'), 'header length capped');
  // a cut last part is dropped rather than read as a different tag
  const cut = `${'a'.repeat(1018)},zh-Hant-TW`;
  t.same(parseAcceptLanguage(cut), [], 'truncated range not read as zh-H…');
});

t.test('matchAcceptLanguage', async (t) => {
  const table: [string | undefined, string | null][] = [
    ['zh-TW,zh;q=0.9', 'zh-hant-tw'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-US', 'en'],
    ['en-us', 'en'],
    ['es-ES', null],
    ['es-ES,de;q=0.5', 'de'],
    ['zh-HK', 'cht'],
    ['zh-Hant-HK', 'cht'],
    // Both cht and zh-hant have the tag zh-Hant; cht is the Hong Kong site (aliases zh-HK), so a
    // bare zh-Hant browser goes to the global Traditional Chinese site.
    ['zh-Hant', 'zh-hant'],
    ['zh-hant', 'zh-hant'],
    ['zh-Hant-US', 'zh-hant'],
    ['zh-Hant-TW', 'zh-hant-tw'],
    ['zh-MO', 'zh-hant-mo'],
    ['zh', 'zh-hans'],
    ['zh-CN', 'zh-hans'],
    ['zh-SG', 'zh-hans'],
    ['zh-Hans', 'zh-hans'],
    ['zh-Hans-CN', 'zh-hans-cn'],
    ['zh-MY', 'zh-hans'],
    ['zh-NZ', 'zh-hans-nz'],
    ['zh-Hant-NZ', 'zh-hant-nz'],
    ['en-HK', 'eng'],
    ['en-MO', 'en-mo'],
    ['en-TW', 'en-tw'],
    ['en-NZ', 'en-nz'],
    ['en-IN', 'en-in'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['fr-CA', 'fr'],
    ['de-AT', 'de'],
    ['pt-PT', 'pt'],
    ['pt-BR', 'pt'],
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['ms-MY', 'ms'],
    ['fil', 'tl'],
    ['fil-PH', 'tl'],
    ['tl', 'tl'],
    ['in', 'id'],
    ['id-ID', 'id'],
    ['ko-KR', 'ko'],
    ['th', 'th'],
    ['vi', 'vi'],
    ['it-CH', 'it'],
    ['*', null],
    ['', null],
    [undefined, null],
    ['garbage;;;', null],
    // earlier / higher-q ranges win even when a later one matches exactly
    ['de-CH,en-US;q=0.9', 'de'],
    ['en-US;q=0.5,de-CH', 'de'],
    ['es,*;q=0.5,fr;q=0.4', 'fr'],
    ['es;q=0, fr', 'fr'],
  ];
  for (const [header, expected] of table) {
    t.equal(matchAcceptLanguage(header), expected, `${JSON.stringify(header)} -> ${expected}`);
  }
});

t.test('localeFromCookieHeader', async (t) => {
  t.equal(localeFromCookieHeader('a=1; i18n_redirected=fr; b=2'), 'fr');
  t.equal(localeFromCookieHeader('i18n_redirected=zh-hant-tw'), 'zh-hant-tw');
  t.equal(localeFromCookieHeader('i18n_redirected="ko"'), 'ko');
  t.equal(localeFromCookieHeader('i18n_redirected=es'), null, 'not a route locale');
  t.equal(localeFromCookieHeader('i18n_redirected=EN'), null, 'codes are lower case');
  t.equal(localeFromCookieHeader(';;==;i18n_redirected'), null, 'junk');
  t.equal(localeFromCookieHeader('i18n_redirected=es; i18n_redirected=de'), 'de', 'first valid value');
  t.equal(localeFromCookieHeader('xi18n_redirected=fr'), null);
  t.equal(localeFromCookieHeader('i18n_redirected=%E0%A4%A'), null, 'bad escape ignored');
  t.equal(localeFromCookieHeader(undefined), null);
  t.equal(localeFromCookieHeader('a_i18n_redirected=fr;i18n_redirected = ko'), 'ko', 'a longer name is skipped; spaces around = allowed');
  t.equal(localeFromCookieHeader('i18n_redirected=%7A%68-hans'), 'zh-hans', 'escaped value decoded');
  t.equal(localeFromCookieHeader('i18n_redirected_old=fr; i18n_redirected=th'), 'th', 'a name that starts the same is skipped');
});

t.test('detectRootLocale', async (t) => {
  t.equal(detectRootLocale({ cookie: 'de', acceptLanguage: 'fr-FR' }), 'de', 'cookie first');
  t.equal(detectRootLocale({ cookie: 'es', acceptLanguage: 'fr-FR' }), 'fr', 'unknown cookie ignored');
  t.equal(detectRootLocale({ cookie: '__proto__', acceptLanguage: 'ko' }), 'ko');
  t.equal(detectRootLocale({ acceptLanguage: 'es-ES' }), 'en', 'default en');
  t.equal(detectRootLocale({}), 'en');
  for (const code of localeCodes) t.equal(detectRootLocale({ cookie: code, acceptLanguage: 'ar' }), code);
});

t.test('localeCookie', async (t) => {
  const now = Date.UTC(2026, 0, 1);
  t.equal(
    localeCookie('zh-hant-tw', { now }),
    'i18n_redirected=zh-hant-tw; Path=/; Max-Age=31536000; Expires=Fri, 01 Jan 2027 00:00:00 GMT; SameSite=Lax',
  );
  t.match(localeCookie('en', { crossOrigin: true }), /; SameSite=None; Secure$/);
  t.throws(() => localeCookie('es' as never));
});
