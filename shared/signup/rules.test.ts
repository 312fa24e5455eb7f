import t from 'tap';
import en from '../countries/countries.en.json' with { type: 'json' };
import type { CountryEntry } from '../countries/index.ts';
import {
  appendCampaignCode,
  countryFromLocation,
  countryListLanguage,
  defaultCountry,
  EBOOK_REFERRAL_CODE,
  isUkCountry,
  referralCode,
  registrationLanguage,
  searchCountries,
  searchPhoneCodes,
} from './rules.ts';

const list = en as CountryEntry[];

t.test('country-list language per locale (section 4)', async (t) => {
  for (const l of ['en-in', 'eng', 'en-mo', 'en-tw', 'en-au']) t.equal(countryListLanguage(l), 'en', l);
  for (const l of ['cht', 'zh-hant-mo', 'zh-hant-tw', 'zh-hant-au', 'zh-hant-nz']) t.equal(countryListLanguage(l), 'zh-Hant', l);
  for (const l of ['zh-hans-au', 'zh-hans-nz', 'zh-hans-cn']) t.equal(countryListLanguage(l), 'zh-Hans', l);
  for (const l of ['en', 'fr', 'ar', 'zh-hans', 'zh-hant', 'xx', '']) t.equal(countryListLanguage(l), 'en', `${l || '(empty)'}: anything else`);
});

t.test('payload language by locale', async (t) => {
  t.equal(registrationLanguage('en'), 'en');
  t.equal(registrationLanguage('fr'), 'en');
  t.equal(registrationLanguage('cht'), 'zh_Hant');
  t.equal(registrationLanguage('zh-hant-tw'), 'zh_Hant');
  t.equal(registrationLanguage('zh-hant'), 'zh_Hant');
  t.equal(registrationLanguage('zh-hans'), 'zh-hans');
  t.equal(registrationLanguage('zh-hans-cn'), 'zh-hans');
});

t.test('default country: BO, else the first entry; the location overrides when it matches', async (t) => {
  t.equal(defaultCountry(list)?.classname, 'bo');
  const noBo = list.filter((e) => e.classname !== 'bo');
  t.equal(defaultCountry(noBo), noBo[0]);
  t.equal(defaultCountry([]), undefined);
  t.equal(countryFromLocation(list, 'SG')?.value, 'Singapore', 'lower-cased match');
  t.equal(countryFromLocation(list, 'gb')?.phoneCo, '+44');
  t.equal(countryFromLocation(list, 'XX'), undefined, 'no such entry');
  t.equal(countryFromLocation(list, undefined), undefined);
  t.equal(countryFromLocation(list, ''), undefined);
  t.equal(countryFromLocation(list, 42), undefined);
});

t.test('country search: case-insensitive substring on the name', async (t) => {
  t.same(searchCountries(list, 'KINGDOM').map((e) => e.classname), ['gb']);
  t.ok(searchCountries(list, 'land').length > 5);
  t.ok(searchCountries(list, 'land').every((e) => /land/i.test(e.country)));
  t.equal(searchCountries(list, '').length, list.length, 'empty term keeps all');
  t.equal(searchCountries(list, '  ').length, list.length);
  t.same(searchCountries(list, 'zzzz'), [], 'no results');
  const zh = [{ classname: 'gb', country: '英國', value: 'United Kingdom', phoneCo: '+44' }];
  t.equal(searchCountries(zh, '英').length, 1, 'native names');
  t.equal(searchCountries(zh, 'united').length, 1, 'English value as well on a translated list');
});

t.test('phone-code search: substring on the dial code', async (t) => {
  t.ok(searchPhoneCodes(list, '44').some((e) => e.classname === 'gb'));
  t.ok(searchPhoneCodes(list, '+44').every((e) => e.phoneCo.includes('+44')));
  t.ok(searchPhoneCodes(list, '1').some((e) => e.classname === 'us'));
  t.same(searchPhoneCodes(list, '+999999'), []);
  t.equal(searchPhoneCodes(list, '').length, list.length);
});

t.test('referral_code rule (section 9)', async (t) => {
  t.equal(referralCode('ABC123', 3), 'ABC123', 'the cookie wins');
  t.equal(referralCode(undefined, 1), EBOOK_REFERRAL_CODE);
  t.equal(referralCode('', 2), EBOOK_REFERRAL_CODE);
  t.equal(referralCode(undefined, 0), '');
  t.equal(referralCode(undefined, undefined), '');
  t.equal(referralCode(null, Number.NaN), '');
  t.equal(referralCode('bad value;x', 1), EBOOK_REFERRAL_CODE, 'a value the schema would refuse counts as none');
  t.equal(referralCode('<script>', undefined), '');
});

t.test('campaign_code appending (section 9)', async (t) => {
  t.equal(appendCampaignCode('https://p.example/a?session=1', 'summer'), 'https://p.example/a?session=1&campaign_code=summer');
  t.equal(appendCampaignCode('https://p.example/a?session=1', undefined), 'https://p.example/a?session=1');
  t.equal(appendCampaignCode('https://p.example/a?session=1', ''), 'https://p.example/a?session=1');
  t.equal(appendCampaignCode('https://p.example/a', 'x'), 'https://p.example/a?campaign_code=x', 'no query yet');
  t.equal(appendCampaignCode('https://p.example/a?', 'x'), 'https://p.example/a?campaign_code=x');
  t.equal(appendCampaignCode('https://p.example/a?s=1#top', 'x'), 'https://p.example/a?s=1&campaign_code=x#top');
  const evil = appendCampaignCode('https://p.example/a?s=1', 'x&redirect=https://evil.example/#/../');
  const u = new URL(evil);
  t.equal(u.origin, 'https://p.example');
  t.equal(u.pathname, '/a');
  t.equal(u.hash, '');
  t.equal(u.searchParams.get('campaign_code'), 'x&redirect=https://evil.example/#/../', 'the value stays one parameter');
  t.equal(u.searchParams.get('redirect'), null);
  t.equal(new URL(appendCampaignCode('https://p.example/a?s=1', '春季 活动')).searchParams.get('campaign_code'), '春季 活动');
});

t.test('UK values (section 9)', async (t) => {
  for (const v of ['UK', 'GB', 'uk', 'United Kingdom']) t.ok(isUkCountry(v), v);
  for (const v of ['gb', 'SG', '', undefined, null, 'United States']) t.notOk(isUkCountry(v), String(v));
});
