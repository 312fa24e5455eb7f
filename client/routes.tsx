// The react-router route objects, generated from the shared route table. Page modules are lazy,
// so a page ships only its own code; the server resolves them before rendering and the browser
// before hydrating.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { routes as table, type PageModule, type RouteEntry } from '../shared/routes.ts';
import { localeLoader, pageLoader, rootLoader, unmatchedLoader } from './data/loaders.ts';
import { Root, RootErrorBoundary } from './root.tsx';
import { LocaleLayout, LocaleErrorBoundary } from './frame/locale-layout.tsx';

/** What a page module exports: its component and, optionally, its own loader. */
export interface PageModuleExports {
  default: React.ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
}

// Every page module under pages/ is found by its file name (*-page.tsx): the route table names
// it ('academy/article-page'), so adding a page never edits this file.
const found = import.meta.glob<PageModuleExports>('./pages/**/*-page.tsx');

/** Each page module with its source path (the build manifest key for preloading). */
export const pageModules: Record<PageModule, { load: () => Promise<PageModuleExports>; src: string }> = Object.fromEntries(
  Object.entries(found).map(([file, load]) => [file.slice('./pages/'.length, -'.tsx'.length), { load, src: `client/${file.slice(2)}` }]),
);

/** The react-router pattern for a table path: literal-prefixed parameters are validated by the loader. */
export function routerPath(path: string): string {
  const out: string[] = [];
  for (const seg of path.split('/')) {
    const m = /^(.*)\{id(\*)?\}$/.exec(seg);
    if (!m) out.push(seg);
    else if (m[2]) {
      out.push('*');
      break;
    } else out.push(m[1] ? ':slug' : ':id');
  }
  return out.join('/');
}

export interface RouteHandle {
  page: PageModule;
  entry?: RouteEntry;
}

function pageRoute(entry: RouteEntry): RouteObject {
  const mod = pageModules[entry.page];
  if (!mod) throw new Error(`Route ${entry.path}: no page module client/pages/${entry.page}.tsx`);
  const base = {
    id: entry.name,
    handle: { page: entry.page, entry } satisfies RouteHandle,
    // The loader comes with the module (its own, else the generic page loader); react-router
    // resolves lazy before running loaders, on the server and in the browser.
    lazy: async () => {
      const m = await mod.load();
      return { Component: m.default, loader: m.loader ?? pageLoader };
    },
  };
  return entry.path === '' ? { ...base, index: true } : { ...base, path: routerPath(entry.path) };
}

function pageRoutes(): RouteObject[] {
  const seen = new Set<string>();
  const out: RouteObject[] = [];
  for (const entry of table) {
    const key = entry.path === '' ? '' : routerPath(entry.path);
    if (seen.has(key)) continue; // e.g. two prefixed patterns under one parent share ':slug'
    seen.add(key);
    out.push(pageRoute(entry));
  }
  out.push({ id: 'unmatched', path: '*', loader: unmatchedLoader });
  return out;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    // Site settings never change within a visit.
    shouldRevalidate: () => false,
    children: [
      {
        id: 'locale',
        path: ':locale',
        loader: localeLoader,
        Component: LocaleLayout,
        ErrorBoundary: LocaleErrorBoundary,
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.locale !== nextParams.locale,
        children: pageRoutes(),
      },
    ],
  },
];
