// Page families are rooms with walls (issue 36): a file under client/pages/<family>/ imports only
// its own family, client/ui, client/features, client/frame, client/data and shared/. Code two
// families use moves out to client/ui/ (generic UI) or client/features/<feature>/ (a domain part).
// Nothing outside client/pages/ imports a page family either (the route table finds page modules
// by file name), and the browser's code never imports the server render files (client/server-render/).
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseSync } from 'vite';

const root = join(import.meta.dirname, '../..');

/**
 * Named exceptions to the walls, each with its reason (none today). An entry no import needs any
 * more fails the test, so the list only shrinks.
 */
const pending: Record<string, string> = {};

export interface Edge {
  from: string;
  to: string;
}

/** Relative and root-relative specifiers a source file imports (static, re-exports, dynamic, type-only). */
export function specifiers(file: string, source: string): string[] {
  const parsed = parseSync(file, source);
  if (parsed.errors.length) throw new Error(`${file}: ${parsed.errors[0]!.message}`);
  const out = parsed.module.staticImports.map((i) => i.moduleRequest.value);
  for (const e of parsed.module.staticExports) for (const entry of e.entries) if (entry.moduleRequest) out.push(entry.moduleRequest.value);
  for (const d of parsed.module.dynamicImports) {
    const text = source.slice(d.moduleRequest.start, d.moduleRequest.end);
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(text);
    if (literal) out.push(literal[2]!);
  }
  return out.filter((s) => s.startsWith('.') || s.startsWith('/'));
}

/** Each import of a file in the tree as repository paths ('client/pages/home/home-page.tsx'). */
export function edges(files: readonly { path: string; source: string }[]): Edge[] {
  return files.flatMap(({ path, source }) =>
    specifiers(path, source).map((s) => ({ from: path, to: (s.startsWith('/') ? s.slice(1) : relative(root, resolve(root, dirname(path), s))).split(sep).join('/') })),
  );
}

const family = (path: string) => /^client\/pages\/([^/]+)\//.exec(path)?.[1];

/** Imports that break a wall, each said as a sentence. */
export function breaches(list: readonly Edge[]): string[] {
  const out: string[] = [];
  for (const { from, to } of list) {
    const a = family(from);
    const b = family(to);
    if (a && b && a !== b) out.push(`${from} (family ${a}) imports ${to} (family ${b})`);
    else if (!a && b && from.startsWith('client/')) out.push(`${from} (outside the page families) imports ${to} (family ${b})`);
    if (to.startsWith('client/server-render/') && from.startsWith('client/') && !from.startsWith('client/server-render/')) out.push(`${from} imports the server render file ${to}`);
  }
  return out;
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

t.test('the checker sees every kind of import and names the walls it crosses', async (t) => {
  const found = edges([
    {
      path: 'client/pages/trading/x-page.tsx',
      source: [
        "import { PriceTable } from '../markets/price-table.tsx';",
        "import type { Article } from '../home/types.ts';",
        "export { Tabs } from '../platform/tabs.tsx';",
        "const lazy = () => import('../media/player.tsx');",
        "import { Icon } from '../../ui/icons.tsx';",
        "import { useState } from 'react';",
        "import { own } from './own.ts';",
      ].join('\n'),
    },
    { path: 'client/ui/widget.tsx', source: "import { Card } from '../pages/academy/card.tsx';" },
    { path: 'client/frame/nav.tsx', source: "import { render } from '../server-render/entry-server.tsx';" },
    { path: 'client/server-render/entry-server.tsx', source: "import { words } from './intl-words-record.ts';" },
  ]);
  t.same(breaches(found), [
    'client/pages/trading/x-page.tsx (family trading) imports client/pages/markets/price-table.tsx (family markets)',
    'client/pages/trading/x-page.tsx (family trading) imports client/pages/home/types.ts (family home)',
    'client/pages/trading/x-page.tsx (family trading) imports client/pages/platform/tabs.tsx (family platform)',
    'client/pages/trading/x-page.tsx (family trading) imports client/pages/media/player.tsx (family media)',
    'client/ui/widget.tsx (outside the page families) imports client/pages/academy/card.tsx (family academy)',
    'client/frame/nav.tsx imports the server render file client/server-render/entry-server.tsx',
  ]);
});

t.test('no page family imports another family, and nothing else under client/ imports a family', async (t) => {
  const files = [...sources('client')].map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') }));
  t.ok(files.length > 200, `read ${files.length} files`);
  const list = edges(files);
  const waiting = list.filter((e) => e.to in pending);
  t.same(breaches(list.filter((e) => !(e.to in pending))), [], 'imports across walls');
  for (const [file, why] of Object.entries(pending)) {
    t.ok(waiting.some((e) => e.to === file), `pending exception ${file} (${why}) is still needed; remove it from the list once no import needs it`);
  }
});
