// MetaTrader 4 page (spec 2.6): header with a download button that opens registration, platform
// tabs, trade section, download box (Sign Up; Windows and Apple to the portal's /downloads in a
// new tab), feature cards, the scroll-driven timeline, years, the lock icon that switches at
// 2500 px, FAQ, the banner that opens registration, and articles 48, 56, 58. The scroll handler
// is passive and throttled to animation frames; the nav bar's own 10 px rule lives in the frame.
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { activeTimelineItems, lockIconSwitched, timelineScroll } from '../../../shared/timeline.ts';
import { ArticlesSection } from '../../features/articles/articles-section.tsx';
import { Faq, type FaqItem } from '../../ui/faq.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SectionIcon } from '../../ui/section-icons.tsx';
import { DownloadActions, FeatureCards, PlatformHero, PlatformTabs, SignupBanner, type FeatureCard } from './platform-sections.tsx';
import '../../styles/pages/marketing.css';
import '../../styles/pages/platform.css';

interface TimelineItem { num: string; name: string; text: string }
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
      <SectionIcon name={locked ? 'lock' : 'unlock'} size={64} />
    </span>
  );
}

export default function MetaTrader4Page() {
  const page = useLoaderData() as PageData;
  const { t, list } = usePageMessages(page);
  const items = list<TimelineItem>('mt4.timeline');
  const faq = list<FaqItem>('faq.mt4');

  return (
    <article className="metatrader-4-page">
      <PlatformHero title={page.text.title} intro={page.text.intro} cta={t('mt4.download')} source="mt4-download" />
      <PlatformTabs label={t('mt4.tabsLabel')} current="mt4" labels={{ mt4: t('mt4.tabs.mt4'), mt5: t('mt4.tabs.mt5'), app: t('mt4.tabs.app'), copy: t('mt4.tabs.copy'), vps: t('mt4.tabs.vps') }} />

      <Section id="trade" title={t('mt4.trade.title')} className="trade">
        <p>{t('mt4.trade.text')}</p>
        <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'mt4-trade' })}>{t('common.openAccount')}</button>
      </Section>

      <Section id="download" title={t('mt4.downloadBox.title')} className="download-box">
        <p>{t('mt4.downloadBox.text')}</p>
        <DownloadActions signUp={t('mt4.downloadBox.signUp')} windows={t('mt4.downloadBox.windows')} apple={t('mt4.downloadBox.apple')} newTab={t('mt4.downloadBox.newTab')} source="mt4-download-box" />
      </Section>

      <FeatureCards title={t('mt4.featuresTitle')} cards={list<FeatureCard>('mt4.features')} />

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

      <SignupBanner title={t('mt4.banner.title')} text={t('mt4.banner.text')} cta={t('mt4.banner.cta')} source="mt4-banner" />

      <ArticlesSection id="articles" page={page} title={t('markets.common.articlesTitle')} />
    </article>
  );
}
