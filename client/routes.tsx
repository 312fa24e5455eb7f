// The react-router route objects, generated from the shared route table. Page modules are lazy,
// so a page ships only its own code; the server resolves them before rendering and the browser
// before hydrating.
import type { RouteObject } from 'react-router';
import { routes as table, type PageModule, type RouteEntry } from '../shared/routes.ts';
import { localeLoader, pageLoader, rootLoader, unmatchedLoader } from './data/loaders.ts';
import { Root, RootErrorBoundary } from './root.tsx';
import { LocaleLayout, LocaleErrorBoundary } from './frame/locale-layout.tsx';

type LazyPage = () => Promise<{ default: React.ComponentType }>;

/** Each page module with its source path (the build manifest key for preloading). */
export const pageModules: Record<PageModule, { load: LazyPage; src: string }> = {
  home: { load: () => import('./pages/home/home-page.tsx'), src: 'client/pages/home/home-page.tsx' },
  forex: { load: () => import('./pages/trading/forex-page.tsx'), src: 'client/pages/trading/forex-page.tsx' },
  'metatrader-4': { load: () => import('./pages/platform/metatrader-4-page.tsx'), src: 'client/pages/platform/metatrader-4-page.tsx' },
  market: { load: () => import('./pages/markets/market-page.tsx'), src: 'client/pages/markets/market-page.tsx' },
  content: { load: () => import('./pages/content/content-page.tsx'), src: 'client/pages/content/content-page.tsx' },
  'test-slow': { load: () => import('./pages/test/slow-page.tsx'), src: 'client/pages/test/slow-page.tsx' },
  'test-throw': { load: () => import('./pages/test/throw-page.tsx'), src: 'client/pages/test/throw-page.tsx' },
};

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
  const base = {
    id: entry.name,
    loader: pageLoader,
    handle: { page: entry.page, entry } satisfies RouteHandle,
    lazy: async () => ({ Component: (await mod.load()).default }),
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
