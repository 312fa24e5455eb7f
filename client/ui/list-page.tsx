// The frame of a list or search page (market news and insight, Velora TV, the analysis search, the
// site search): the page hero with the title and intro, then the search box (a GET form, see
// search-box.tsx) above what the page lists. The page's own classes style it (academy-list, ...).
import type { ReactNode } from 'react';
import { SearchBox, type SearchBoxProps } from './search-box.tsx';

export interface ListPageProps {
  /** The article's classes ('academy-list site-search'). */
  className: string;
  /** The classes of the part under the hero. */
  innerClassName?: string;
  title: string;
  intro: string;
  search: Omit<SearchBoxProps, 'children'>;
  /** Extra fields of the search form (a category select). */
  filters?: ReactNode;
  children?: ReactNode;
}

export function ListPage({ className, innerClassName = 'academy-list__inner', title, intro, search, filters, children }: ListPageProps) {
  return (
    <article className={className}>
      <header className="page-hero">
        <h1>{title}</h1>
        <p className="page-hero__intro">{intro}</p>
      </header>
      <div className={innerClassName}>
        <SearchBox {...search}>{filters}</SearchBox>
        {children}
      </div>
    </article>
  );
}
