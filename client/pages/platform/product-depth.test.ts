// Issue 31: the hub-x page and the news provider's page carry what a trader expects (what it is,
// features, how to access, costs, devices, FAQ) in every language; the provider page presents our
// description as ours and credits the provider only with its own stories.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';
import { visibleSegments } from '../../../server/test-support/english-runs.ts';
import { brand } from '../../../shared/brand.ts';
import { getLocale, localeCodes, type LocaleCode } from '../../../shared/locales.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

const oneLocalePerLanguage: LocaleCode[] = [];
const seen = new Set<string>();
for (const code of localeCodes) {
  const language = getLocale(code).messages[0]!;
  if (!seen.has(language)) (seen.add(language), oneLocalePerLanguage.push(code));
}

for (const page of ['hub-x', brand.newsProvider]) {
  t.test(`/platform/${page}: steps, prose sections and FAQ in all 14 languages, in the page's language`, async (t) => {
    t.equal(oneLocalePerLanguage.length, 14);
    for (const locale of oneLocalePerLanguage) {
      const html = main((await get(`/${locale}/platform/${page}`)).body);
      t.match(html, /data-section="steps"/, `${locale}: how to access`);
      t.ok((html.match(/accordion__chevron/g) ?? []).length >= 3, `${locale}: FAQ`);
      t.ok((html.match(/<h3/g) ?? []).length >= 6, `${locale}: features and steps`);
      t.ok((html.match(/prose-block__title/g) ?? []).length >= 3, `${locale}: what it is, costs, devices`);
      const text = visibleSegments(html).join(' ');
      const size = /^(zh|th|ko)/.test(getLocale(locale).tag) ? text.length : text.split(/\s+/).length;
      t.ok(size >= (/^(zh|th|ko)/.test(getLocale(locale).tag) ? 900 : 400), `${locale}: ${size} words or characters`);
      if (locale !== 'en') t.notMatch(html, /data-section="[^"]*"[^>]*lang="en"|<ol class="step-list" lang="en"/, `${locale}: no English fallback`);
    }
  });
}

t.test('the news provider page: our description, labelled as ours', async (t) => {
  const html = main((await get(`/en/platform/${brand.newsProvider}`)).body);
  t.match(html, /This is Velora Markets(&#x27;|'|’) own description of the service, not text from FXStreet\./);
  t.notMatch(html, /News and analysis are provided by FXStreet/, 'no claim that the site\'s news all comes from the provider');
});
