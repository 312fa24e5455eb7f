// The breadcrumb of spec 2.3 (crumbs built by shared/breadcrumb.ts in the page loader): every
// crumb but the last links to /{locale}{link or path}; the last is plain text; " > " between.
// topOffset (default 120 px) is the space kept above it where the bar overlays the page.
import { useTranslation } from '../i18n-context.tsx';
import { SiteLink } from './site-link.tsx';
import { breadcrumbDefaultOffset, breadcrumbSeparator, crumbHref, type Crumb } from '../../shared/breadcrumb.ts';
import { useLocale } from './use-locale.ts';

export function Breadcrumb({ crumbs, topOffset = breadcrumbDefaultOffset, overlay = false }: { crumbs: Crumb[]; topOffset?: number; overlay?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav
      className={overlay ? 'breadcrumb breadcrumb--overlay' : 'breadcrumb'}
      aria-label={t('breadcrumb.label')}
      style={overlay ? { paddingBlockStart: `${topOffset}px` } : undefined}
    >
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path}>
            {i > 0 ? <span className="breadcrumb__sep" aria-hidden="true">{breadcrumbSeparator.trim()}</span> : null}
            {c.isActive ? <span aria-current="page">{c.name}</span> : <SiteLink to={crumbHref(locale, c)}>{c.name}</SiteLink>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
