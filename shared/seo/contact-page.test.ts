import t from 'tap';
import { entities } from '../company/entities.ts';
import { contactPageJsonLd, openingHoursSpecification } from './contact-page.ts';

t.test('opening hours become a specification', async (t) => {
  t.same(openingHoursSpecification('Mo-Fr 09:00-17:30'), { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' });
  t.same(openingHoursSpecification('Sa 10:00-12:00'), { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '12:00' });
  t.equal(openingHoursSpecification('24/7'), undefined);
});

t.test('a ContactPage with one contact point per office of the register', async (t) => {
  const node = contactPageJsonLd({ url: 'https://x.test/en/about/contact-us', name: 'Contact', description: 'd', organizationId: 'https://x.test/en#organization', offices: entities, languages: ['en', 'zh-Hans'] });
  t.equal(node['@type'], 'ContactPage');
  const points = (node.mainEntity as { '@id': string; contactPoint: { telephone: string; email: string }[] });
  t.equal(points['@id'], 'https://x.test/en#organization');
  t.same(points.contactPoint.map((p) => p.telephone), entities.map((e) => e.telephone));
  t.same(points.contactPoint.map((p) => p.email), entities.map((e) => e.email));
});
