// The footer of spec 2.3: call to action, app download buttons, social icons, logo, contact
// details, the five navigation columns, the disclaimer, the four jurisdiction entities and the
// copyright, all copy from translations; the entities' facts from the entity register. Icons come from one cached SVG sprite (/icons.svg).
import { useTranslation } from '../i18n-context.tsx';
import { footerColumns } from '../../shared/menu.ts';
import { LocaleLink } from './locale-link.tsx';
import { Logo } from './logo.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { SharedMarkup } from './shared-markup.tsx';
import { useLocale, useSite } from './use-locale.ts';
import { entities, entityFacts } from '../../shared/company/entities.ts';
import { MarkedSentence, MarkNames } from '../ui/marked-names.tsx';
import { SampleNotice } from '../ui/sample-notice.tsx';

export const socialLinks = [
  { key: 'facebook', href: 'https://www.facebook.com/veloramarkets' },
  { key: 'x', href: 'https://x.com/veloramarkets' },
  { key: 'instagram', href: 'https://www.instagram.com/veloramarkets' },
  { key: 'youtube', href: 'https://www.youtube.com/@veloramarkets' },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/veloramarkets' },
  { key: 'telegram', href: 'https://t.me/veloramarkets' },
] as const;

export const appStores = [
  { key: 'appStore', icon: 'apple', href: 'https://apps.apple.com/app/velora-markets/id6450218734' },
  { key: 'googlePlay', icon: 'google-play', href: 'https://play.google.com/store/apps/details?id=com.veloramarkets.app' },
] as const;

/**
 * The copyright year: the year of the build (the build id is its time in base 36), so the HTML
 * is the same for every visitor and on both sides of hydration. A development server (build id
 * 'dev') uses the current year.
 */
export function copyrightYear(buildId: string): number {
  const ms = Number.parseInt(buildId, 36);
  const year = Number.isFinite(ms) && ms > 1.5e12 ? new Date(ms).getUTCFullYear() : new Date().getUTCFullYear();
  return year;
}

function SpriteIcon({ name }: { name: string }) {
  return (
    <svg className="sprite-icon" width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}

/** The same on every page of a locale: its HTML is rendered once per locale (shared-markup.tsx). */
export function Footer() {
  const locale = useLocale();
  return (
    <SharedMarkup tag="footer" className="footer" markupKey={`footer:${locale}`}>
      {() => <FooterContent />}
    </SharedMarkup>
  );
}

function FooterContent() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <>
      <div className="footer__cta">
        <div className="footer__cta-text">
          <p className="footer__cta-title">{t('common.riskWarning')}</p>
          <div className="footer__cta-actions">
            <a className="button button--primary" href={`${site.portalUrl}/register`} target="_blank" rel="noopener">{t('footer.startTrading')}</a>
            <a className="footer__demo" href={`${site.portalUrl}/register?register_type=demo`} target="_blank" rel="noopener">{t('footer.tryDemo')}</a>
          </div>
        </div>
        <div className="footer__apps">
          <ResponsiveImage className="footer__app-image" name="app-phone" width={640} height={800} alt="" sizes="(min-width: 768px) 160px, 120px" />
          <p className="footer__apps-title">{t('footer.downloadApp')}</p>
          <div className="footer__apps-buttons">
            {appStores.map((s) => (
              <a key={s.key} className="store-button" href={s.href} target="_blank" rel="noopener">
                <SpriteIcon name={s.icon} />
                <span>{t(`footer.${s.key}`)}</span>
              </a>
            ))}
          </div>
        </div>
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
        <section aria-labelledby="fc-contact" className="footer__contact-col">
          <h2 id="fc-contact">{t('footer.contact.title')}</h2>
          <dl className="footer__contact">
            <div><dt>{t('footer.contact.phoneLabel')}</dt><dd><a href={`tel:${t('footer.contact.phone').replace(/[^+\d]/g, '')}`} dir="ltr">{t('footer.contact.phone')}</a></dd></div>
            <div><dt>{t('footer.contact.faxLabel')}</dt><dd dir="ltr">{t('footer.contact.fax')}</dd></div>
            <div><dt>{t('footer.contact.emailLabel')}</dt><dd><a href={`mailto:${t('footer.contact.email')}`}>{t('footer.contact.email')}</a></dd></div>
            <div><dt>{t('footer.contact.webLabel')}</dt><dd><a href="/">{t('footer.contact.web')}</a></dd></div>
          </dl>
          <p className="footer__follow" id="footer-follow">{t('footer.followUs')}</p>
          <ul className="footer__social" aria-labelledby="footer-follow">
            {socialLinks.map((s) => (
              <li key={s.key}>
                <a href={s.href} target="_blank" rel="noopener" aria-label={t(`footer.social.${s.key}`)}>
                  <SpriteIcon name={s.key} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer__legal">
        <p className="footer__disclaimer"><MarkNames text={t('footer.disclaimer')} /></p>
        <h2 className="footer__jurisdictions-title">{t('footer.jurisdictions.title')}</h2>
        <SampleNotice t={t} className="footer__sample" />
        <div className="footer__jurisdictions">
          {entities.map((e) => (
            <section key={e.id} aria-labelledby={`fj-${e.id}`} data-entity={e.id}>
              <h3 id={`fj-${e.id}`}>{e.legalName}</h3>
              <p><MarkedSentence t={t} k={`entities.${e.kind}`} facts={entityFacts(e)} /></p>
              <a href={`mailto:${e.email}`}>{e.email}</a>
            </section>
          ))}
        </div>
        <div className="footer__bottom">
          <a href="/" aria-label={site.brandName} className="footer__logo"><Logo /></a>
          <p className="footer__copyright">{t('footer.copyright', { year: String(copyrightYear(site.buildId)) })}</p>
        </div>
      </div>
    </>
  );
}
