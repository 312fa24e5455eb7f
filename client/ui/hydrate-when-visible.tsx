// Lazy hydration: a part of the page below the fold keeps its server HTML (visible, readable,
// crawlable) and is hydrated only when it comes near the viewport, gets a pointer press, a key
// or focus, or the browser has been idle long enough. On a phone this takes most of the page's
// hydration work off the load path (total blocking time). Fresh client renders (navigations)
// are not affected: only the first hydration waits.
//
// Interaction must never be lost: React hydrates a boundary synchronously when a discrete event
// (pointerdown, click, keydown, focusin) targets it, and drops the event if the boundary is
// still suspended. So this module listens on the document in the capture phase, registered when
// it is first evaluated — before hydrateRoot() registers React's own listeners — and opens the
// gates around the event's target first, marking their promises fulfilled synchronously (the
// `status` field React reads), so React's synchronous hydration of that event succeeds.
import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';

type Gate = Promise<void> & { status?: 'fulfilled'; value?: undefined };

const gates = new Map<string, Gate>();
const openers = new Map<string, () => void>();
/** Gates opened by an event before React asked for them (nested, not yet rendered). */
const openedEarly = new Set<string>();
const subscribeNothing = () => () => {};
const hydrateAnywayAfterMs = 10_000;
const attribute = 'data-hydrate-gate';

function fulfilled(): Gate {
  const p: Gate = Promise.resolve();
  p.status = 'fulfilled';
  p.value = undefined;
  return p;
}

function open(id: string): void {
  const opener = openers.get(id);
  if (opener) opener();
  else if (!gates.has(id)) openedEarly.add(id);
}

if (typeof document !== 'undefined') {
  const onInteraction = (event: Event) => {
    let el = event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
    while (el) {
      open(el.getAttribute(attribute)!);
      el = el.parentElement?.closest(`[${attribute}]`) ?? null;
    }
  };
  // pointerover too: a mouse over a gated part (a mega-menu panel's item) opens it before the
  // hover handlers that would update it run.
  for (const type of ['pointerdown', 'mousedown', 'touchstart', 'click', 'keydown', 'focusin', 'pointerover'] as const) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
}

/**
 * Opens every gate still closed. Called when the router starts a client navigation: a route
 * change re-renders the frame around closed gates, and React holds a transition back until a
 * dehydrated boundary it touches can hydrate, so a closed gate would hold the navigation (a
 * mega-menu panel nobody opened kept a new page from showing for its 10 s idle time).
 */
export function openAllGates(): void {
  for (const id of [...openers.keys()]) open(id);
}

/** When a gate opens by itself: its element coming into view, or only when used. */
export type GateTrigger = 'visible' | 'interaction';

/** Resolves when the element marked with this gate id is about to be seen (if asked) or used. */
function gateFor(id: string, until: GateTrigger): Gate {
  let gate = gates.get(id);
  if (gate) return gate;
  const el = document.querySelector(`[${attribute}="${CSS.escape(id)}"]`);
  if (!el || typeof IntersectionObserver === 'undefined' || openedEarly.delete(id)) {
    gate = fulfilled();
    gates.set(id, gate);
    return gate;
  }
  let resolve!: () => void;
  const pending: Gate = new Promise<void>((r) => (resolve = r));
  // A screen ahead of the visitor's scroll position, so a section is live before it is seen.
  const observer = until === 'visible' ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(id), { rootMargin: '100% 0px' }) : undefined;
  // Nothing stays dead for long: after a quiet spell the rest hydrates anyway.
  const idle = window.setTimeout(() => open(id), hydrateAnywayAfterMs);
  openers.set(id, () => {
    openers.delete(id);
    observer?.disconnect();
    window.clearTimeout(idle);
    pending.status = 'fulfilled'; // seen by React at once, before the promise's own callbacks run
    pending.value = undefined;
    resolve();
  });
  observer?.observe(el);
  gates.set(id, pending);
  return pending;
}

function Gate({ id, until, children }: { id: string; until: GateTrigger; children: ReactNode }) {
  // true only while hydrating server HTML (React uses the server snapshot then).
  const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
  if (hydrating && typeof document !== 'undefined') use(gateFor(id, until) as Promise<void>);
  return children;
}

/**
 * Hydrates its children when the element carrying `data-hydrate-gate={id}` (an ancestor with a
 * box, rendered outside this gate) comes into view, or with `until="interaction"` only when it
 * is pointed at, pressed or focused (hidden parts such as the mega-menu panels). `id` comes from
 * the caller's useId().
 */
export function HydrationGate({ id, until = 'visible', children }: { id: string; until?: GateTrigger; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id} until={until}>{children}</Gate>
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
