// The glossary's terms are skipped by layout until they near the viewport (content-visibility
// in glossary.css): laying out the whole list (some 4,400 elements) at once was most of a phone's
// first seconds on the Arabic page (Lighthouse TBT 2 s). Once the page is idle, the terms are
// laid out a few per idle period, so the scrollbar, find-in-page and tools that read what is
// painted (axe's contrast check) see the whole list, and no task lays out much of it: a whole
// letter per period was a 70-200 ms task each at 4x CPU slowdown (Thai), a few terms are ~25 ms.

const laidOut = 'glossary-term--laid-out';
/** Terms laid out per idle period. */
const perStep = 3;

/** Idle callbacks, or a short timer where the browser has none (Safari). */
function idleCallbacks(): { request: (callback: () => void) => number; cancel: (handle: number) => void } {
  if ('requestIdleCallback' in window) return { request: (callback) => window.requestIdleCallback(callback), cancel: (handle) => window.cancelIdleCallback(handle) };
  return { request: (callback) => window.setTimeout(callback, 50), cancel: (handle) => window.clearTimeout(handle) };
}

/** Lays out the terms under `root` a few per idle period; returns a function that stops. */
export function layOutGradually(root: HTMLElement): () => void {
  const { request, cancel } = idleCallbacks();
  let handle = 0;
  const step = () => {
    // Letters shown again by a search are new elements: they are picked up here too.
    const next = root.querySelectorAll(`.glossary-term:not(.${laidOut})`);
    if (!next.length) return;
    // The class is the only change made outside React; React never sets these terms' class
    // again while they stay in the list.
    for (let i = 0; i < Math.min(perStep, next.length); i++) next[i]!.classList.add(laidOut);
    handle = request(step);
  };
  handle = request(step);
  return () => cancel(handle);
}
