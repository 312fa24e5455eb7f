// Links between the product pages (the spec's "product tabs"), the current one marked.
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n-context.tsx';
import { LocaleLink } from '../../frame/locale-link.tsx';

const productTabs = [
  { key: 'forex', path: '/trading/forex' },
  { key: 'metals', path: '/trading/precious-metals' },
  { key: 'crypto', path: '/trading/crypto' },
  { key: 'energies', path: '/trading/energies' },
  { key: 'indices', path: '/trading/indices' },
  { key: 'shares', path: '/trading/shares' },
  { key: 'range', path: '/trading/range-of-markets' },
] as const;

export function ProductTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="product-tabs" aria-label={t('markets.common.productTabs')}>
      <ul>
        {productTabs.map((p) => {
          const current = pathname.endsWith(p.path);
          return (
            <li key={p.key}>
              <LocaleLink to={p.path} className={current ? 'product-tabs__link is-current' : 'product-tabs__link'} aria-current={current ? 'page' : undefined}>
                {t(`markets.common.tabs.${p.key}`)}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
