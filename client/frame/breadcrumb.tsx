import { useTranslation } from 'react-i18next';
import { breadcrumbSeparator, type Crumb } from '../../shared/breadcrumb.ts';
import { LocaleLink } from './locale-link.tsx';

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path}>
            {i > 0 ? <span className="breadcrumb__sep" aria-hidden="true">{breadcrumbSeparator.trim()}</span> : null}
            {c.isActive ? (
              <span aria-current="page">{c.name}</span>
            ) : (
              <LocaleLink to={c.link ?? (c.path || '/')}>{c.name}</LocaleLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
