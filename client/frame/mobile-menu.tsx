// The mobile menu overlay of spec 2.3: header and close, a search box filtering the flattened
// menu (title or ancestor path, case-insensitive), else the expandable tree (16 px per level),
// portal login and sign-up at the bottom. Closes on close, a result click and a leaf click.
// A modal dialog: focus stays inside while it is open.
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n-context.tsx';
import { SiteLink } from './site-link.tsx';
import { menu } from '../../shared/menu.ts';
import { filterMenu, flattenMenu, indentFor, toggleExpanded, type TreeNode } from '../../shared/mobile-menu.ts';
import { normaliseTerm } from '../../shared/search.ts';
import { openSignup } from '../features/signup/open-signup.ts';
import { ModalDialog } from '../ui/dialog.tsx';
import { Icon } from '../ui/icons.tsx';
import { Logo } from './logo.tsx';
import { ContentResults, useContentSearch } from '../features/search/content-results.tsx';
import { useLocale, useSite } from './use-locale.ts';

export default function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const site = useSite();
  const id = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [term, setTerm] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const tree = useMemo<TreeNode[]>(
    () => [
      ...menu.map((s) => ({
        id: s.key,
        title: t(`nav.${s.key}`),
        path: s.path,
        children: s.lists.map((l) => ({
          id: `${s.key}.${l.kind}`,
          title: t(l.titleKey),
          children: l.links.map((link) => ({ id: `${s.key}.${l.kind}.${link.path}`, title: t(`pages.${link.name}.breadcrumb`), path: link.path })),
        })),
      })),
      { id: 'partners', title: t('nav.partners'), path: site.partnerUrl, external: true },
    ],
    [t, site.partnerUrl],
  );
  const flat = useMemo(() => flattenMenu(tree), [tree]);
  const results = filterMenu(flat, term);
  const searching = normaliseTerm(term) !== null;
  // The site's content beside the menu entries (issue 33), asked of the server as you type.
  const content = useContentSearch(term, locale, onClose);

  const leaf = (node: { title: string; path: string; external?: boolean }, className: string, children?: React.ReactNode) =>
    node.external ? (
      <a className={className} href={node.path} target="_blank" rel="noopener" onClick={onClose}>
        {children ?? node.title}
      </a>
    ) : (
      <SiteLink className={className} to={`/${locale}${node.path}`} onClick={onClose}>
        {children ?? node.title}
      </SiteLink>
    );

  const renderNodes = (nodes: readonly TreeNode[], level: number) => (
    <ul className="mobile-tree__list">
      {nodes.map((n) => {
        const open = expanded.has(n.id);
        const indent = { paddingInlineStart: `${indentFor(level) + 16}px` };
        return (
          <li key={n.id} className={`mobile-tree__node mobile-tree__node--l${level}`}>
            {n.children?.length ? (
              <>
                <button type="button" className="mobile-tree__toggle" style={indent} aria-expanded={open} onClick={() => setExpanded((s) => toggleExpanded(s, n.id))}>
                  <span>{n.title}</span>
                  <Icon name="chevron" size={16} />
                </button>
                {open ? renderNodes(n.children, level + 1) : null}
              </>
            ) : n.path ? (
              <span className="mobile-tree__leaf-wrap" style={indent}>{leaf({ title: n.title, path: n.path, external: !!n.external }, 'mobile-tree__leaf')}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <ModalDialog onClose={onClose} labelledBy={`${id}-title`} className="mobile-menu" initialFocus={closeRef}>
      <div className="mobile-menu__header">
        <span className="mobile-menu__logo"><Logo /></span>
        <h2 id={`${id}-title`} className="visually-hidden">{t('mobileMenu.title')}</h2>
        <button ref={closeRef} type="button" className="icon-button" aria-label={t('nav.closeMenu')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="mobile-menu__search" role="search">
        <Icon name="search" size={18} />
        <label className="visually-hidden" htmlFor={`${id}-term`}>{t('mobileMenu.searchLabel')}</label>
        <input
          id={`${id}-term`}
          type="search"
          autoComplete="off"
          placeholder={t('mobileMenu.searchPlaceholder')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          {...content.inputProps}
        />
      </div>
      <nav className="mobile-menu__body" aria-label={t('nav.mainNavigation')}>
        {searching ? (
          results.length ? (
            <ul className="mobile-results" aria-label={t('mobileMenu.results', { count: results.length })}>
              {results.map((r) => (
                <li key={r.id}>
                  {leaf(r, 'mobile-result', (
                    <>
                      <span className="mobile-result__title">{r.title}</span>
                      {r.trail ? <span className="mobile-result__path">{r.trail}</span> : null}
                    </>
                  ))}
                </li>
              ))}
            </ul>
          ) : (
            <div className="mobile-menu__empty" role="status">
              <p>{t('mobileMenu.noResults')}</p>
              <p>{t('mobileMenu.tryDifferent')}</p>
            </div>
          )
        ) : null}
        {searching ? <ContentResults search={content} locale={locale} onNavigate={onClose} className="mobile-menu__content" /> : (
          <div className="mobile-tree">{renderNodes(tree, 0)}</div>
        )}
      </nav>
      <div className="mobile-menu__footer">
        <a className="button button--ghost" href={`${site.portalUrl}/login?language=${encodeURIComponent(locale)}`} target="_blank" rel="noopener">
          {t('nav.portal')}
        </a>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onClose();
            openSignup({ source: 'mobile-menu' });
          }}
        >
          {t('nav.signUp')}
        </button>
      </div>
    </ModalDialog>
  );
}
