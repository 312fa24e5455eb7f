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
import { InstrumentTable } from '../../features/instruments/instrument-table.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { useQuotes } from '../../features/quotes/use-quotes.ts';
import { Carousel } from '../../ui/lazy-carousel.tsx';
import { forexPageSymbols } from '../../../shared/quotes/page-symbols.ts';
import { forexRow } from '../../../shared/quotes/math.ts';
import { forexExample, forexExampleInput, formatUsd } from '../../../shared/forex-example.ts';
import { formatNumber } from '../../../shared/format.ts';
import { getLocale } from '../../../shared/locales.ts';
import { ArticlesSection } from '../../features/articles/articles-section.tsx';
import { Faq, type FaqItem } from '../../ui/faq.tsx';
import { ProductTabs } from '../../features/instruments/product-tabs.tsx';
import { Section } from '../../ui/section.tsx';
import { Skeleton, TradeButtons } from '../../features/quotes/price-parts.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { PriceTable } from '../../features/quotes/price-table.tsx';
import { SectionIcon, iconName } from '../../ui/section-icons.tsx';
import '../../styles/pages/marketing.css';
import '../../styles/pages/instruments.css';
import { OfferedBy } from '../../ui/offered-by.tsx';

interface Card { icon?: string; title: string; text: string }

type T = ReturnType<typeof usePageMessages>['t'];

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

// Sections with their own state or costly formatting are components of their own: the page
// renders once, so sections hydrated lazily are never re-rendered before they hydrate.
function ForexPriceCards({ t }: { t: T }) {
  const tag = getLocale(useLocale()).tag;
  const { quotes } = useQuotes(forexPageSymbols);
  return (
    <ul className="price-cards">
      {forexPageSymbols.map((symbol) => {
        const entry = quotes.get(symbol);
        const row = entry ? forexRow(entry.quote, entry.prev, tag) : undefined;
        return (
          <li key={symbol} className="price-card" data-symbol={symbol} data-bid-direction={row?.direction ?? ''} data-ask-direction={row?.directionAsk ?? ''}>
            <div className="price-card__head">
              <strong><bdi>{symbol}</bdi></strong>
              <span className="price-card__leverage">{t('markets.common.leverageLabel')}</span>
            </div>
            <div className="price-card__prices">
              <div>
                <span className="price-card__label">{t('markets.common.bid')}</span>
                <span className={row ? `price price--${row.direction}` : 'price'} data-field="bid">{row ? <bdi>{row.bid}</bdi> : <Skeleton />}</span>
              </div>
              <div>
                <span className="price-card__label">{t('markets.common.spread')}</span>
                <span className="price" data-field="spread">{row ? <bdi>{row.spread}</bdi> : <Skeleton width="4ch" />}</span>
              </div>
              <div>
                <span className="price-card__label">{t('markets.common.ask')}</span>
                <span className={row ? `price price--${row.directionAsk}` : 'price'} data-field="ask">{row ? <bdi>{row.ask}</bdi> : <Skeleton />}</span>
              </div>
            </div>
            <TradeButtons symbol={symbol} source="forex-card" />
          </li>
        );
      })}
    </ul>
  );
}

function WorkedExample({ t }: { t: T }) {
  const tag = getLocale(useLocale()).tag;
  const ex = forexExample(forexExampleInput, tag);
  const money = (v: number) => formatUsd(v, tag);
  const position = (p: typeof ex.opening, closing: boolean) => (
    <dl className="example__position">
      <div><dt>{t('forex.example.lots')}</dt><dd>{formatNumber(p.lots, tag)}</dd></div>
      <div><dt>{t('forex.example.pair')}</dt><dd>{p.pair}</dd></div>
      <div><dt>{t('forex.example.price')}</dt><dd>{p.price}</dd></div>
      <div><dt>{t('forex.example.positionValue')}</dt><dd>{money(p.positionValue)}</dd></div>
      <div><dt>{t('forex.example.leverage')}</dt><dd>{p.leverage}</dd></div>
      <div><dt>{t('forex.example.margin')}</dt><dd>{money(p.margin)}</dd></div>
      <div><dt>{t('forex.example.totalValue')}</dt><dd data-closing={closing ? 'true' : undefined}>{money(p.totalValue)}</dd></div>
    </dl>
  );
  return (
    <>
      <p>{t('forex.example.intro', { lots: forexExampleInput.lots, pair: forexExampleInput.pair })}</p>
      <dl className="example__summary">
        <div><dt>{t('forex.example.openingPrice')}</dt><dd>{ex.openingPrice}</dd></div>
        <div><dt>{t('forex.example.closingPrice')}</dt><dd>{ex.closingPrice}</dd></div>
        <div><dt>{t('forex.example.grossProfit')}</dt><dd data-field="gross-profit">{money(ex.grossProfit)}</dd></div>
      </dl>
      <div className="example__positions">
        <div>
          <h3>{t('forex.example.opening')}</h3>
          {position(ex.opening, false)}
        </div>
        <div>
          <h3>{t('forex.example.closing')}</h3>
          {position(ex.closing, true)}
        </div>
      </div>
      <p className="example__note">{t('forex.example.note')}</p>
    </>
  );
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
