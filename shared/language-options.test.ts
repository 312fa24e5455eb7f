import t from 'tap';
import { globalLanguages, languageCodesFor, languageOptions, languageTarget, servedLocaleFor, shortLanguageLabel } from './language-options.ts';
import { isLocaleCode, localeCodes } from './locales.ts';

const expectations: Record<string, string[]> = {
  'en-in': ['en-in'],
  eng: ['eng', 'cht'],
  cht: ['eng', 'cht'],
  'en-mo': ['en-mo', 'zh-hant-mo'],
  'zh-hant-mo': ['en-mo', 'zh-hant-mo'],
  'en-au': ['en-au', 'zh-hans-au', 'zh-hant-au'],
  'zh-hans-au': ['en-au', 'zh-hans-au', 'zh-hant-au'],
  'zh-hant-au': ['en-au', 'zh-hans-au', 'zh-hant-au'],
  'en-nz': ['en-nz', 'zh-hans-nz', 'zh-hant-nz'],
  'zh-hans-nz': ['en-nz', 'zh-hans-nz', 'zh-hant-nz'],
  'zh-hant-nz': ['en-nz', 'zh-hans-nz', 'zh-hant-nz'],
  'en-tw': ['en-tw', 'zh-hant-tw'],
  'zh-hant-tw': ['en-tw', 'zh-hant-tw'],
  'zh-hans-cn': ['zh-hans-cn'],
};

t.test('the global list has the 15 options of the spec, in order', async (t) => {
  t.same(globalLanguages, ['en', 'zh-hans', 'zh-hant', 'pt', 'es', 'th', 'vi', 'tl', 'fr', 'id', 'it', 'ms', 'ko', 'ar', 'de']);
});

t.test('options for every locale (and the au codes)', async (t) => {
  for (const code of [...localeCodes, 'en-au', 'zh-hans-au', 'zh-hant-au'] as const) {
    const want = expectations[code] ?? [...globalLanguages];
    const { options, selected } = languageOptions(code);
    t.same(options.map((o) => o.code), want, `${code}: offered`);
    t.same(languageCodesFor(code), want);
    t.equal(selected, want.includes(code) ? code : want[0], `${code}: preselected`);
    for (const o of options) {
      t.equal(o.nameKey, `language.names.${o.code}`);
      t.match(o.flag, /^[a-z]{2}$/);
    }
  }
});

t.test('preselection falls back to the first option', async (t) => {
  // Every served global locale not in the global list (none today) would select 'en'.
  t.equal(languageOptions('es').selected, 'es');
  t.equal(languageOptions('en-au').selected, 'en-au');
});

t.test('codes without routes map to the nearest served locale and never lead to a 404', async (t) => {
  t.equal(servedLocaleFor('en-au'), 'en');
  t.equal(servedLocaleFor('zh-hans-au'), 'zh-hans');
  t.equal(servedLocaleFor('zh-hant-au'), 'zh-hant');
  t.equal(servedLocaleFor('es'), 'en');
  t.equal(servedLocaleFor('fr'), 'fr');
  for (const code of [...localeCodes, 'en-au', 'zh-hans-au', 'zh-hant-au', 'es'] as const) {
    for (const o of languageOptions(code).options) t.ok(isLocaleCode(languageTarget(o, '/trading/forex').locale), `${o.code} is served`);
  }
});

t.test('type true switches in place, false goes to /{code}', async (t) => {
  const { options } = languageOptions('en');
  const fr = options.find((o) => o.code === 'fr')!;
  const es = options.find((o) => o.code === 'es')!;
  t.equal(fr.type, true);
  t.equal(es.type, false);
  t.same(languageTarget(fr, '/trading/forex', '?a=1'), { locale: 'fr', href: '/fr/trading/forex?a=1' });
  t.same(languageTarget(fr, ''), { locale: 'fr', href: '/fr' });
  t.same(languageTarget(es, '/trading/forex'), { locale: 'en', href: '/en' });
  const au = languageOptions('en-au').options.find((o) => o.code === 'zh-hant-au')!;
  t.same(languageTarget(au, '/about'), { locale: 'zh-hant', href: '/zh-hant' });
});

t.test('the short label of the narrow bar', async (t) => {
  t.equal(shortLanguageLabel('en'), 'EN');
  t.equal(shortLanguageLabel('en-in'), 'EN');
  t.equal(shortLanguageLabel('eng'), 'EN');
  t.equal(shortLanguageLabel('zh-hans-cn'), '简');
  t.equal(shortLanguageLabel('cht'), '繁');
  t.equal(shortLanguageLabel('zh-hant-tw'), '繁');
  t.equal(shortLanguageLabel('tl'), 'TL');
  t.equal(shortLanguageLabel('ar'), 'AR');
});
