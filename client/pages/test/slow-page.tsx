// Test page (TEST_ROUTES=1 only): a deliberately slow part, to prove the shell streams first.
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { Deferred } from '../../data/deferred.tsx';

export default function SlowPage() {
  const page = useLoaderData() as PageData & { slow?: Promise<{ finishedAt: string }> };
  return (
    <article className="content-page">
      <h1>{page.text.title}</h1>
      <p id="shell-marker">{page.text.intro}</p>
      <Deferred id="slow" promise={page.slow} fallback={<p id="slow-fallback">Loading…</p>}>
        {(v) => <p id="slow-done">Slow part finished at {v.finishedAt}</p>}
      </Deferred>
    </article>
  );
}
