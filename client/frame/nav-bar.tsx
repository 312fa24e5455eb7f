// The navigation bar of spec 2.3: logo, top-level items with their mega-menu panels (APG
// "disclosure navigation menu with top-level links": each item is a real link plus a button
// that shows its panel; hover opens it too, Escape closes and returns focus to the button),
// 'partners' to the external partner site, the active item, Sign up, Portal, the language
// selector, search and the mobile menu button. On the terminal-4 page the bar is transparent
// until the page has scrolled more than 10 px.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n-context.tsx';
import { useLocation, useMatches } from 'react-router';
import { SiteLink } from './site-link.tsx';
import { isActiveSection, menu, type SectionKey } from '../../shared/menu.ts';
import { openSignup } from '../features/signup/open-signup.ts';
import { Icon } from '../ui/icons.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { Logo } from './logo.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { useLocale, useSite } from './use-locale.ts';

// Loaded on first use: neither is needed to show or hydrate the page.
const SearchDialog = lazy(() => import('../features/search/search-dialog.tsx'));
const MobileMenu = lazy(() => import('./mobile-menu.tsx'));
const preloadSearch = () => void import('../features/search/search-dialog.tsx');
const preloadMobileMenu = () => void import('./mobile-menu.tsx');

/** Route whose bar is transparent until scrolled (spec 2.3, 4). */
export const overlayRouteId = 'platform-metatrader-4';
export const overlayScrollThreshold = 10;

export function useOverlayBar(): boolean {
  return useMatches().some((m) => m.id === overlayRouteId);
}

/** True once the window has scrolled past the threshold (rAF-throttled passive listener). */
function useScrolledPast(enabled: boolean, threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled, threshold]);
  return enabled && past;
}

export function NavBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const site = useSite();
  const { pathname } = useLocation();
  const [openKey, setOpenKey] = useState<SectionKey | null>(null);
  const [dialog, setDialog] = useState<'search' | 'menu' | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggles = useRef(new Map<SectionKey, HTMLButtonElement | null>());
  const overlay = useOverlayBar();
  const scrolled = useScrolledPast(overlay, overlayScrollThreshold);

  // Following a link in a panel closes it (onNavigate). There is deliberately no "close on
  // every path change" effect: a navigation commits after the URL changes, and such an effect
  // would shut a panel the visitor opened in between.
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const closePanels = useCallback(() => setOpenKey(null), []);
  const hoverOpen = (key: SectionKey) => {
    clearTimeout(hoverTimer.current);
    setOpenKey(key);
  };
  const hoverClose = () => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpenKey(null), 150);
  };

  const classes = ['nav-bar'];
  if (overlay) classes.push('nav-bar--overlay', scrolled || openKey ? 'is-solid' : 'is-transparent');

  return (
    <header className={classes.join(' ')}>
      <div className="nav-bar__inner">
        <a className="nav-bar__logo" href="/" aria-label={site.brandName}>
          <Logo />
        </a>
        <nav className="nav-bar__menu" aria-label={t('nav.mainNavigation')}>
          <ul className="nav-bar__list">
            {menu.map((section) => {
              const open = openKey === section.key;
              const panelId = `mega-${section.key}`;
              const active = isActiveSection(section, pathname);
              return (
                <li
                  key={section.key}
                  className={`nav-bar__item${active ? ' is-active' : ''}${open ? ' is-open' : ''}`}
                  onPointerEnter={(e) => e.pointerType === 'mouse' && hoverOpen(section.key)}
                  onPointerLeave={(e) => e.pointerType === 'mouse' && hoverClose()}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape' && open) {
                      e.stopPropagation();
                      setOpenKey(null);
                      toggles.current.get(section.key)?.focus();
                    }
                  }}
                  onBlur={(e) => {
                    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenKey(null);
                  }}
                >
                  <SiteLink className={`nav-bar__link${active ? ' is-active' : ''}`} to={`/${locale}${section.path}`} onClick={closePanels}>
                    {t(`nav.${section.key}`)}
                  </SiteLink>
                  <button
                    ref={(el) => {
                      toggles.current.set(section.key, el);
                    }}
                    type="button"
                    className="nav-bar__toggle"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenKey(open ? null : section.key)}
                  >
                    <span className="visually-hidden">{t('menu.toggle', { section: t(`nav.${section.key}`) })}</span>
                    <Icon name="chevron" size={14} />
                  </button>
                  <MegaMenu section={section} id={panelId} open={open} onNavigate={closePanels} />
                </li>
              );
            })}
            <li className="nav-bar__item">
              <a className="nav-bar__link" href={site.partnerUrl} target="_blank" rel="noopener">
                {t('nav.partners')}
                <Icon name="external" size={14} />
                <span className="visually-hidden"> {t('menu.newTab')}</span>
              </a>
            </li>
          </ul>
        </nav>
        <div className="nav-bar__actions">
          <LanguageSelector />
          <button
            type="button"
            className="icon-button nav-bar__search"
            aria-label={t('nav.search')}
            aria-haspopup="dialog"
            onPointerEnter={preloadSearch}
            onFocus={preloadSearch}
            onClick={() => setDialog('search')}
          >
            <Icon name="search" />
          </button>
          <a className="button button--ghost nav-bar__portal" href={`${site.portalUrl}/login?language=${encodeURIComponent(locale)}`} target="_blank" rel="noopener">
            {t('nav.portal')}
          </a>
          <button type="button" className="button button--primary nav-bar__signup" onClick={() => openSignup({ source: 'nav-bar' })}>
            {t('nav.signUp')}
          </button>
          <button
            type="button"
            className="icon-button nav-bar__menu-button"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={dialog === 'menu'}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => setDialog('menu')}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      {dialog ? (
        <Suspense fallback={null}>
          {dialog === 'search' ? <SearchDialog onClose={() => setDialog(null)} /> : <MobileMenu onClose={() => setDialog(null)} />}
        </Suspense>
      ) : null}
    </header>
  );
}
