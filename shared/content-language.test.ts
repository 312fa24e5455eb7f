import t from 'tap';
import { itemLangAttribute } from './content-language.ts';

t.test('an item in the page language gets no lang attribute', async (t) => {
  t.equal(itemLangAttribute('en', 'en'), undefined);
  t.equal(itemLangAttribute('en', 'en-in'), undefined, 'every English locale reads English');
  t.equal(itemLangAttribute('zh-hant', 'zh-hant-tw'), undefined, 'same message language');
  t.equal(itemLangAttribute('zh-hans', 'zh-hans-cn'), undefined);
  t.equal(itemLangAttribute(undefined, 'de'), undefined, 'unknown language: nothing claimed');
});

t.test('an item in another language is marked with its own tag', async (t) => {
  t.equal(itemLangAttribute('en', 'de'), 'en-US', 'English fallback on a German page');
  t.equal(itemLangAttribute('en', 'ar'), 'en-US');
  t.equal(itemLangAttribute('zh-hant', 'zh-hans'), 'zh-Hant');
  t.equal(itemLangAttribute('fr', 'en'), 'fr-FR');
  t.equal(itemLangAttribute('es', 'en'), 'es', 'a language without a locale keeps its spelling');
});
