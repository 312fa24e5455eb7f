// Instrument page (/trading/trading-{symbol}): live bid/ask/spread, today's range, a chart of
// recent hours, the contract specification, trading hours (venue zone on the server, the
// visitor's after mount) with open now / opens in, the calculator pre-filled for the symbol,
// related academy articles and FinancialProduct JSON-LD. Lower case is canonical: other cases
// answer 301 to it; an unknown symbol is the 404 page.
import { instrumentName, type InstrumentName } from '../../../shared/trading/instrument-name.ts';
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { articleLanguage, notFound, pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { api, dataOr } from '../../data/api.ts';
import { servicesContext } from '../../services.ts';
import { pick } from '../../i18n.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { financialProductJsonLd } from '../../../shared/seo/financial-product.ts';
import { instrumentPath, type AssetClass } from '../../../shared/trading/instrument-basics.ts';
import type { InstrumentSpec } from '../../../shared/trading/instrument.ts';
import { InstrumentCalculator } from '../../features/calculator/lazy-trading-calculator.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { ArticlesSection } from '../../features/articles/articles-section.tsx';
import { ProductTabs } from '../../features/instruments/product-tabs.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import type { Candle } from './instrument-parts.tsx';
import { LiveQuote } from './instrument-live-quote.tsx';
import { PriceChart, SpecTable, SpreadByHour, TodayRange, TradingHours, TypicalSpread } from './instrument-lazy-parts.tsx';
import '../../styles/pages/marketing.css';
import '../../styles/pages/instruments.css';
import './instrument.css';
import { OfferedBy } from '../../ui/offered-by.tsx';
import { loadSpreads } from '../../features/spreads/load-spreads.ts';
import type { InstrumentSpreads } from '../../../shared/quotes/spread-stats.ts';

/** Academy tags per asset class (sandbox tags: 4 forex, 5 commodities, 6 indices, 7 crypto, 1 analysis). */
const articleTag: Record<AssetClass, number> = { forex: 4, metals: 5, energy: 5, indices: 6, crypto: 7, shares: 1, etfs: 6 };

export interface InstrumentPageData extends PageData {
  spec: InstrumentSpec;
  /** Named in the loader (server ICU), so hydration never compares two ICU versions' names. */
  instrumentName: InstrumentName;
  candles: Candle[];
  /** Measured spreads (GET /api/spreads?symbol=); part of the cached page (10 minutes). */
  spreads: InstrumentSpreads | null;
}

/** The specification section; the JSON-LD's fee specification points at its heading (Section gives `${id}-title`). */
const SPEC_SECTION = 'spec';
const SPEC_HEADING_ID = `${SPEC_SECTION}-title`;

export async function loader(args: LoaderFunctionArgs): Promise<InstrumentPageData> {
  const url = new URL(args.request.url);
  const page = await pageLoader(args);
  const locale = args.params.locale as LocaleCode;
  const raw = decodeURIComponent(page.id ?? '');
  if (!/^[A-Za-z0-9]{2,12}$/.test(raw)) notFound('validation', url.pathname);
  // One URL per instrument: other spellings move permanently to the lower-case one.
  if (raw !== raw.toLowerCase()) throw redirect(`/${locale}${instrumentPath(raw)}${url.search}`, 301);
  const services = args.context.get(servicesContext);
  const signal = args.request.signal;
  const [answer, candlesAnswer, messages, spreads] = await Promise.all([
    api(services, 'instrument', { symbol: raw }, { signal }),
    api(services, 'instrumentCandles', { symbol: raw, limit: 72 }, { signal }),
    services.messages(locale),
    loadSpreads(services, raw, signal),
  ]);
  if (!answer.ok && answer.kind === 'http' && answer.status === 404) notFound('validation', url.pathname);
  if (!answer.ok) throw data({ kind: 'upstream', path: url.pathname }, { status: 503 });
  const spec = answer.data;
  page.messages = pickMessages(messages, ['instruments', 'calculator', 'markets.common', 'spreads']);
  const tag = getLocale(locale).tag;
  const name = instrumentName(spec.symbol, spec.description, tag);
  const text = (key: string) => String(pick(messages, `instruments.page.${key}`) ?? '').replaceAll('{{symbol}}', spec.symbol).replaceAll('{{name}}', name.text);
  // A <title> cannot carry lang="en": where only the upstream's English name exists, the head
  // names the instrument by its symbol alone, so it stays in the page's language.
  const headKey = (key: 'title' | 'description') => (name.lang ? `${key}SymbolOnly` : key);
  page.text = { ...page.text, title: text(headKey('title')), description: text(headKey('description')), intro: text('intro') };
  // The last crumb is this page: named by its symbol.
  const last = page.crumbs.at(-1);
  if (last?.isActive) page.crumbs = [...page.crumbs.slice(0, -1), { ...last, name: spec.symbol }];
  else page.crumbs = [...page.crumbs.map((c) => ({ ...c, isActive: false })), { name: spec.symbol, path: page.path, isActive: true }];
  const site = services.site();
  const category = String(pick(messages, `instruments.classes.${spec.assetClass}`) ?? spec.assetClass);
  page.head = {
    jsonLd: [financialProductJsonLd({
      url: canonicalUrl(site.origin, locale, instrumentPath(spec.symbol)), symbol: spec.symbol, name: name.text,
      description: page.text.description, category, brandName: site.brandName, origin: site.origin, inLanguage: tag,
      specificationAnchor: SPEC_HEADING_ID,
    })],
  };
  page.articles = api(services, 'articles', { tags_ids: [articleTag[spec.assetClass]], limit: 3, language: articleLanguage(locale) }, { signal }).then(dataOr);
  const candles: Candle[] = candlesAnswer.ok ? candlesAnswer.data : [];
  return { ...page, spec, candles, instrumentName: name, spreads: spreads?.instruments[0] ?? null };
}

export default function InstrumentPage() {
  const page = useLoaderData() as InstrumentPageData;
  const { t } = usePageMessages(page);
  const { spec } = page;
  const locale = useLocale();
  const tag = getLocale(locale).tag;
  return (
    <article className="instrument-page" data-symbol={spec.symbol}>
      <header className="page-hero" data-section="header">
        <p className="instrument-page__class">{t(`instruments.classes.${spec.assetClass}`)} · {t(`instruments.groups.${spec.group}`)}</p>
        <h1><bdi>{spec.symbol}</bdi> <span className="instrument-page__name" lang={page.instrumentName.lang}>{page.instrumentName.text}</span></h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <OfferedBy />
        <LiveQuote symbol={spec.symbol} />
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: `instrument-${spec.symbol}` })}>{t('common.openAccount')}</button>
        </div>
      </header>
      <ProductTabs />
      <Section id="today" title={t('instruments.page.todayTitle')}>
        <TodayRange symbol={spec.symbol} digits={spec.digits} tag={tag} />
      </Section>
      <Section id="chart" title={t('instruments.page.chartTitle')}>
        <PriceChart candles={page.candles} digits={spec.digits} symbol={spec.symbol} tag={tag} />
      </Section>
      <Section id="typical-spread" title={t('spreads.instrument.title')}>
        <TypicalSpread spreads={page.spreads} symbol={spec.symbol} tag={tag} />
        <SpreadByHour spreads={page.spreads} symbol={spec.symbol} tag={tag} />
      </Section>
      <Section id={SPEC_SECTION} title={t('instruments.page.specTitle')}>
        <SpecTable spec={spec} name={page.instrumentName.text} tag={tag} />
        <p className="calc__hint"><LocaleLink to="/trading/trading-conditions">{t('instruments.page.allConditions')}</LocaleLink></p>
      </Section>
      <Section id="hours" title={t('instruments.page.hoursTitle')}>
        <TradingHours spec={spec} tag={tag} />
      </Section>
      <Section id="calculator" title={t('instruments.page.calculatorTitle', { symbol: spec.symbol })}>
        <InstrumentCalculator spec={spec} locale={locale} />
        <p className="calc__hint">
          <LocaleLink to={`/platform/trading-calculator?symbol=${spec.symbol}`}>{t('instruments.page.fullCalculator')}</LocaleLink>
        </p>
      </Section>
      <ArticlesSection id="related" page={page} title={t('instruments.page.articlesTitle')} />
    </article>
  );
}

