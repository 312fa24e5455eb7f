// A row of links between sibling pages (product tabs), the current page marked with aria-current.
import { useLocation } from 'react-router';
import { LocaleLink } from '../frame/locale-link.tsx';

export interface LinkTab {
  key: string;
  /** Path after the locale. */
  path: string;
  label: string;
}

export function LinkTabs({ label, tabs, current }: { label: string; tabs: readonly LinkTab[]; current?: string }) {
  const { pathname } = useLocation();
  return (
    <nav className="product-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => {
          const isCurrent = current ? tab.key === current : pathname.replace(/\/$/, '').endsWith(tab.path);
          return (
            <li key={tab.key}>
              <LocaleLink to={tab.path} className={isCurrent ? 'product-tabs__link is-current' : 'product-tabs__link'} aria-current={isCurrent ? 'page' : undefined}>
                {tab.label}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
