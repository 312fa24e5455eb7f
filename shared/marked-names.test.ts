import t from 'tap';
import { markedFacts, sentenceParts } from './marked-names.ts';

t.test('a sentence is cut around its English names, other facts stay plain', async (t) => {
  const facts = { name: 'Velora Markets (V) Ltd', regulator: 'Vanuatu Financial Services Commission (VFSC)' };
  const marked = markedFacts(facts, ['regulator']);
  t.equal(marked.name, facts.name);
  t.not(marked.regulator, facts.regulator);
  // What a translation function would make of 'von der {{regulator}} reguliert ({{name}})'.
  const sentence = `reguliert von der ${marked.regulator} (${marked.name}).`;
  t.same(sentenceParts(sentence, facts), [
    { text: 'reguliert von der ' },
    { text: 'Vanuatu Financial Services Commission (VFSC)', english: true },
    { text: ' (Velora Markets (V) Ltd).' },
  ]);
});

t.test('an empty fact is not marked, a sentence without names is one part', async (t) => {
  t.equal(markedFacts({ regulator: '' }, ['regulator']).regulator, '');
  t.same(sentenceParts('plain', {}), [{ text: 'plain' }]);
});

t.test('official names in a translated text are found, with their abbreviation', async (t) => {
  const { englishNameParts, officialEnglishNames } = await import('./marked-names.ts');
  const de = 'Keine Gesellschaft ist von der Financial Conduct Authority (FCA) zugelassen; der Financial Ombudsman Service gilt nicht.';
  t.same(englishNameParts(de, officialEnglishNames), [
    { text: 'Keine Gesellschaft ist von der ' },
    { text: 'Financial Conduct Authority (FCA)', english: true },
    { text: ' zugelassen; der ' },
    { text: 'Financial Ombudsman Service', english: true },
    { text: ' gilt nicht.' },
  ]);
  // The longer name wins over its prefix.
  t.same(englishNameParts('die Financial Services Commission of Mauritius (FSC)', officialEnglishNames).filter((p) => p.english), [
    { text: 'Financial Services Commission of Mauritius (FSC)', english: true },
  ]);
  t.same(englishNameParts('kein Name', officialEnglishNames), [{ text: 'kein Name' }]);
  t.same(englishNameParts('the Data Protection Officer', officialEnglishNames), [{ text: 'the Data Protection Officer' }], 'whole words only');
});
