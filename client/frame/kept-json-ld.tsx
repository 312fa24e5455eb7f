// The head's JSON-LD in the browser. The server builds it (head-json-ld.tsx: the Organization node
// from the entity and award registers, the breadcrumb, the page's nodes); the browser that
// hydrates the page keeps the scripts the server wrote, so the builders and registers are not
// part of every page's start-up JavaScript (issue 35). After a client navigation the builder
// loads and renders the new page's JSON-LD.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useLocation } from 'react-router';

const BuiltJsonLd = lazy(() => import('./head-json-ld.tsx').then((m) => ({ default: m.JsonLd })));

/** The server's JSON-LD scripts in <head>, read once before React touches the document. */
let serverScripts: string[] | undefined;
function keptScripts(): string[] {
  serverScripts ??= typeof document === 'undefined' ? [] : [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '');
  return serverScripts;
}

export function KeptJsonLd(props: ComponentProps<typeof BuiltJsonLd>) {
  // 'default' is the location the document was loaded at (hydration and revalidations of it).
  if (useLocation().key === 'default') {
    return keptScripts().map((json, i) => <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />);
  }
  return (
    <Suspense fallback={null}>
      <BuiltJsonLd {...props} />
    </Suspense>
  );
}
