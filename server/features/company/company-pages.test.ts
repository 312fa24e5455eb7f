// The entity register as rendered: the footer, the regulatory page and the Organization JSON-LD
// of real pages name the same entities, licence numbers and addresses (nothing typed twice), and
// the about pages answer in every message language. Runs on the production build (dist/).
import t from 'tap';
import { entities, formatAddress } from '../../../shared/company/entities.ts';
import { documentPath, legalDocuments } from '../../../shared/company/legal-documents.ts';
import { siteCookies } from '../../../shared/cookies.ts';
import { buildTestApp, crawlerUA } from '../../test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
  return { status: res.statusCode, body: res.body };
};
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}
function footerOf(html: string): string {
  const at = html.indexOf('<footer');
  return decode(html.slice(at, html.indexOf('</footer>', at)));
}

t.test('footer, regulatory page and JSON-LD agree with the register', async (t) => {
  for (const locale of ['en', 'ar', 'zh-hant-tw', 'de']) {
    const page = await get(`/${locale}/about/regulatory-supervision`);
    t.equal(page.status, 200, locale);
    const html = decode(page.body);
    const footer = footerOf(page.body);
    const org = jsonLd(page.body).find((n) => n['@type'] === 'FinancialService')!;
    const subs = org.subOrganization as { legalName: string; identifier: string; address: { streetAddress: string }; hasCredential?: { identifier: string; recognizedBy: { url: string } } }[];
    t.equal(subs.length, entities.length, `${locale}: one subOrganization per entity`);
    for (const e of entities) {
      t.match(footer, `data-entity="${e.id}"`, `${locale} footer lists ${e.id}`);
      t.match(footer, e.legalName);
      t.match(footer, e.email);
      const sub = subs.find((s) => s.legalName === e.legalName);
      t.ok(sub, `${locale} JSON-LD lists ${e.legalName}`);
      t.equal(sub?.identifier, e.registration);
      t.equal(sub?.address.streetAddress, e.address.streetAddress);
      t.match(html, `<th scope="col" data-entity="${e.id}">${e.legalName}</th>`, `${locale} regulatory table column ${e.id}`);
      if (e.licence && e.regulator) {
        t.match(footer, e.licence.number, `${locale} footer licence ${e.licence.number}`);
        if (e.sample) t.notOk(sub?.hasCredential, `${locale}: the sample licence of ${e.id} is not published as a recognised credential`);
        else {
          t.equal(sub?.hasCredential?.identifier, e.licence.number);
          t.equal(sub?.hasCredential?.recognizedBy.url, e.regulator.registerUrl);
        }
        t.match(html, `data-licence="${e.licence.number}"`, 'the regulatory page links the licence');
        t.match(html, `href="${e.regulator.registerUrl}"`, 'to the public register');
      }
    }
    t.match(html, 'data-testid="your-entity"');
  }
});

t.test('the English footer sentence is built from the register (no licence typed in messages)', async (t) => {
  const footer = footerOf((await get('/en')).body);
  const au = entities.find((e) => e.id === 'au')!;
  t.match(footer.replace(/<[^>]+>/g, ''), `${au.legalName} (${au.registration}) is authorised and regulated by the ${au.regulator!.name} (ASIC), ${au.licence!.type} No. ${au.licence!.number}. Registered office: ${formatAddress(au)}.`);
  // On a translated page the official English names are marked (WCAG 3.1.2), and the sample notice is there.
  const de = footerOf((await get('/de')).body);
  t.match(de, `<span lang="en" dir="ltr">${au.regulator!.name} (ASIC)</span>`);
  t.match(de, `<span lang="en" dir="ltr">${au.licence!.type}</span>`);
  t.match(de, 'data-testid="sample-notice"');
});

t.test('contact page: form, offices from the register, ContactPage JSON-LD', async (t) => {
  for (const locale of ['en', 'ar', 'cht']) {
    const page = await get(`/${locale}/about/contact-us`);
    t.equal(page.status, 200);
    t.match(page.body, /<form class="contact-form"/);
    const contact = jsonLd(page.body).find((n) => n['@type'] === 'ContactPage') as { mainEntity: { contactPoint: { telephone: string }[] } } | undefined;
    t.ok(contact, `${locale}: ContactPage`);
    t.same(contact?.mainEntity.contactPoint.map((p) => p.telephone), entities.map((e) => e.telephone));
    for (const e of entities) t.match(page.body, `href="tel:${e.telephone.replace(/[^+\d]/g, '')}"`);
  }
});

t.test('legal documents page links every document; privacy page has the generated cookie table', async (t) => {
  const docs = await get('/fr/about/legal-document');
  t.equal(docs.status, 200);
  for (const d of legalDocuments) t.match(docs.body, `href="${documentPath(d)}?download=1"`);
  t.match(docs.body, 'data-testid="english-prevails"');
  const privacy = await get('/ko/about/privacy-policy');
  t.equal(privacy.status, 200);
  for (const c of siteCookies) t.match(privacy.body, `data-cookie="${c.name}"`);
  t.match(privacy.body, /<div class="legal-text" lang="en" dir="ltr">/, 'the English policy is marked lang="en"');
});

t.test('company news (tag 3 through the API): list, detail pages, unknown slug 404', async (t) => {
  const list = await get('/en/about/company');
  t.equal(list.status, 200);
  const links = [...list.body.matchAll(/href="(\/en\/about\/company\/[a-z0-9-]+)"/g)].map((m) => m[1]!);
  t.ok(links.length >= 3, `${links.length} news links`);
  const detail = await get(links[0]!);
  t.equal(detail.status, 200);
  t.ok(jsonLd(detail.body).some((n) => n['@type'] === 'NewsArticle'), 'NewsArticle JSON-LD');
  for (const url of ['/en/about/company/no-such-news', '/en/about/company/a/b/c', '/de/about/company/forex-eur-usd-1']) {
    t.equal((await get(url)).status, 404, url);
  }
});

t.test('awards, why choose, careers, warning, sponsorship and the partnership pages', async (t) => {
  const { awards } = await import('../../../shared/company/awards.ts');
  const { reasons } = await import('../../../shared/company/reasons.ts');
  const { jobBoardUrl } = await import('../../../shared/company/careers.ts');
  for (const locale of ['en', 'ar', 'zh-hans', 'th']) {
    const a = await get(`/${locale}/about/achievement`);
    t.equal(a.status, 200);
    for (const award of awards) t.match(a.body, `data-award="${award.id}"`);
    const why = await get(`/${locale}/about/why-choose-velora`);
    t.equal(why.status, 200);
    for (const r of reasons) t.match(why.body, `data-reason="${r.key}"`);
    for (const proof of new Set(reasons.map((r) => r.proof))) t.match(why.body, `href="/${locale}${proof}"`, `proof link ${proof}`);
    const careers = await get(`/${locale}/about/career`);
    t.match(careers.body, `href="${jobBoardUrl}"`);
    for (const e of entities) t.match(careers.body, `data-entity="${e.id}"`, 'locations from the register');
    const warning = await get(`/${locale}/warning`);
    t.match(warning.body, 'href="https://register.fca.org.uk/s/"');
    for (const path of ['about/sponsorship', 'about/sponsorship/velora-and-nets', 'about/nets']) t.equal((await get(`/${locale}/${path}`)).status, 200, path);
  }
  const nets = await get('/en/about/nets');
  const gallery = /<ul[^>]*data-testid="gallery"[^>]*>(.*?)<\/ul>/s.exec(nets.body)?.[1] ?? '';
  const imgs = [...gallery.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  t.equal(imgs.length, 6);
  for (const img of imgs) {
    t.match(img, /loading="lazy"/);
    t.match(img, /width="640" height="400"/);
    t.match(img, /src="\/assets\/nets-\d-[^"]+\.svg"/, 'our own asset, served by this site');
    t.match(img, /alt="[^"]+"/);
  }
});
