// Time left until a moment, ticking each second after mount (nothing in the server HTML: the
// HTML is shared by every visitor and "now" is theirs). One shared one-second clock for every
// countdown on the page, and only the countdowns re-render on its tick, not the table around them.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now(); // React re-reads the snapshot after subscribing
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The same value until the clock ticks (React compares snapshots). */
function snapshot(): number {
  if (!now) now = Date.now();
  return now;
}

/** The shared clock: null on the server and while hydrating, then the current second. */
export function useSecondClock(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** `render(msLeft)` while `at` is ahead; nothing once it has passed or before mount. */
export function LiveCountdown({ at, className, render }: { at: number; className?: string; render: (msLeft: number) => string }) {
  const current = useSecondClock();
  if (current === null || at <= current) return null;
  return <span className={className}>{render(at - current)}</span>;
}
