// Numbered pagination with real URLs (works without JavaScript; SiteLinks navigate in place once
// hydrated). The current page is a link to itself marked aria-current (a span may not carry an
// aria-label, and its number alone would read as a bare digit); gaps are shown as an ellipsis.
import { SiteLink } from '../frame/site-link.tsx';
import { pageWindow } from '../../shared/articles/list-query.ts';

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  page: (n: number) => string;
}

export function Pagination({ current, pages, href, labels }: { current: number; pages: number; href: (page: number) => string; labels: PaginationLabels }) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={labels.nav}>
      <ul>
        <li>{current > 1 ? <SiteLink to={href(current - 1)} rel="prev">{labels.previous}</SiteLink> : <span aria-disabled="true">{labels.previous}</span>}</li>
        {pageWindow(current, pages).map((p, i) =>
          p === null ? (
            <li key={`gap${i}`} aria-hidden="true">…</li>
          ) : (
            <li key={p}>
              <SiteLink to={href(p)} aria-current={p === current ? 'page' : undefined} aria-label={labels.page(p)}>{p}</SiteLink>
            </li>
          ),
        )}
        <li>{current < pages ? <SiteLink to={href(current + 1)} rel="next">{labels.next}</SiteLink> : <span aria-disabled="true">{labels.next}</span>}</li>
      </ul>
    </nav>
  );
}
