// Renders `children` only once mounted in the browser (the server and hydration render the
// fallback). Its own state, so mounting re-renders this subtree only, never the page around it
// (a page-level update would force lazily hydrated sections to throw away their server HTML).
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function AfterMount({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  // A transition: time-sliced, where a plain update from an effect renders in one blocking task.
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : fallback;
}
