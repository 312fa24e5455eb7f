// Browser-side predicates (no imports: they are serialised into the page) for any engine's driver.

/**
 * True once the bar, the page's last part and every part that hydrates when visible
 * (client/ui/hydrate-when-visible.tsx; the mega-menu panels wait for interaction and are left
 * out) carry React's fiber: the positive signal that hydration, and any mismatch it would report,
 * has happened. Parts never scrolled near still hydrate after the gate's idle time (10 s).
 */
export function pageHydrated(): boolean {
  const hydrated = (el: Element | null | undefined) => !el || Object.keys(el).some((k) => k.startsWith('__reactFiber') || k.startsWith('__reactProps'));
  const bar = document.querySelector('.nav-bar button');
  if (!bar || !hydrated(bar) || !hydrated(document.querySelector('#main > :last-child'))) return false;
  return [...document.querySelectorAll('[data-hydrate-gate]')].filter((gate) => !gate.closest('.nav-bar')).every((gate) => hydrated(gate.firstElementChild));
}

/**
 * Resolves when the browser next has an idle period: React's scheduler has no task queued, so a
 * hydration whose elements pageHydrated() saw has also committed (and reported any mismatch).
 * A tab that is not in front may get no idle period: after 2 s the callback runs anyway.
 */
export function browserIdle(): Promise<boolean> {
  return new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 2000 }));
}
