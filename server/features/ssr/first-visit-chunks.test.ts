// What a first visit loads (vite.config.ts: "no page loads zod on a first visit"): the static
// imports of every page module, as the build's manifest lists them, hold neither zod nor
// libphonenumber-js's metadata. A page that needs a schema imports it when its loader runs (in
// the browser only on a navigation: calendar-answer.ts, research-feeds.ts) or when a visitor
// starts on a form (contact-check.ts, the sign-up dialog). Reads the build (run `npm run build`).
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../../../shared/routes.ts';

const dist = join(import.meta.dirname, '../../../dist/client');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean }>;

/** What a chunk holds that a first visit should not load. */
function heavy(key: string): string | null {
  const code = readFileSync(join(dist, manifest[key]!.file), 'utf8');
  if (/\$ZodType|ZodError/.test(code)) return 'zod';
  if (code.includes('country_calling_codes')) return 'libphonenumber-js metadata';
  return null;
}

function staticGraph(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticGraph(next, seen);
  return seen;
}

/** The page modules of the route table (a module per route family, 'academy/article-page'). */
const pages = [...new Set(routes.map((route) => `client/pages/${route.page}.tsx`))].filter((key) => manifest[key]);

t.ok(pages.length > 40, `${pages.length} page modules in the manifest`);
t.ok(Object.keys(manifest).some((key) => heavy(key) === 'zod'), 'the build has a zod chunk (the check can see one)');
for (const page of pages) {
  const found = [...staticGraph(page)].map((key) => [key, heavy(key)] as const).filter(([, what]) => what);
  t.same(found, [], `${page}: its first JavaScript has no zod or phone metadata`);
}
for (const entry of ['client/entry-client.tsx', 'client/boot.ts']) {
  t.same([...staticGraph(entry)].filter((key) => heavy(key)), [], `${entry}: neither`);
}
