// The glossary's letters are skipped by layout until they near the viewport (content-visibility
// in glossary.css): laying out the whole list (some 4,400 elements) at once was most of a phone's
// first seconds on the Arabic page (Lighthouse TBT 2 s). Once the page is idle, the letters are
// laid out one per idle period, so the scrollbar, find-in-page and tools that read what is
// painted (axe's contrast check) see the whole list, and no single task lays out all of it.

const laidOut = 'glossary-letter--laid-out';

/** Idle callbacks, or a short timer where the browser has none (Safari). */
function idleCallbacks(): { request: (callback: () => void) => number; cancel: (handle: number) => void } {
  if ('requestIdleCallback' in window) return { request: (callback) => window.requestIdleCallback(callback), cancel: (handle) => window.cancelIdleCallback(handle) };
  return { request: (callback) => window.setTimeout(callback, 50), cancel: (handle) => window.clearTimeout(handle) };
}

/** Lays out the letters under `root` one per idle period; returns a function that stops. */
export function layOutGradually(root: HTMLElement): () => void {
  const { request, cancel } = idleCallbacks();
  let handle = 0;
  const step = () => {
    // Letters shown again by a search are new elements: they are picked up here too.
    const next = root.querySelector(`.glossary-letter:not(.${laidOut})`);
    if (!next) return;
    // The class is the only change made outside React; React never sets these sections' class
    // again while their letter stays in the list.
    next.classList.add(laidOut);
    handle = request(step);
  };
  handle = request(step);
  return () => cancel(handle);
}
