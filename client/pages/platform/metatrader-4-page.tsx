// MetaTrader 4 page (spec 2.6): header with a download button that opens registration, platform
// tabs, trade section, download box (Sign Up; Windows and Apple to the portal's /downloads in a
// new tab), feature cards, the scroll-driven timeline, years, the lock icon that switches at
// 2500 px, FAQ, the banner that opens registration, and articles 48, 56, 58. The scroll handler
// is passive and throttled to animation frames; the nav bar's own 10 px rule lives in the frame.
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { useSite } from '../../frame/use-locale.ts';
import { brand } from '../../../shared/brand.ts';
import { activeTimelineItems, lockIconSwitched, timelineScroll } from '../../../shared/timeline.ts';
import { ArticlesSection, Faq, Section, usePageMessages, type FaqItem } from '../markets/common.tsx';
import { PageIcon } from '../markets/icons.tsx';
import '../../styles/pages/marketing.css';
import '../../styles/pages/platform.css';

interface TimelineItem { num: string; name: string; text: string }
interface Card { title: string; text: string }
interface Year { value: string; label: string }

/** window.scrollY, updated at most once per animation frame (0 on the server and while hydrating). */
function useScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setY(window.scrollY);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return y;
}

const platformTabs = [
  { key: 'mt4', path: `/platform/${brand.terminal}-4` },
  { key: 'mt5', path: `/platform/${brand.terminal}-5` },
  { key: 'app', path: `/platform/${brand.slug}-app` },
  { key: 'copy', path: '/platform/copy-trading' },
  { key: 'vps', path: '/platform/forex-vps' },
] as const;

// Scroll state lives in the two parts that follow the scroll, so scrolling re-renders them only.
function Timeline({ items }: { items: TimelineItem[] }) {
  const scrollY = useScrollY();
  const desktop = activeTimelineItems(scrollY, 'desktop', timelineScroll);
  const mobile = activeTimelineItems(scrollY, 'mobile', timelineScroll);
  return (
    <>
      <TimelineList items={items} variant="desktop" active={desktop} />
      <TimelineList items={items} variant="mobile" active={mobile} />
    </>
  );
}

function TimelineList({ items, variant, active }: { items: TimelineItem[]; variant: 'desktop' | 'mobile'; active: boolean[] }) {
  return (
    <ol className={`timeline__list timeline__list--${variant}`}>
      {items.map((item, i) => (
        <li key={i} className={active[i] ? 'timeline__item is-active' : 'timeline__item'} data-active={active[i] ? 'true' : 'false'}>
          <span className="timeline__num" aria-hidden="true">{item.num}</span>
          <h3>{item.name}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

function SecurityLock() {
  const locked = lockIconSwitched(useScrollY());
  return (
    <span className={locked ? 'security__lock is-switched' : 'security__lock'} data-lock={locked ? 'locked' : 'open'}>
      <PageIcon name={locked ? 'lock' : 'unlock'} size={64} />
    </span>
  );
}

export default function MetaTrader4Page() {
  const page = useLoaderData() as PageData;
  const { t, list } = usePageMessages(page);
  const site = useSite();
  const downloads = `${site.portalUrl.replace(/\/$/, '')}/downloads`;
  const items = list<TimelineItem>('mt4.timeline');
  const faq = list<FaqItem>('faq.mt4');
  const newTab = t('mt4.downloadBox.newTab');

  return (
    <article className="metatrader-4-page">
      <header className="page-hero platform-hero" data-section="header">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'mt4-download' })}>{t('mt4.download')}</button>
        </div>
      </header>
      <nav className="product-tabs" aria-label={t('mt4.tabsLabel')}>
        <ul>
          {platformTabs.map((p) => (
            <li key={p.key}>
              <LocaleLink to={p.path} className={p.key === 'mt4' ? 'product-tabs__link is-current' : 'product-tabs__link'} aria-current={p.key === 'mt4' ? 'page' : undefined}>
                {t(`mt4.tabs.${p.key}`)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="trade" title={t('mt4.trade.title')} className="trade">
        <p>{t('mt4.trade.text')}</p>
        <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'mt4-trade' })}>{t('common.openAccount')}</button>
      </Section>

      <Section id="download" title={t('mt4.downloadBox.title')} className="download-box">
        <p>{t('mt4.downloadBox.text')}</p>
        <div className="download-box__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'mt4-download-box' })}>{t('mt4.downloadBox.signUp')}</button>
          <a className="button button--ghost" href={downloads} target="_blank" rel="noopener" data-download="windows">
            <PageIcon name="windows" size={20} />
            {t('mt4.downloadBox.windows')}
            <span className="visually-hidden"> {newTab}</span>
          </a>
          <a className="button button--ghost" href={downloads} target="_blank" rel="noopener" data-download="apple">
            <PageIcon name="apple" size={20} />
            {t('mt4.downloadBox.apple')}
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </div>
      </Section>

      <Section id="features" title={t('mt4.featuresTitle')} className="features">
        <ul className="card-grid card-grid--4">
          {list<Card>('mt4.features').map((c, i) => (
            <li key={i} className="info-card"><h3>{c.title}</h3><p>{c.text}</p></li>
          ))}
        </ul>
      </Section>

      <Section id="timeline" title={t('mt4.timelineTitle')} className="timeline">
        <Timeline items={items} />
      </Section>

      <Section id="years" title={t('mt4.yearsTitle')} className="years">
        <ul className="years__list">
          {list<Year>('mt4.years').map((y, i) => (
            <li key={i}><strong dir="auto">{y.value}</strong><span>{y.label}</span></li>
          ))}
        </ul>
      </Section>

      <Section id="security" title={t('mt4.securityTitle')} className="security">
        <div className="security__body">
          <SecurityLock />
          <p>{t('mt4.securityText')}</p>
        </div>
      </Section>

      <Faq id="faq" title={t('markets.common.faqTitle')} items={faq} />

      <section className="page-section banner-section" data-section="banner" aria-label={t('mt4.banner.title')}>
        <button type="button" className="banner" onClick={() => openSignup({ source: 'mt4-banner' })}>
          <strong className="banner__title">{t('mt4.banner.title')}</strong>
          <span className="banner__text">{t('mt4.banner.text')}</span>
          <span className="banner__cta">{t('mt4.banner.cta')}</span>
        </button>
      </section>

      <ArticlesSection id="articles" page={page} title={t('markets.common.articlesTitle')} />
    </article>
  );
}
