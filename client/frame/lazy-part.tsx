// A part of a page whose code is not start-up JavaScript (issue 35): the browser loads it when
// React first needs the part (a lazily hydrated section coming into view, a client navigation)
// or once the browser is idle after load, whichever comes first. The server renders it in place
// like any component: it loads every part's code before it renders (partsReady, awaited by
// client/entry-server.tsx), so the HTML never has a fallback and hydration matches.
//
// Only for parts inside a hydration gate (Section, HydrateWhenVisible) or otherwise not hydrated
// at once: a part React needs while hydrating the first screen would wait for its chunk. A press
// on a part whose code is still on the way is not handled by React (a link then does a full
// page load), hence the idle preload.
import { createElement, use, type ComponentType } from 'react';

type Loading<P> = Promise<ComponentType<P>>;
const serverLoads: Promise<unknown>[] = [];

/** Settles when the code of every part defined so far is loaded (server). */
export function partsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

export type LazyPart<P> = ComponentType<P> & { isLoaded(): boolean };

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Loading<P> | undefined;
  const start = (): Loading<P> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  if (typeof document === 'undefined') serverLoads.push(start().catch(() => {}));
  else {
    const soon = () => (window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200)))(() => void start().catch(() => {}));
    if (document.readyState === 'complete') soon();
    else window.addEventListener('load', soon, { once: true });
  }
  function Part(props: P) {
    return createElement(loaded ?? use(start()), props);
  }
  return Object.assign(Part, { isLoaded: () => loaded !== undefined });
}
