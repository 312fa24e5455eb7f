// Streams a slow part of a page: the loader returns a promise, the server sends the shell at
// once and this boundary's HTML when the promise settles, together with its value in a
// non-executable JSON block. Hydration reads that block instead of re-fetching (react-router's
// static hydration data cannot carry promises), so the markup matches without a second request.
import { Suspense, use, type ReactNode } from 'react';

function readStreamed<T>(id: string): { value: T } | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.querySelector(`script[type="application/json"][data-deferred="${CSS.escape(id)}"]`);
  if (!el?.textContent) return undefined;
  return { value: JSON.parse(el.textContent) as T };
}

function Resolved<T>({ id, promise, children }: { id: string; promise: Promise<T> | undefined; children: (value: T) => ReactNode }) {
  const streamed = promise ? undefined : readStreamed<T>(id);
  const value = promise ? use(promise) : streamed ? streamed.value : use(new Promise<T>(() => {}));
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    <>
      {children(value)}
      <script type="application/json" data-deferred={id} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}

export function Deferred<T>({
  id,
  promise,
  fallback,
  children,
}: {
  /** Unique on the page. */
  id: string;
  /** The loader's promise; undefined while hydrating (the value is in the page). */
  promise: Promise<T> | undefined;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Resolved id={id} promise={promise}>{children}</Resolved>
    </Suspense>
  );
}
