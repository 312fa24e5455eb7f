// The carousel's code is not part of a page's initial JavaScript: it loads with the section
// that shows it (lazily hydrated sections fetch it when they come into view).
import { lazy, Suspense, type ComponentProps } from 'react';

const LoadedCarousel = lazy(() => import('./carousel.tsx').then((m) => ({ default: m.Carousel })));

export function Carousel(props: ComponentProps<typeof LoadedCarousel>) {
  return (
    <Suspense fallback={null}>
      <LoadedCarousel {...props} />
    </Suspense>
  );
}
