import t from 'tap';
import { entityNames, hoursText } from './entity-names.ts';
import { entities } from '../../../shared/company/entities.ts';

t.test('opening hours in the page language, from schema.org hours', async (t) => {
  t.equal(hoursText('en', 'Mo-Fr 09:00-17:30'), 'Mon – Fri 09:00–17:30');
  t.equal(hoursText('de', 'Mo-Fr 08:30-17:00'), 'Mo – Fr 08:30–17:00');
  t.equal(hoursText('en', 'Sa 10:00-14:00'), 'Sat 10:00–14:00', 'a single day');
  t.equal(hoursText('en', 'weekdays'), 'weekdays', 'an unknown form is shown as written');
});

t.test('every entity has its country, hours and site versions named', async (t) => {
  for (const locale of ['en', 'de', 'ar', 'zh-hant-mo'] as const) {
    const names = entityNames(locale);
    for (const e of entities) {
      t.ok(names.countries[e.address.addressCountry], `${locale}: ${e.address.addressCountry}`);
      t.ok(names.hours[e.openingHours], `${locale}: ${e.openingHours}`);
      for (const site of e.locales) t.ok(names.sites[site]?.name, `${locale}: ${site}`);
    }
  }
  t.equal(entityNames('en').countries.AU, 'Australia');
  t.equal(entityNames('de').countries.AU, 'Australien');
  t.equal(entityNames('en').sites.de?.name, 'German (Germany)');
  t.equal(entityNames('de').sites.de?.name, 'Deutsch (Deutschland)');
  t.notOk(Object.values(entityNames('en').sites).some((s) => s.english), 'English pages mark nothing as English');
});

t.test('the names are plain data: they travel in the hydration block unchanged', async (t) => {
  const names = entityNames('ar');
  t.same(JSON.parse(JSON.stringify(names)), names);
});
