// The company pages (spec 2.2 'About').
import { brand } from '../brand.ts';
import { defineFamily, definePage as page } from '../route-entry.ts';

const b = brand.slug;

export const aboutRoutes = defineFamily({ llms: 'Company' }, [
  page('about/achievement', 'about/achievement-page'),
  page('about/company', 'about/company-page'),
  page('about/company/{id*}', 'about/company-news-page'),
  page('about/contact-us', 'about/contact-us-page'),
  page('about/legal-document', 'about/legal-document-page'),
  page('about/privacy-policy', 'about/privacy-policy-page'),
  page('about/regulatory-supervision', 'about/regulatory-supervision-page'),
  page('about/sponsorship', 'about/sponsorship-page'),
  // Before the catch-all, so the partnership has its own page.
  page(`about/sponsorship/${b}-and-${brand.sponsoredTeam}`, 'about/partnership-page'),
  page('about/sponsorship/{id*}', 'about/sponsorship-item-page'),
  page(`about/why-choose-${b}`, 'about/why-choose-page', { sectionHome: true }),
  page('about/career', 'about/career-page'),
  page(`about/${brand.sponsoredTeam}`, 'about/partnership-page'),
]);
