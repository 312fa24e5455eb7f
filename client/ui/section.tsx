// A page section: a labelled <section> with its heading; its content hydrates as its own unit,
// only when it comes near the viewport (hydrate-when-visible.tsx).
import { useId, type ReactNode } from 'react';
import { HydrationGate } from './hydrate-when-visible.tsx';

export function Section({ id, title, className, children, headingLevel = 2, hiddenTitle = false }: { id: string; title: string; className?: string; children: ReactNode; headingLevel?: 2 | 3; hiddenTitle?: boolean }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const gate = useId();
  return (
    <section className={className ? `page-section ${className}` : 'page-section'} aria-labelledby={`${id}-title`} data-section={id}>
      <div className="page-section__inner" data-hydrate-gate={gate}>
        <H id={`${id}-title`} className={hiddenTitle ? 'visually-hidden' : 'page-section__title'}>{title}</H>
        <HydrationGate id={gate}>{children}</HydrationGate>
      </div>
    </section>
  );
}
