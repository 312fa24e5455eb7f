// The carousel's code is not part of a page's initial JavaScript: it loads with the section
// that shows it (lazily hydrated sections fetch it when they come into view), or once the
// browser is idle after load, whichever comes first, so a press on a carousel control almost
// never finds its code still loading.
import { lazy, Suspense, type ComponentProps } from 'react';
// The carousel's CSS goes with the page (a render-blocking link): the server-rendered slides must
// be laid out before the code arrives, or they shift when it does.
import './carousel.css';

const load = () => import('./carousel.tsx').then((m) => ({ default: m.Carousel }));
const LoadedCarousel = lazy(load);

if (typeof window !== 'undefined') {
  const soon = () => (window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200)))(() => void load());
  if (document.readyState === 'complete') soon();
  else window.addEventListener('load', soon, { once: true });
}

export function Carousel(props: ComponentProps<typeof LoadedCarousel>) {
  return (
    <Suspense fallback={null}>
      <LoadedCarousel {...props} />
    </Suspense>
  );
}
