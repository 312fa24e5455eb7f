// Lazy hydration: a part of the page below the fold keeps its server HTML (visible, readable,
// crawlable) and is hydrated only when it comes near the viewport, gets focus or a pointer
// press, or the browser has been idle long enough. On a phone this takes most of the page's
// hydration work off the load path (total blocking time). Fresh client renders (navigations)
// are not affected: only the first hydration waits.
import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';

const gates = new Map<string, Promise<void>>();
const subscribeNothing = () => () => {};

/** Resolves when the element marked with this gate id is about to be seen or used. */
function gateFor(id: string): Promise<void> {
  let gate = gates.get(id);
  if (gate) return gate;
  gate = new Promise<void>((resolve) => {
    const el = document.querySelector(`[data-hydrate-gate="${CSS.escape(id)}"]`);
    if (!el || typeof IntersectionObserver === 'undefined') return resolve();
    const events = ['pointerdown', 'focusin', 'keydown'] as const;
    let idle = 0;
    const open = () => {
      observer.disconnect();
      for (const e of events) el.removeEventListener(e, open, true);
      window.clearTimeout(idle);
      resolve();
    };
    // A screen ahead of the visitor's scroll position, so a section is live before it is seen.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: '100% 0px' });
    observer.observe(el);
    for (const e of events) el.addEventListener(e, open, { capture: true, passive: true });
    // Nothing stays dead for long: after a quiet spell the rest hydrates anyway.
    idle = window.setTimeout(open, hydrateAnywayAfterMs);
  });
  gates.set(id, gate);
  return gate;
}

const hydrateAnywayAfterMs = 10_000;

function Gate({ id, children }: { id: string; children: ReactNode }) {
  // true only while hydrating server HTML (React uses the server snapshot then).
  const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
  if (hydrating && typeof document !== 'undefined') use(gateFor(id));
  return children;
}

/**
 * Hydrates its children when the element carrying `data-hydrate-gate={id}` (an ancestor with a
 * box, rendered outside this gate) comes into view. `id` comes from the caller's useId().
 */
export function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}

/** Renders children inside a block element that hydrates when it comes into view. */
export function HydrateWhenVisible({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div data-hydrate-gate={id} className={className}>
      <HydrationGate id={id}>{children}</HydrationGate>
    </div>
  );
}
