// Streams a slow part of a page: the loader returns a promise, the server sends the shell at
// once and this boundary's HTML when the promise settles, together with its value in a
// non-executable JSON block. Hydration reads that block instead of re-fetching (react-router's
// static hydration data cannot carry promises), so the markup matches without a second request.
// The boundary's HTML also carries the Intl words it said (shared/intl-words.ts): it is rendered
// after the page's own record was written.
import { Suspense, use, type ReactNode } from 'react';
import { useDocumentState } from '../document-context.ts';
import { adoptServerIntlWords, type IntlWords } from '../../shared/intl-words.ts';

const streamedBlock = (attribute: string, id: string) =>
  typeof document === 'undefined' ? undefined : document.querySelector(`script[type="application/json"][${attribute}="${CSS.escape(id)}"]`)?.textContent || undefined;

function readStreamed<T>(id: string): { value: T } | undefined {
  const text = streamedBlock('data-deferred', id);
  return text ? { value: JSON.parse(text) as T } : undefined;
}

/**
 * The server's record of Intl words as it stood when this boundary was rendered (after its
 * content); in the browser, the block the server streamed (`streamed`), kept as it is.
 */
function BoundaryIntlWords({ id, streamed }: { id: string; streamed: string | undefined }) {
  const { intlWordsJson } = useDocumentState();
  const json = typeof document === 'undefined' ? intlWordsJson() : (streamed ?? '{}');
  return <script type="application/json" data-deferred-words={id} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

function Resolved<T>({ id, promise, children }: { id: string; promise: Promise<T> | undefined; children: (value: T) => ReactNode }) {
  const streamed = promise ? undefined : readStreamed<T>(id);
  const streamedWords = streamed ? streamedBlock('data-deferred-words', id) : undefined;
  if (streamedWords) adoptServerIntlWords(JSON.parse(streamedWords) as IntlWords);
  const value = promise ? use(promise) : streamed ? streamed.value : use(new Promise<T>(() => {}));
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    <>
      {children(value)}
      <script type="application/json" data-deferred={id} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
      <BoundaryIntlWords id={id} streamed={streamedWords} />
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
