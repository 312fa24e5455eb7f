// Home page (spec 2.4): the thirteen sections in order. Section 13 (the UK warning dialog) is
// mounted by the frame for every page. Figures and copy come from the messages (home.*).
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useLoaderData } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { useLocale, useSite } from '../../frame/use-locale.ts';
import { entityForLocale } from '../../../shared/company/entities.ts';
import { entityMayOffer } from '../../../shared/promotions/eligibility.ts';
import { brand } from '../../../shared/brand.ts';
import { getLocale } from '../../../shared/locales.ts';
import { formatOrdinalNumber } from '../../../shared/format.ts';
import { Carousel } from '../../ui/lazy-carousel.tsx';
import { toggleAccordion } from '../../../shared/accordion.ts';
import { ArticlesSection } from '../../features/articles/articles-section.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SectionIcon, iconName } from '../../ui/section-icons.tsx';
import { SharedMarkup } from '../../frame/shared-markup.tsx';
import { MarketPricesSection } from '../../features/quotes/market-prices-section.tsx';
import '../../styles/pages/marketing.css';
import '../../styles/pages/home.css';
import { OfferedBy } from '../../ui/offered-by.tsx';

interface Figure { icon: string; name: string; text: string }
interface WhyItem { icon: string; title: string; content: string }
interface Stat { value: string; label: string }
interface Award { name: string; org: string; year: string }
interface Step { title: string; desc: string }
interface TextItem { title: string; text: string }

const promoKeys = ['cas', 'trade', 'part', 'refer', 'news'] as const;
/** Where each promo card's button goes ('partner' is the partner site). */
const promoPaths: Record<(typeof promoKeys)[number], string> = {
  cas: '/trading/promotions-and-rewards',
  trade: '/trading/range-of-markets',
  part: 'partner',
  refer: '/trading/promotions-and-rewards',
  news: '/analysis/market-news',
};
/** Cards that advertise an inducement (cashback, referral rewards): not shown where the entity may not offer one. */
const promoCategory: Partial<Record<(typeof promoKeys)[number], string>> = { cas: 'rewards', refer: 'rewards' };

function HeroVideo({ label }: { label: string }) {
  const desktop = useRef<HTMLVideoElement>(null);
  const mobile = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)');
    const small = matchMedia('(max-width: 959.98px)');
    const sync = () => {
      const active = small.matches ? mobile.current : desktop.current;
      const idle = small.matches ? desktop.current : mobile.current;
      idle?.pause();
      if (!active) return;
      active.muted = true;
      if (reduce.matches) active.pause();
      else void active.play().catch(() => {});
    };
    sync();
    small.addEventListener('change', sync);
    reduce.addEventListener('change', sync);
    return () => {
      small.removeEventListener('change', sync);
      reduce.removeEventListener('change', sync);
    };
  }, []);
  return (
    <div className="hero__media" role="img" aria-label={label}>
      {/* The poster is the largest paint of the page: fetched early, at high priority, and only the one the screen shows.
          Kept as poster attributes (not an image under the videos): without a poster, the video's
          first frame, painted after hydration, becomes a new largest paint. */}
      <HeroPosterPreloads />
      <video ref={desktop} className="hero__video hero__video--desktop" poster="/media/hero-desktop.webp" muted playsInline loop preload="none" aria-hidden="true" tabIndex={-1}>
        <source src="/media/hero-desktop.webm" type="video/webm" />
        <source src="/media/hero-desktop.mp4" type="video/mp4" />
      </video>
      <video ref={mobile} className="hero__video hero__video--mobile" poster="/media/hero-mobile.webp" muted playsInline loop preload="none" aria-hidden="true" tabIndex={-1}>
        <source src="/media/hero-mobile.webm" type="video/webm" />
        <source src="/media/hero-mobile.mp4" type="video/mp4" />
      </video>
    </div>
  );
}

function HeroPosterPreloads() {
  preload('/media/hero-mobile.webp', { as: 'image', fetchPriority: 'high', media: '(max-width: 959.98px)' });
  preload('/media/hero-desktop.webp', { as: 'image', fetchPriority: 'high', media: '(min-width: 960px)' });
  return null;
}

function SponsorVideo({ playLabel, pauseLabel, label }: { playLabel: string; pauseLabel: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) {
      v.muted = true;
      void v.play().catch(() => {});
    } else v.pause();
  };
  return (
    <div className={playing ? 'sponsor-video is-playing' : 'sponsor-video'} data-playing={playing ? 'true' : 'false'}>
      {/* A lazy image rather than the poster attribute, which is fetched with the page although
          this section is far below the first screen; the video stays transparent until it plays. */}
      <img className="sponsor-video__poster" src="/media/sponsor.webp" alt="" loading="lazy" decoding="async" width={640} height={360} />
      <video
        ref={video}
        className="sponsor-video__media"
        muted
        playsInline
        loop
        preload="none"
        aria-label={label}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src="/media/sponsor.webm" type="video/webm" />
        <source src="/media/sponsor.mp4" type="video/mp4" />
      </video>
      <button type="button" className="sponsor-video__toggle" aria-label={playing ? pauseLabel : playLabel} aria-pressed={playing} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
        </svg>
      </button>
    </div>
  );
}

function WhyAccordion({ items }: { items: WhyItem[] }) {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <div className="accordion why__accordion">
      {items.map((item, i) => (
        <div key={i} className={open === i ? 'accordion__item is-open' : 'accordion__item'}>
          <h3 className="accordion__heading">
            <button type="button" id={`why-b${i}`} className="accordion__trigger" aria-expanded={open === i} aria-controls={`why-p${i}`} onClick={() => setOpen((o) => toggleAccordion(o, i))}>
              <SectionIcon name={iconName(item.icon, 'markets')} size={24} />
              <span>{item.title}</span>
              <svg className="accordion__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
            </button>
          </h3>
          <div id={`why-p${i}`} role="region" aria-labelledby={`why-b${i}`} className="accordion__panel" hidden={open !== i}>
            <p>{item.content}</p>
          </div>
        </div>
      ))}
    </div>
  );
}

export default function HomePage() {
  const page = useLoaderData() as PageData;
  const { t, list } = usePageMessages(page);
  const locale = useLocale();
  const site = useSite();
  const carouselLabels = {
    previous: t('common.carousel.previous'),
    next: t('common.carousel.next'),
    slide: (index: number, count: number) => t('common.carousel.slide', { index, count }),
    pause: t('common.carousel.pause'),
    play: t('common.carousel.play'),
  };
  const stats = list<Stat>('home.why.stats');
  const statCards = stats.map((s) => (
    <div className="stat-card">
      <strong className="stat-card__value" dir="auto">{s.value}</strong>
      <span className="stat-card__label">{s.label}</span>
    </div>
  ));
  const portal = site.portalUrl.replace(/\/$/, '');

  return (
    <article className="home-page">
      {/* 1. Top line */}
      <section className="home-topline" data-section="top-line" aria-label={t('home.topLine.label')}>
        <div className="page-section__inner home-topline__inner">
          <p>{t('home.topLine.text')}</p>
          <div className="home-topline__actions">
            <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'home-top-line' })}>{t('common.openAccount')}</button>
            <LocaleLink className="button button--ghost" to={`/platform/${brand.slug}-app`}>{t('common.downloadApp')}</LocaleLink>
          </div>
        </div>
      </section>

      {/* 2. Hero video */}
      <section className="hero" data-section="hero" aria-labelledby="hero-title">
        <HeroVideo label={t('home.hero.videoLabel')} />
        <div className="hero__content">
          <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title">{page.text.title}</h1>
          <p className="hero__intro">{page.text.intro}</p>
          <button type="button" className="button button--primary button--large" onClick={() => openSignup({ source: 'home-hero' })}>{t('common.startTrading')}</button>
        </div>
      </section>

      {/* 3. Eight key figures */}
      <Section id="figures" title={t('home.figures.title')} className="figures" hiddenTitle>
        <SharedMarkup tag="ul" className="figures__list" markupKey={`home-figures:${locale}`}>
          {() => list<Figure>('home.figures.items').map((f, i) => (
            <li key={i} className="figure">
              <SectionIcon name={iconName(f.icon, 'markets')} size={32} />
              <strong className="figure__name" dir="auto">{f.name}</strong>
              <span className="figure__text">{f.text}</span>
            </li>
          ))}
        </SharedMarkup>
        <OfferedBy />
      </Section>

      {/* 4. Promo carousel */}
      <Section id="promo" title={t('home.promo.title')} className="promo">
        <Carousel
          label={t('home.promo.carouselLabel')}
          labels={carouselLabels}
          perView={1.3}
          gap={16}
          loop
          className="promo__carousel"
          slides={promoKeys.filter((key) => entityMayOffer(entityForLocale(locale), { category: promoCategory[key] })).map((key, i) => {
            const path = promoPaths[key];
            const cta = t(`home.promo.cards.${key}.cta`);
            return (
              <div className={`promo-card promo-card--${key}`} data-promo={key}>
                <span className="promo-card__num" aria-hidden="true">{formatOrdinalNumber(i + 1, getLocale(locale).tag)}</span>
                <h3 className="promo-card__title">{t(`home.promo.cards.${key}.title`)}</h3>
                <p className="promo-card__text">{t(`home.promo.cards.${key}.text`)}</p>
                {path === 'partner' ? (
                  <a className="button button--ghost promo-card__cta" href={site.partnerUrl} rel="noopener">{cta}</a>
                ) : (
                  <LocaleLink className="button button--ghost promo-card__cta" to={path}>{cta}</LocaleLink>
                )}
              </div>
            );
          })}
        />
      </Section>

      {/* 5. Market prices (after mount) */}
      <Section id="markets" title={t('home.markets.title')} className="markets">
        <MarketPricesSection locale={locale} />
      </Section>

      {/* 6. Why choose: accordion, stat cards, stat carousel on mobile */}
      <Section id="why" title={t('home.why.title')} className="why">
        <WhyAccordion items={list<WhyItem>('home.why.items')} />
        <SharedMarkup tag="ul" className="why__stats" aria-label={t('home.why.statsLabel')} markupKey={`home-why-stats:${locale}`}>
          {() => statCards.map((card, i) => <li key={i}>{card}</li>)}
        </SharedMarkup>
        <Carousel label={t('home.why.statsLabel')} labels={carouselLabels} perView={1.4} gap={12} loop className="why__stat-carousel" slides={statCards} />
      </Section>

      {/* 7. Start trading, explore free demo */}
      <Section id="cta" title={t('home.cta.title')} className="cta-band">
        <p>{t('home.cta.text')}</p>
        <div className="cta-band__actions">
          <a className="button button--primary" href={`${portal}/register`}>{t('common.startTrading')}</a>
          <a className="button button--ghost" href={`${portal}/register?register_type=demo`}>{t('home.cta.demo')}</a>
        </div>
      </Section>

      {/* 8. Awards */}
      <Section id="awards" title={t('home.awards.title')} className="awards">
        <SharedMarkup tag="ul" className="awards__list" markupKey={`home-awards:${locale}`}>
          {() => list<Award>('home.awards.items').map((a, i) => (
            <li key={i} className="award-card">
              <SectionIcon name="award" size={32} />
              <strong>{a.name}</strong>
              <span>{a.org}</span>
              <span className="award-card__year">{a.year}</span>
            </li>
          ))}
        </SharedMarkup>
      </Section>

      {/* 9. Safety */}
      <Section id="safety" title={t('home.safety.title')} className="safety">
        <p>{t('home.safety.text')}</p>
        <SharedMarkup tag="ul" className="check-list" markupKey={`home-safety:${locale}`}>
          {() => list<string>('home.safety.points').map((p, i) => <li key={i}><SectionIcon name="check" size={18} />{p}</li>)}
        </SharedMarkup>
        <LocaleLink className="button button--primary" to={`/platform/${brand.terminal}-4`}>{t('home.safety.cta')}</LocaleLink>
      </Section>

      {/* 10. Account steps */}
      <Section id="steps" title={t('home.steps.title')} className="steps">
        <SharedMarkup tag="ol" className="steps__list" markupKey={`home-steps:${locale}`}>
          {() => list<Step>('home.steps.items').map((s, i) => (
            <li key={i} className="step">
              <span className="step__num" aria-hidden="true">{i + 1}</span>
              <h3>{s.title}</h3>
              <p>{s.desc}</p>
            </li>
          ))}
        </SharedMarkup>
      </Section>

      {/* 11. Deposits */}
      <Section id="deposits" title={t('home.deposits.title')} className="deposits">
        <SharedMarkup tag="ul" className="card-grid card-grid--3" markupKey={`home-deposits:${locale}`}>
          {() => list<TextItem>('home.deposits.items').map((d, i) => (
            <li key={i} className="info-card">
              <h3>{d.title}</h3>
              <p>{d.text}</p>
            </li>
          ))}
        </SharedMarkup>
        <div className="deposits__links">
          <LocaleLink className="button button--ghost" to="/trading/deposit-and-withdrawal">{t('home.deposits.methods')}</LocaleLink>
          <LocaleLink className="button button--ghost" to="/trading/help-center">{t('home.deposits.help')}</LocaleLink>
        </div>
      </Section>

      {/* 12. Market insights and the sponsorship video */}
      <ArticlesSection id="insights" page={page} title={t('home.insights.title')} />
      <Section id="sponsor" title={t('home.sponsor.title')} className="sponsor">
        <p>{t('home.sponsor.text')}</p>
        <SponsorVideo label={t('home.sponsor.videoLabel')} playLabel={t('home.sponsor.play')} pauseLabel={t('home.sponsor.pause')} />
      </Section>
    </article>
  );
}
