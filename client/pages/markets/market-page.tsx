// The market pages that share one set of sections (precious metals, crypto, energies, indices,
// shares, range of markets): header with Open Account, product tabs, live prices for the asset
// class (every class, in tabs, on the range page), benefit cards, and for indices the dividend
// table from /api/dividends (streamed; a note stays when the API fails).
import { namedRow } from '../../../shared/trading/instrument-name.ts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageLoader, type Dividend, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import { loadCatalogue } from '../../features/instruments/catalogue.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { AssetClass } from '../../../shared/trading/instrument.ts';
import type { InstrumentRow } from '../../../shared/trading/instrument-filter.ts';
import { InstrumentTable } from '../../features/instruments/instrument-table.tsx';
import { Deferred } from '../../data/deferred.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { marketTabs, type MarketTabKey } from '../../../shared/quotes/tabs.ts';
import { getLocale } from '../../../shared/locales.ts';
import { formatDate, formatDecimal } from '../../../shared/format.ts';
import { ProductTabs } from '../../features/instruments/product-tabs.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { PriceTable } from '../../features/quotes/price-table.tsx';
import { MarketPricesSection } from '../../features/quotes/market-prices-section.tsx';
import '../../styles/pages/marketing.css';
import '../../styles/pages/home.css';
import '../../styles/pages/instruments.css';

const pages: Record<string, { key: string; tab?: MarketTabKey; assetClass?: AssetClass }> = {
  'trading-precious-metals': { key: 'metals', tab: 'Precious Metals', assetClass: 'metals' },
  'trading-crypto': { key: 'crypto', tab: 'Crypto', assetClass: 'crypto' },
  'trading-energies': { key: 'energies', tab: 'Energy', assetClass: 'energy' },
  'trading-indices': { key: 'indices', tab: 'Indices', assetClass: 'indices' },
  'trading-shares': { key: 'shares', tab: 'Shares', assetClass: 'shares' },
  'trading-range-of-markets': { key: 'range' },
};

interface Card { title: string; text: string }

export interface MarketPageData extends PageData {
  /** Every catalogue instrument (null when the catalogue is unavailable). */
  instruments: InstrumentRow[] | null;
}

/** The generic page data plus the catalogue's rows, so the page links every instrument. */
export async function loader(args: LoaderFunctionArgs): Promise<MarketPageData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  // The page's namespaces come with its route line (shared/routes/trading.ts).
  const catalogue = await loadCatalogue(services, args.request.signal);
  // Only the page's class travels (a market page lists its own class; the range page every one).
  const scope = pages[page.name]?.assetClass;
  const rows = catalogue && scope ? catalogue.filter((i) => i.assetClass === scope) : catalogue;
  return { ...page, instruments: rows ? rows.map((i) => namedRow({ symbol: i.symbol, description: i.description, assetClass: i.assetClass }, getLocale(args.params.locale as LocaleCode).tag)) : null };
}

function DividendTable({ rows, t }: { rows: Dividend[] | null; t: (k: string) => string }) {
  const tag = getLocale(useLocale()).tag;
  if (!rows || rows.length === 0) return <p className="dividends__empty">{t('markets.pages.indices.dividendsEmpty')}</p>;
  return (
    <div className="price-table-wrap">
      <table className="price-table dividends__table">
        <caption className="visually-hidden">{t('markets.pages.indices.dividendsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('markets.common.symbol')}</th>
            <th scope="col">{t('markets.pages.indices.name')}</th>
            <th scope="col">{t('markets.pages.indices.exDate')}</th>
            <th scope="col">{t('markets.pages.indices.long')}</th>
            <th scope="col">{t('markets.pages.indices.short')}</th>
            <th scope="col">{t('markets.pages.indices.currency')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.symbol}-${r.ex_date ?? i}`} data-symbol={r.symbol}>
              <th scope="row"><bdi>{r.symbol}</bdi></th>
              <td>{r.name ?? ''}</td>
              <td><bdi>{r.ex_date ? formatDate(r.ex_date, tag) : ''}</bdi></td>
              <td className="price"><bdi>{typeof r.long === 'number' ? formatDecimal(r.long, tag, 2) : ''}</bdi></td>
              <td className="price"><bdi>{typeof r.short === 'number' ? formatDecimal(r.short, tag, 2) : ''}</bdi></td>
              <td>{r.currency ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function MarketPage() {
  const page = useLoaderData() as MarketPageData;
  const { t, list } = usePageMessages(page);
  const locale = useLocale();
  const info = pages[page.name] ?? { key: 'range' };
  const tab = info.tab ? marketTabs[info.tab] : undefined;

  return (
    <article className="market-page" data-market={info.key}>
      <header className="page-hero" data-section="header">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: `market-${info.key}-header` })}>{t('common.openAccount')}</button>
        </div>
      </header>
      <ProductTabs />

      <Section id="prices" title={t('markets.common.pricesTitle')} className="market-prices-section">
        {tab ? (
          <>
            <p>{t(tab.desc)}</p>
            <PriceTable symbols={tab.symbols} source={`market-${info.key}`} caption={t(tab.title)} />
          </>
        ) : (
          <MarketPricesSection locale={locale} />
        )}
      </Section>

      <Section id="instruments" title={t(info.assetClass ? 'instruments.table.titleClass' : 'instruments.table.title', { name: t(`instruments.classes.${info.assetClass ?? 'forex'}`) })} className="instruments-section">
        {page.instruments ? <InstrumentTable rows={page.instruments} {...(info.assetClass ? { assetClass: info.assetClass } : {})} /> : <p>{t('instruments.table.unavailable')}</p>}
      </Section>

      <Section id="benefits" title={t(`markets.pages.${info.key}.benefitsTitle`)} className="benefits">
        <ul className="card-grid card-grid--3">
          {list<Card>(`markets.pages.${info.key}.benefits`).map((c, i) => (
            <li key={i} className="info-card"><h3>{c.title}</h3><p>{c.text}</p></li>
          ))}
        </ul>
      </Section>

      {info.key === 'indices' ? (
        <Section id="dividends" title={t('markets.pages.indices.dividendsTitle')} className="dividends">
          <p>{t('markets.pages.indices.dividendsNote')}</p>
          <Deferred id="dividends" promise={page.dividends} fallback={<div className="dividends__loading" aria-busy="true" />}>
            {(rows: Dividend[] | null) => <DividendTable rows={rows} t={t} />}
          </Deferred>
        </Section>
      ) : null}
    </article>
  );
}
