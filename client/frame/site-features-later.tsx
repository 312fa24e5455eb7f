// The per-visitor features (sign-up dialog host, UK warning, attribution, locale cookie,
// third-party scripts: features/site-features.tsx) render nothing on the server and nothing at
// hydration, so their code loads after the page has hydrated instead of with every page's
// start-up JavaScript (issue 35). A sign-up request made before the host listens (a press on a
// call to action while its chunk is on the way) is kept and sent again once it does.
import { lazy, Suspense, useEffect, useState } from 'react';
import { openSignupEvent } from '../features/signup/open-signup.ts';

const SiteFeatures = lazy(() => import('../features/site-features.tsx').then((m) => ({ default: m.SiteFeatures })));

const early: CustomEvent[] = [];
const keep = (event: Event) => early.push(event as CustomEvent);
if (typeof window !== 'undefined') window.addEventListener(openSignupEvent, keep);

/** Rendered after SiteFeatures: its effects run after the host's, which then listens. */
function Replay() {
  useEffect(() => {
    window.removeEventListener(openSignupEvent, keep);
    for (const event of early.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, []);
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
