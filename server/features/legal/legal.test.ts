import t from 'tap';
import Fastify from 'fastify';
import { contentFeature } from '../content/index.ts';
import { legalFeature } from './index.ts';
import { documentPath, documentsOf, legalDocuments } from '../../../shared/company/legal-documents.ts';
import { entities, regulatedEntities } from '../../../shared/company/entities.ts';
import { siteCookies } from '../../../shared/cookies.ts';

const app = Fastify({ logger: false });
await app.register(contentFeature);
await app.register(legalFeature);
await app.ready();
t.teardown(() => app.close());

t.test('at least 8 documents for every regulated entity, 10 for Australia', async (t) => {
  for (const e of regulatedEntities) t.ok(documentsOf(e).length >= 8, `${e.id}: ${documentsOf(e).length}`);
  t.equal(documentsOf(entities.find((e) => e.id === 'au')!).length, 10);
  t.equal(documentsOf(entities.find((e) => e.id === 'operating')!).length, 0, 'the operating company publishes none');
});

t.test('every document is served with its type, disposition, caching, version and the register facts', async (t) => {
  for (const d of legalDocuments) {
    const res = await app.inject({ method: 'GET', url: documentPath(d) });
    t.equal(res.statusCode, 200, documentPath(d));
    t.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    t.equal(res.headers['content-disposition'], `inline; filename="velora-markets-${d.entity}-${d.kind}-v${d.version}.html"`);
    t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    t.match(res.headers['content-security-policy'], /default-src 'none'/);
    t.ok(res.headers.etag);
    t.match(res.body, `Version <span data-version>${d.version}</span>`);
    t.match(res.body, `<time datetime="${d.effective}">`);
    t.match(res.body, /@media print/);
    t.notMatch(res.body, /\{\{/, 'no placeholder left');
    const e = entities.find((x) => x.id === d.entity)!;
    t.match(res.body, e.legalName);
    t.match(res.body, `licence No. ${e.licence!.number}`);
  }
});

t.test('download: attachment; conditional requests; unknown or outdated versions 404', async (t) => {
  const d = legalDocuments[0]!;
  const res = await app.inject({ method: 'GET', url: `${documentPath(d)}?download=1` });
  t.equal(res.headers['content-disposition'], `attachment; filename="velora-markets-${d.entity}-${d.kind}-v${d.version}.html"`);
  const again = await app.inject({ method: 'GET', url: documentPath(d), headers: { 'if-none-match': String(res.headers.etag) } });
  t.equal(again.statusCode, 304);
  for (const url of ['/legal/au/client-agreement-v1.0.html', '/legal/operating/client-agreement-v4.2.html', '/legal/xx/a.html', '/legal/vu/product-disclosure-statement-v3.3.html']) {
    const r = await app.inject({ method: 'GET', url });
    t.equal(r.statusCode, 404, url);
    t.match(r.json(), { error: 'not_found' });
  }
});

t.test('the cookie policy carries the table generated from the cookie definitions', async (t) => {
  const d = legalDocuments.find((x) => x.kind === 'cookie-policy')!;
  const body = (await app.inject({ method: 'GET', url: documentPath(d) })).body;
  for (const c of siteCookies) t.match(body, `<td><code>${c.name}</code></td>`);
  t.match(body, '<td>365 days</td>');
  t.match(body, '<td>30 days</td>');
});
