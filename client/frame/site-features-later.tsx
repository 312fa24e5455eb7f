// The per-visitor features (sign-up dialog host, UK warning, attribution, locale cookie,
// third-party scripts: features/site-features.tsx) render nothing on the server and nothing at
// hydration, so their code loads after the page has hydrated instead of with every page's
// start-up JavaScript (issue 35). A sign-up request made before the host listens (a press on a
// call to action while its chunk is on the way) is kept and sent again once it does.
import { lazy, Suspense, useEffect, useState } from 'react';
import { keepEarlyEvents, signupEventName } from './early-events.ts';

const SiteFeatures = lazy(() => import('../features/site-features.tsx').then((m) => ({ default: m.SiteFeatures })));

const early = keepEarlyEvents(signupEventName);

/** Rendered after SiteFeatures: its effects run after the host's, which then listens. */
function Replay() {
  useEffect(() => early.replay(), []);
  return null;
}

export function SiteFeaturesLater() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SiteFeatures />
      <Replay />
    </Suspense>
  );
}
