// The document preloads the web-font files its language's first screen draws with (issue 35):
// Inter's Latin face for Latin-script languages (with its Vietnamese cuts for vi), the site's cut
// of Noto Sans Arabic / Thai and Inter's Latin for ar and th, nothing for the CJK languages
// (system fonts). Needs the production build (dist/).
import t from 'tap';
import { buildTestApp } from '../../test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const preloads = async (url: string) => {
  const res = await app.inject({ url });
  t.equal(res.statusCode, 200, url);
  return [...res.body.matchAll(/<link rel="preload" href="([^"]+)" as="font"[^>]*>/g)].map((m) => m[0]);
};

t.test('the font preloads of a page are the faces of its language', async (t) => {
  const cases: [string, RegExp[]][] = [
    ['/en', [/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/]],
    ['/de/about/company', [/inter-latin-wght-normal-/]],
    ['/vi/trading/forex', [/inter-latin-wght-normal-/, /inter-vietnamese-wght-normal-site-[0-9a-f]{8}-/, /inter-latin-ext-wght-normal-site-[0-9a-f]{8}-/]],
    ['/ar', [/\/assets\/noto-sans-arabic-arabic-wght-normal-site-[0-9a-f]{8}-[\w-]+\.woff2/, /inter-latin-wght-normal-/]],
    ['/th/trading/forex', [/noto-sans-thai-thai-wght-normal-site-[0-9a-f]{8}-/, /inter-latin-wght-normal-/]],
  ];
  for (const [url, faces] of cases) {
    const links = await preloads(url);
    t.equal(links.length, faces.length, `${url}: ${faces.length} font preload(s)`);
    faces.forEach((face, i) => t.match(links[i], face, `${url}: face ${i + 1}`));
    for (const l of links) t.match(l, /crossorigin="" type="font\/woff2"/, 'CORS mode, as fonts are fetched');
  }
  for (const url of ['/zh-hans', '/cht', '/ko']) t.same(await preloads(url), [], `${url}: system CJK fonts, no preload`);
});
