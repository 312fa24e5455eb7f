// The content store: files validated against their schemas, the locale's language chain with
// English fallback, and the /_content endpoint.
import t from 'tap';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { z } from 'zod';
import { loadContent } from './store.ts';
import { contentFeature, defaultContentDir } from './index.ts';

const schemas = { 'academy/glossary': z.object({ terms: z.array(z.object({ term: z.string().min(1) })) }) };

function tree(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  for (const [path, value] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return dir;
}

t.test('the repository content validates', async (t) => {
  t.doesNotThrow(() => loadContent(defaultContentDir));
});

t.test('a locale reads its language, else English, and says which', async (t) => {
  const store = loadContent(
    tree({
      'en/academy/glossary.json': { terms: [{ term: 'Pip' }] },
      'zh-Hant/academy/glossary.json': { terms: [{ term: '點' }] },
    }),
    schemas,
  );
  t.same(store.get('academy/glossary', 'zh-hant-tw'), { lang: 'zh-Hant', data: { terms: [{ term: '點' }] } });
  t.same(store.get('academy/glossary', 'de'), { lang: 'en', data: { terms: [{ term: 'Pip' }] } });
  t.equal(store.get('academy/nothing', 'en'), undefined);
  t.same(store.names(), ['academy/glossary']);
});

t.test('bad files stop the load, each named', async (t) => {
  const dir = tree({
    'en/academy/glossary.json': { terms: [{ term: '' }] },
    'en/academy/unknown.json': {},
    'xx/academy/glossary.json': {},
    'de/academy/glossary.json': '{ not json',
  });
  t.throws(() => loadContent(dir, schemas), /en\/academy\/glossary\.json: terms\.0\.term/);
  t.throws(() => loadContent(dir, schemas), /en\/academy\/unknown\.json: no schema/);
  t.throws(() => loadContent(dir, schemas), /xx: not a message language/);
  t.throws(() => loadContent(dir, schemas), /de\/academy\/glossary\.json: /);
});

t.test('GET /_content/{locale}/{name}.json', async (t) => {
  const store = loadContent(tree({ 'en/academy/glossary.json': { terms: [{ term: 'Pip' }] } }), schemas);
  const app = Fastify();
  await app.register(contentFeature, { store });
  t.teardown(() => app.close());
  const ok = await app.inject({ url: '/_content/ko/academy/glossary.json' });
  t.equal(ok.statusCode, 200);
  t.same(ok.json(), { lang: 'en', data: { terms: [{ term: 'Pip' }] } });
  const etag = ok.headers.etag as string;
  t.equal((await app.inject({ url: '/_content/ko/academy/glossary.json', headers: { 'if-none-match': etag } })).statusCode, 304);
  const badLocale = await app.inject({ url: '/_content/xx/academy/glossary.json' });
  t.equal(badLocale.statusCode, 404);
  t.equal(badLocale.json().field, 'locale');
  for (const url of ['/_content/en/academy/none.json', '/_content/en/../etc/passwd.json', '/_content/en/academy/glossary']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 404, url);
  }
});
