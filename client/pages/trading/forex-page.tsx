// Forex page (spec 2.5): header with Open Account, product tabs, benefit cards (a looped
// coverflow on mobile), live price cards, how it works, the worked example (shared/forex-example),
// why-trade cards, the transparent-spreads table, articles with tag 4 and the FAQ.
import { namedRow } from '../../../shared/trading/instrument-name.ts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageLoader, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import { loadCatalogue } from '../../features/instruments/catalogue.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { InstrumentRow } from '../../../shared/trading/instrument-filter.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { Carousel } from '../../ui/lazy-carousel.tsx';
import { forexPageSymbols } from '../../../shared/quotes/page-symbols.ts';
import { getLocale } from '../../../shared/locales.ts';
import { ArticlesSection } from '../../features/articles/articles-section.tsx';
import { Faq, type FaqItem } from '../../ui/faq.tsx';
import { ProductTabs } from '../../features/instruments/product-tabs.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SectionIcon, iconName } from '../../ui/section-icons.tsx';
import { ForexPriceCards, InstrumentTable, PriceTable, WorkedExample } from './forex-lazy-parts.tsx';
import '../../styles/pages/marketing.css';
import '../../styles/pages/instruments.css';
import { OfferedBy } from '../../ui/offered-by.tsx';

interface Card { icon?: string; title: string; text: string }

interface ForexPageData extends PageData {
  instruments: InstrumentRow[] | null;
}

/** The generic page data plus every forex pair of the catalogue (each linked to its page). */
export async function loader(args: LoaderFunctionArgs): Promise<ForexPageData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  // The page's namespaces come with its route line (shared/routes/trading.ts).
  const catalogue = await loadCatalogue(services, args.request.signal);
  const rows = catalogue?.filter((i) => i.assetClass === 'forex').map((i) => namedRow({ symbol: i.symbol, description: i.description, assetClass: i.assetClass }, getLocale(args.params.locale as LocaleCode).tag));
  return { ...page, instruments: rows ?? null };
}

export default function ForexPage() {
  const page = useLoaderData() as ForexPageData;
  const { t, list } = usePageMessages(page);
  // The FAQ's {{forexMaxLeverage}} and {{pairs}} are filled by the message store for this locale.
  const faq = list<FaqItem>('faq.forex').map((_, i) => ({ q: t(`faq.forex.${i}.q`), a: t(`faq.forex.${i}.a`) }));
  const carouselLabels = {
    previous: t('common.carousel.previous'),
    next: t('common.carousel.next'),
    slide: (index: number, count: number) => t('common.carousel.slide', { index, count }),
  };
  const benefits = list<Card>('forex.benefits').map((b) => (
    <div className="benefit-card">
      <SectionIcon name={iconName(b.icon, 'markets')} size={32} />
      <h3>{b.title}</h3>
      <p>{b.text}</p>
    </div>
  ));

  return (
    <article className="forex-page market-page">
      <header className="page-hero" data-section="header">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <OfferedBy />
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'forex-header' })}>{t('common.openAccount')}</button>
        </div>
      </header>
      <ProductTabs />

      <Section id="benefits" title={t('forex.benefitsTitle')} className="benefits">
        <ul className="card-grid card-grid--3 benefits__grid">
          {benefits.map((b, i) => <li key={i}>{b}</li>)}
        </ul>
        <Carousel label={t('forex.benefitsTitle')} labels={carouselLabels} perView={2} gap={12} loop coverflow className="benefits__carousel" slides={benefits} />
      </Section>

      <Section id="prices" title={t('forex.pricesTitle')} className="price-cards-section">
        <ForexPriceCards t={t} />
      </Section>

      <Section id="how" title={t('forex.howTitle')} className="how">
        {list<string>('forex.how').map((p, i) => <p key={i}>{p}</p>)}
      </Section>

      <Section id="example" title={t('forex.example.title')} className="example">
        <WorkedExample t={t} />
      </Section>

      <Section id="why-trade" title={t('forex.whyTitle')} className="why-trade">
        <ul className="card-grid card-grid--4">
          {list<Card>('forex.why').map((c, i) => (
            <li key={i} className="info-card"><h3>{c.title}</h3><p>{c.text}</p></li>
          ))}
        </ul>
      </Section>

      <Section id="spreads" title={t('forex.spreadsTitle')} className="spreads">
        <p>{t('forex.spreadsText')}</p>
        <PriceTable symbols={forexPageSymbols} source="forex-spreads" caption={t('forex.spreadsTitle')} colours showSpread={false} />
      </Section>

      <Section id="instruments" title={t('instruments.table.titleClass', { name: t('instruments.classes.forex') })} className="instruments-section">
        {page.instruments ? <InstrumentTable rows={page.instruments} assetClass="forex" /> : <p>{t('instruments.table.unavailable')}</p>}
      </Section>

      <ArticlesSection id="articles" page={page} title={t('markets.common.articlesTitle')} />
      <Faq id="faq" title={t('markets.common.faqTitle')} items={faq} />
    </article>
  );
}
