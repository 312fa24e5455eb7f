import t from 'tap';
import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, serializeJsonLd } from './json-ld.ts';

const origin = 'https://www.example.com';

t.test('serializeJsonLd cannot close the script element', async (t) => {
  const value = { name: '</script><script>alert(1)</script>', note: 'a & b <!-- c -->', ls: 'x\u2028y\u2029z' };
  const s = serializeJsonLd(value);
  t.notOk(/[<>&\u2028\u2029]/.test(s), 'no raw <, >, &, U+2028, U+2029');
  t.notOk(s.toLowerCase().includes('</script'));
  t.match(s, '\\u003c/script\\u003e');
  t.same(JSON.parse(s), value, 'round-trips');
  t.throws(() => serializeJsonLd(undefined));
});

t.test('organisation', async (t) => {
  const o = organizationJsonLd({
    origin: origin + '/',
    locale: 'cht',
    name: 'Velora Markets',
    description: 'Forex & CFD broker',
    offices: [
      { name: 'Velora Markets HK', streetAddress: '1 Queen’s Road', addressLocality: 'Hong Kong', addressCountry: 'HK', telephone: '+852 1234', openingHours: 'Mo-Fr 09:00-18:00' },
      { streetAddress: '2 Main St', addressLocality: 'Auckland', postalCode: '1010', addressCountry: 'NZ', openingHours: ['Mo-Fr 09:00-18:00', 'Sa 10:00-12:00'] },
    ],
    awards: ['Best Broker 2024', 'Best App 2025'],
    logoUrl: '/images/logo.png',
    sameAs: ['https://x.com/velora'],
  });
  t.equal(o['@context'], 'https://schema.org');
  t.equal(o['@type'], 'FinancialService');
  t.equal(o.url, 'https://www.example.com/cht');
  t.equal(o.logo, 'https://www.example.com/images/logo.png');
  t.same(o.award, ['Best Broker 2024', 'Best App 2025']);
  t.same(o.openingHours, ['Mo-Fr 09:00-18:00', 'Sa 10:00-12:00']);
  t.equal(o.telephone, '+852 1234');
  const addresses = o.address as Record<string, unknown>[];
  t.equal(addresses.length, 2);
  t.same(addresses[1], { '@type': 'PostalAddress', streetAddress: '2 Main St', addressLocality: 'Auckland', postalCode: '1010', addressCountry: 'NZ' });
  const dept = o.department as Record<string, unknown>[];
  t.equal(dept.length, 1, 'only named offices become departments');
  t.same(dept[0]!.openingHours, ['Mo-Fr 09:00-18:00']);
  t.same(organizationJsonLd({ origin, locale: 'en', name: 'n', description: 'd', offices: [], awards: [], logoUrl: 'https://cdn.example.com/l.png', sameAs: [], openingHours: 'Mo-Su' }).openingHours, ['Mo-Su']);
});

t.test('breadcrumb', async (t) => {
  const b = breadcrumbJsonLd(origin, [
    { name: 'Home', path: '/en' },
    { name: 'Trading', path: '/en/trading/range-of-markets' },
    { name: 'Forex', path: 'https://www.example.com/en/trading/forex' },
  ]);
  t.equal(b['@type'], 'BreadcrumbList');
  t.same(b.itemListElement, [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/en' },
    { '@type': 'ListItem', position: 2, name: 'Trading', item: 'https://www.example.com/en/trading/range-of-markets' },
    { '@type': 'ListItem', position: 3, name: 'Forex', item: 'https://www.example.com/en/trading/forex' },
  ]);
});

t.test('FAQ page', async (t) => {
  const f = faqPageJsonLd([{ question: 'What is leverage?', answer: 'Up to 1:500.' }]);
  t.same(f, {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [{ '@type': 'Question', name: 'What is leverage?', acceptedAnswer: { '@type': 'Answer', text: 'Up to 1:500.' } }],
  });
});
