// The toasts' live regions are in the HTML from the first paint (screen readers announce what
// is added to a region that already exists); the code that fills them (features/toast/
// toaster.tsx) loads after hydration: no toast is shown before something has happened on the
// page (issue 35: not start-up JavaScript). Toasts asked for by showToast() before then wait
// in the store; toast events sent before then are kept and sent again.
import { lazy, Suspense, useEffect, useState } from 'react';
import { keepEarlyEvents, toastEventName } from './early-events.ts';

const Toaster = lazy(() => import('../features/toast/toaster.tsx').then((m) => ({ default: m.Toaster })));

const early = keepEarlyEvents(toastEventName);

/** Rendered after the Toaster: its effects run after the Toaster's, which then listens. */
function Replay() {
  useEffect(() => early.replay(), []);
  return null;
}

/** The Toaster's markup with no toasts. */
function Regions() {
  return (
    <div className="toasts">
      <div role="status" aria-live="polite" className="toasts__region" />
      <div role="alert" aria-live="assertive" className="toasts__region" />
    </div>
  );
}

export function ToasterLater() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Regions />;
  return (
    <Suspense fallback={<Regions />}>
      <Toaster />
      <Replay />
    </Suspense>
  );
}
