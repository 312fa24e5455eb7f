// The page's only script tag: it starts the application after the server-rendered page has
// painted. Preloading the ~100 KB of hydration code from <head> made it compete with the
// stylesheets and fonts on a slow connection (Lighthouse mobile: first paint 2.8 s -> 1.5 s);
// the HTML is complete without it, so it can wait one frame.
// No imports: this file must stay a single tiny chunk (the worker is a file of its own).
const boot = document.getElementById('app-boot');
const modules = (boot?.dataset.modules ?? '').split(' ').filter(Boolean);
/** Starting a fetch costs a phone ~10 ms: one per task keeps every task short. */
const perTask = 1;

function add(element: HTMLElement): void {
  document.head.append(element);
}

/**
 * Settles when every chunk has its preload link. The entry waits for it before it imports the
 * page's modules: their import helper adds a link for each chunk it does not find, and adding
 * the rest there put those fetch starts into the entry's own long task.
 */
let allAdded: () => void = () => {};
(window as Window & { veloraPreloaded?: Promise<void> }).veloraPreloaded = new Promise<void>((resolve) => {
  allAdded = resolve;
});

function preload(hrefs: string[]): void {
  for (const href of hrefs.slice(0, perTask)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    add(link);
  }
  // The entry's chunk graph in parallel, not as a waterfall discovered import by import.
  if (hrefs.length > perTask) setTimeout(() => preload(hrefs.slice(perTask)), 0);
  else allAdded();
}

/**
 * The message bundles the hydration block leaves out (shared/message-bundles.ts): fetched here,
 * beside the entry, so hydration does not wait for requests the entry would only start once its
 * own modules had arrived. Cached by the browser for good (their URLs name their versions).
 */
function fetchMessageBundles(): void {
  const requests = new Map<string, Promise<unknown>>();
  for (const url of (boot?.dataset.messages ?? '').split(' ').filter(Boolean)) {
    const request = fetch(url).then((r) => (r.ok ? (r.json() as Promise<unknown>) : Promise.reject(new Error(`messages: HTTP ${r.status}`))));
    request.catch(() => {}); // the entry handles a failure (it rebuilds the bundle from the locale's messages)
    requests.set(url, request);
  }
  (window as Window & { veloraMessageBundles?: Map<string, Promise<unknown>> }).veloraMessageBundles = requests;
}

function load(): void {
  const [entry, ...chunks] = modules;
  if (!entry) return allAdded();
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  add(script);
  setTimeout(() => {
    fetchMessageBundles();
    setTimeout(() => preload(chunks), 0);
  }, 0);
}

/**
 * ICU's start-up (the first number or date formatter: ~180 ms on a phone) runs in a worker while
 * the page paints and the entry downloads; the browser shares it with the main thread, whose
 * first formatter in hydration then costs nothing. Optional: without Worker support, hydration
 * pays it as before.
 */
function warmIntl(): void {
  try {
    new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { name: document.documentElement.lang });
  } catch {
    // no workers here
  }
}

warmIntl();
// A background tab paints nothing (and runs no animation frame): start at once there.
if (document.visibilityState === 'hidden') load();
else requestAnimationFrame(() => setTimeout(load, 0));
