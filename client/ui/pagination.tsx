// Numbered pagination with real URLs (works without JavaScript; SiteLinks navigate in place once
// hydrated). The current page is marked aria-current; gaps are shown as an ellipsis.
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
              {p === current ? (
                <span aria-current="page" aria-label={labels.page(p)}>{p}</span>
              ) : (
                <SiteLink to={href(p)} aria-label={labels.page(p)}>{p}</SiteLink>
              )}
            </li>
          ),
        )}
        <li>{current < pages ? <SiteLink to={href(current + 1)} rel="next">{labels.next}</SiteLink> : <span aria-disabled="true">{labels.next}</span>}</li>
      </ul>
    </nav>
  );
}
