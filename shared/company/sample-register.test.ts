// Issue 31: sample register data cannot be mistaken for real: marked sample, placeholder numbers,
// .example contacts, register links to the register's home (never a search for a made-up number).
import t from 'tap';
import { entities, registerIsSample } from './entities.ts';
import { privacyFacts } from './privacy.ts';

t.test('the sample register is marked and its facts are obvious placeholders', async (t) => {
  t.equal(registerIsSample, true);
  for (const e of entities) {
    t.equal(e.sample, true, `${e.id}: marked sample`);
    t.match(e.email, /@[a-z0-9.-]+\.example$/, `${e.id}: e-mail on .example`);
    t.match(privacyFacts[e.id].dpoEmail, /\.example$/, `${e.id}: DPO e-mail on .example`);
    t.match(e.registration, /SAMPLE|000 000 000/, `${e.id}: registration a placeholder`);
    t.match(e.address.streetAddress, /Example|Sample/, `${e.id}: street a placeholder`);
    if (e.licence) t.match(e.licence.number, /^SAMPLE-\d{6}$/, `${e.id}: licence a placeholder`);
    if (e.regulator) {
      const url = new URL(e.regulator.registerUrl);
      t.equal(url.search, '', `${e.id}: no search query`);
      t.notOk(e.licence && e.regulator.registerUrl.includes(e.licence.number), `${e.id}: no made-up number in the link`);
    }
    // +61 2 5550 xxxx is ACMA's range for fictional use; elsewhere the subscriber digits are zeros.
    t.match(e.telephone, e.address.addressCountry === 'AU' ? /^\+61 2 5550 \d{4}$/ : /^\+\d{3}( 0+)+$/, `${e.id}: telephone fictional`);
  }
});
