// Window events the frame's lazily loaded listeners (the sign-up host, the toaster) handle: sent
// before their code has arrived, they are kept and sent again once it listens. The event names
// are written out, not imported: importing them would bring the listeners' modules (the toast
// store, the sign-up host's) into every page's start-up JavaScript (early-events.test.ts checks
// that they match).
export const signupEventName = 'velora:open-signup';
export const toastEventName = 'velora:toast';

export interface EarlyEvents {
  /** Stops keeping and sends again what was kept; call once the real listener is in place. */
  replay(): void;
}

export function keepEarlyEvents(type: string): EarlyEvents {
  const kept: CustomEvent[] = [];
  const keep = (event: Event) => kept.push(event as CustomEvent);
  if (typeof window !== 'undefined') window.addEventListener(type, keep);
  return {
    replay() {
      if (typeof window === 'undefined') return;
      window.removeEventListener(type, keep);
      for (const event of kept.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    },
  };
}
