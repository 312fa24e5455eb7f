// The language selector hydrates when it is used (pointed at, focused, pressed) and its code
// (the drop-down listbox, the language groups, the cookie rule) loads then or once the browser
// is idle after load: not start-up JavaScript (issue 35). The server HTML is the same button.
// A press or key on the button that comes before the code is not seen by React: it is kept here
// and sent again once the selector has hydrated, so the first press always opens the menu.
import { useEffect } from 'react';
import { HydrationGate } from '../ui/hydrate-when-visible.tsx';
import { lazyPart } from './lazy-part.tsx';

const LanguageSelector = lazyPart(() => import('./language-selector.tsx').then((m) => m.LanguageSelector));
/** Fixed: the bar is shared markup (no useId), and there is one selector per page. */
const gateId = 'language-selector';
const buttonSelector = `[data-hydrate-gate="${gateId}"] button`;

let hydrated = false;
let missed: Event | null = null;
if (typeof document !== 'undefined') {
  const keep = (event: Event) => {
    if (hydrated || LanguageSelector.isLoaded() || !(event.target instanceof Element) || !event.target.closest(buttonSelector)) return;
    if (event instanceof KeyboardEvent && !['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
    missed = event;
  };
  document.addEventListener('click', keep, true);
  document.addEventListener('keydown', keep, true);
}

/** Rendered after the selector: runs once it has hydrated. */
function Hydrated() {
  useEffect(() => {
    hydrated = true;
    const event = missed;
    missed = null;
    const button = document.querySelector<HTMLButtonElement>(buttonSelector);
    if (!event || !button) return;
    if (event instanceof KeyboardEvent) button.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, code: event.code, bubbles: true, cancelable: true }));
    else button.click();
  }, []);
  return null;
}

export function LazyLanguageSelector() {
  return (
    <div className="nav-bar__gate" data-hydrate-gate={gateId}>
      <HydrationGate id={gateId} until="interaction">
        <LanguageSelector />
        <Hydrated />
      </HydrationGate>
    </div>
  );
}
