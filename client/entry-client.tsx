// Browser entry: read the hydration block, resolve the lazy page modules of the current URL
// (so hydration renders the page, not a fallback), then hydrate the whole document.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes.tsx';
import { servicesContext, type Messages, type Services } from './services.ts';
import { fetchTransport } from './data/api.ts';
import { DocumentContext, hydrationElementId, intlWordsElementId } from './document-context.ts';
import { adoptServerIntlWords, type IntlWords } from '../shared/intl-words.ts';
import { openAllGates } from './ui/hydrate-when-visible.tsx';
import { i18nFor } from './i18n.ts';
import { getLocale, isLocaleCode } from '../shared/locales.ts';
import type { HydrationPayload } from './hydration-data.ts';
import type { LocaleData, RootData } from './data/loaders.ts';
import { bundleMessages, bundleOfPath } from '../shared/message-bundles.ts';
import type { LocaleCode } from '../shared/locales.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
    /** Set by the boot script: settles once every chunk of the page has its preload link. */
    veloraPreloaded?: Promise<void>;
    /** Set by the boot script: the message bundles the hydration block leaves out, by URL. */
    veloraMessageBundles?: Map<string, Promise<unknown>>;
  }
}

const hydrationJson = document.getElementById(hydrationElementId)?.textContent ?? '{}';
const payload = JSON.parse(hydrationJson) as HydrationPayload;
window.__staticRouterHydrationData = payload.router;
// Formatters answer with the server's words for what the server formatted, so hydration matches
// whatever ICU this browser has (shared/intl-words.ts).
const intlWordsJson = document.getElementById(intlWordsElementId)?.textContent ?? '{}';
adoptServerIntlWords(JSON.parse(intlWordsJson) as IntlWords);

const messageCache = new Map<LocaleCode, Promise<Messages>>();
const services: Services = {
  api: fetchTransport.api,
  messages(locale) {
    let p = messageCache.get(locale);
    if (!p) {
      p = fetch(`/_i18n/${locale}/messages.json`)
        .then((r) => (r.ok ? (r.json() as Promise<Record<string, Messages>>) : Promise.reject(new Error(`Failed loading locale (${locale})`))))
        .then((all) => all[locale] ?? {});
      p.catch(() => messageCache.delete(locale));
      messageCache.set(locale, p);
    }
    return p;
  },
  async content(name, locale) {
    try {
      const res = await fetch(`/_content/${locale}/${name}.json`, { headers: { accept: 'application/json' } });
      return res.ok ? ((await res.json()) as never) : null;
    } catch {
      return null;
    }
  },
  site: () => (payload.router.loaderData.root as RootData).site,
  testRoutes: true, // the server decides; a test page the server refused never reaches the browser
};

/**
 * The routes the server rendered: the keys of its loader data are their ids. Matching the URL
 * against the whole table instead (flattening and ranking ~150 patterns) was a third of the
 * first long task on a phone. Error pages (a loader threw) still match the URL: their data
 * does not name every matched route.
 */
function renderedRoutes(): RouteObject[] {
  if (payload.router.errors) return matchRoutes(routes, window.location)?.map((m) => m.route) ?? [];
  const ids = new Set(Object.keys(payload.router.loaderData));
  const out: RouteObject[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.id && ids.has(route.id)) out.push(route);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return out;
}

/**
 * The route tree cut down to the rendered branch: creating the router with all ~150 page routes
 * flattened and ranked them before hydration (~120 ms of a phone's first long task). The rest
 * are patched in by react-router's route discovery on the first client navigation, all at once.
 */
function branchOf(list: RouteObject[], keep: Set<RouteObject>): RouteObject[] {
  return list
    .filter((route) => keep.has(route))
    .map((route) => (route.children ? { ...route, children: branchOf(route.children, keep) } : route));
}

function discoverTheRest(): NonNullable<Parameters<typeof createBrowserRouter>[1]>['patchRoutesOnNavigation'] {
  let done = false;
  return ({ patch }) => {
    if (done) return;
    done = true;
    const walk = (parentId: string | null, list: RouteObject[]) => {
      // patch() skips the routes the router already has (same id) and adds the others.
      patch(parentId, list.map((route) => (route.children ? { ...route, children: [] } : route)));
      for (const route of list) if (route.children?.length) walk(route.id!, route.children);
    };
    walk(null, routes);
  };
}

/**
 * Ends the current task: start-up runs as several tasks instead of one, so no single one blocks
 * the main thread for long (the page's modules, the router, the translator and hydration each
 * took 20-40 ms of a phone's main thread, and together one task).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Makes the frame's translator (i18next with the locale's messages) before hydration needs it. */
function warmTranslator(loaderData: Record<string, unknown>): void {
  for (const data of Object.values(loaderData)) {
    const d = data as { locale?: unknown; messages?: unknown } | null;
    if (d && isLocaleCode(d.locale) && d.messages && typeof d.messages === 'object') i18nFor(getLocale(d.locale).tag, d.messages as Messages);
  }
}

/**
 * Puts the message bundles back into their routes' data before the router reads it: the server
 * left them out of the hydration block and named their URLs (shared/message-bundles.ts). Should
 * a request fail, the locale's full messages (the client-side navigation's source) give the
 * same bundle.
 */
async function restoreMessageBundles(): Promise<void> {
  const locale = (payload.router.loaderData.locale as Partial<LocaleData> | undefined)?.locale;
  if (!isLocaleCode(locale)) return;
  await Promise.all(
    Object.entries(payload.assets.messageBundles ?? {}).map(async ([routeId, url]) => {
      const data = payload.router.loaderData[routeId] as { messages?: Messages } | undefined;
      if (!data || data.messages) return;
      try {
        const request = window.veloraMessageBundles?.get(url) ?? fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`messages: HTTP ${r.status}`))));
        data.messages = (await request) as Messages;
      } catch {
        const bundle = bundleOfPath(url);
        if (bundle === undefined) throw new Error(`messages: no bundle at ${url}`);
        data.messages = bundleMessages(await services.messages(locale), bundle);
      }
    }),
  );
}

async function start(): Promise<void> {
  await window.veloraPreloaded;
  const rendered = renderedRoutes();
  await Promise.all([
    restoreMessageBundles(),
    ...rendered
      .filter((route) => route.lazy)
      .map(async (route) => {
        const lazy = route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      }),
  ]);
  await nextTask();
  // An error page keeps the whole table: it may sit on a route the branch would not have.
  const partial = !payload.router.errors;
  const router = createBrowserRouter(partial ? branchOf(routes, new Set(rendered)) : routes, {
    ...(partial ? { patchRoutesOnNavigation: discoverTheRest() } : {}),
    getContext() {
      const provider = new RouterContextProvider();
      provider.set(servicesContext, services);
      return provider;
    },
  });
  // Before React renders a navigation, every part still waiting to hydrate does (see openAllGates).
  router.subscribe(openAllGates);
  await nextTask();
  warmTranslator(router.state.loaderData);
  await nextTask();
  // A transition makes hydration interruptible: React yields to the browser every few
  // milliseconds instead of blocking the main thread for the whole tree (total blocking time).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <DocumentContext.Provider value={{ assets: payload.assets, hydrationJson, intlWordsJson: () => intlWordsJson }}>
          <RouterProvider router={router} />
        </DocumentContext.Provider>
      </StrictMode>,
    );
  });
}

void start();
