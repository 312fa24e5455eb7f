import t from 'tap';
import en from './countries.en.json' with { type: 'json' };
import zhHant from './countries.zh-Hant.json' with { type: 'json' };
import zhHans from './countries.zh-Hans.json' with { type: 'json' };
import { existsSync } from 'node:fs';
import { COUNTRY_LIST_SIZE, flagCode, type CountryEntry } from './index.ts';
import { buildCountryList } from '../../build/countries.ts';

const lists: Record<string, CountryEntry[]> = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans };

for (const [language, list] of Object.entries(lists)) {
  t.test(`${language}: 254 well-formed entries`, async (t) => {
    t.equal(list.length, COUNTRY_LIST_SIZE);
    t.equal(COUNTRY_LIST_SIZE, 254);
    t.equal(new Set(list.map((e) => e.classname)).size, 254, 'unique codes');
    for (const e of list) {
      if (!/^[a-z]{2}$/.test(e.classname) || !/^\+\d{1,4}$/.test(e.phoneCo) || !e.country || !e.value) t.fail(`bad entry ${JSON.stringify(e)}`);
    }
    const gb = list.find((e) => e.classname === 'gb')!;
    t.equal(gb.value, 'United Kingdom', 'value is the English name');
    t.equal(gb.phoneCo, '+44');
    t.equal(list.find((e) => e.classname === 'us')!.phoneCo, '+1');
    t.equal(list.find((e) => e.classname === 'bo')!.phoneCo, '+591');
    t.equal(list.find((e) => e.classname === 'sg')!.phoneCo, '+65');
    t.equal(list.find((e) => e.classname === 'cn')!.phoneCo, '+86');
    t.equal(list.find((e) => e.classname === 'hk')!.phoneCo, '+852');
    t.equal(list.find((e) => e.classname === 'xk')!.phoneCo, '+383', 'Kosovo from libphonenumber');
    t.equal(list.find((e) => e.classname === 'aq')!.phoneCo, '+672', 'a territory without its own metadata');
  });
}

t.test('display names per language', async (t) => {
  const name = (list: CountryEntry[], c: string) => list.find((e) => e.classname === c)!.country;
  t.equal(name(en, 'de'), 'Germany');
  t.equal(name(zhHant, 'gb'), '英國');
  t.equal(name(zhHans, 'gb'), '英国');
  t.equal(name(zhHant, 'tw'), '台灣');
  t.equal(name(zhHans, 'us'), '美国');
  t.equal(zhHant.find((e) => e.classname === 'gb')!.value, 'United Kingdom', 'value stays English');
  t.same(new Set(en.map((e) => e.classname)), new Set(zhHans.map((e) => e.classname)), 'same entries in every language');
});

t.test('the generator reproduces the committed lists (same set and dial codes)', async (t) => {
  for (const language of ['en', 'zh-Hant', 'zh-Hans'] as const) {
    const fresh = buildCountryList(language);
    const key = (l: CountryEntry[]) => l.map((e) => `${e.classname}${e.phoneCo}${e.value}`).sort();
    t.same(key(fresh), key(lists[language]!), language);
  }
});

t.test('every entry has a flag in flag-icons', async (t) => {
  for (const e of en) {
    const file = new URL(`../../node_modules/flag-icons/flags/4x3/${flagCode(e.classname)}.svg`, import.meta.url);
    if (!existsSync(file)) t.fail(`no flag for ${e.classname}`);
  }
  t.equal(flagCode('ac'), 'sh');
  t.equal(flagCode('gb'), 'gb');
});
