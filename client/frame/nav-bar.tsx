// The navigation bar (spec 2.3), minimal for now: logo, section links, Sign up, Portal, language
// and a menu for small screens. The full mega-menu, search and mobile menu come with the frame issue.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { menu } from '../../shared/menu.ts';
import { openSignup } from '../features/signup/open-signup.ts';
import { LocaleLink } from './locale-link.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { Logo } from './logo.tsx';
import { useLocale, useSite } from './use-locale.ts';

export function NavBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const site = useSite();
  return (
    <header className="nav-bar">
      <div className="nav-bar__inner">
        <a className="nav-bar__logo" href="/" aria-label={site.brandName}>
          <Logo />
        </a>
        <nav className="nav-bar__menu" aria-label={t('nav.mainNavigation')}>
          <ul>
            {menu.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={`/${locale}${section.path}`}
                  className={({ isActive }) => (isActive ? 'is-active' : undefined)}
                >
                  {t(`nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
            <li>
              <a href={site.partnerUrl} target="_blank" rel="noopener">{t('nav.partners')}</a>
            </li>
          </ul>
        </nav>
        <div className="nav-bar__actions">
          <LanguageMenu />
          <a className="button button--ghost" href={`${site.portalUrl}/login?language=${encodeURIComponent(locale)}`} target="_blank" rel="noopener">
            {t('nav.portal')}
          </a>
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'nav-bar' })}>
            {t('nav.signUp')}
          </button>
        </div>
      </div>
    </header>
  );
}
