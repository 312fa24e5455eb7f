// The error page loads on demand: most visits never show it.
import { lazy, Suspense, type ComponentProps } from 'react';

const LoadedErrorPage = lazy(() => import('./error-page.tsx').then((m) => ({ default: m.ErrorPage })));

export function ErrorPage(props: ComponentProps<typeof LoadedErrorPage>) {
  return (
    <Suspense fallback={null}>
      <LoadedErrorPage {...props} />
    </Suspense>
  );
}
