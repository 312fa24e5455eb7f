// The footer of spec 2.3: call to action, five columns, contacts, disclaimer, jurisdictions and
// copyright, all copy from translations.
import { useTranslation } from 'react-i18next';
import { footerColumns } from '../../shared/menu.ts';
import { LocaleLink } from './locale-link.tsx';
import { Logo } from './logo.tsx';
import { useSite } from './use-locale.ts';

const entities = ['au', 'vu', 'operating', 'mu'] as const;

export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <footer className="footer">
      <div className="footer__cta">
        <a className="button button--primary" href={`${site.portalUrl}/register`} target="_blank" rel="noopener">{t('footer.startTrading')}</a>
        <a className="footer__demo" href={`${site.portalUrl}/register?register_type=demo`} target="_blank" rel="noopener">{t('footer.tryDemo')}</a>
      </div>
      <div className="footer__columns">
        {footerColumns.map((col) => (
          <section key={col.titleKey} aria-labelledby={`fc-${col.titleKey}`}>
            <h2 id={`fc-${col.titleKey}`}>{t(col.titleKey)}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.path}><LocaleLink to={l.path}>{t(`pages.${l.name}.breadcrumb`)}</LocaleLink></li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="fc-contact">
          <h2 id="fc-contact">{t('footer.contact.title')}</h2>
          <ul className="footer__contact">
            <li>{t('footer.contact.phoneLabel')}: {t('footer.contact.phone')}</li>
            <li>{t('footer.contact.faxLabel')}: {t('footer.contact.fax')}</li>
            <li>{t('footer.contact.emailLabel')}: <a href={`mailto:${t('footer.contact.email')}`}>{t('footer.contact.email')}</a></li>
            <li>{t('footer.contact.webLabel')}: {t('footer.contact.web')}</li>
          </ul>
        </section>
      </div>
      <div className="footer__legal">
        <p className="footer__disclaimer">{t('footer.disclaimer')}</p>
        <h2 className="footer__jurisdictions-title">{t('footer.jurisdictions.title')}</h2>
        <div className="footer__jurisdictions">
          {entities.map((e) => (
            <section key={e}>
              <h3>{t(`footer.jurisdictions.${e}.name`)}</h3>
              <p>{t(`footer.jurisdictions.${e}.description`)}</p>
              <a href={`mailto:${t(`footer.jurisdictions.${e}.email`)}`}>{t(`footer.jurisdictions.${e}.email`)}</a>
            </section>
          ))}
        </div>
        <div className="footer__bottom">
          <a href="/" aria-label={site.brandName} className="footer__logo"><Logo /></a>
          <p>{t('footer.copyright', { year: '2026' })}</p>
        </div>
      </div>
    </footer>
  );
}
