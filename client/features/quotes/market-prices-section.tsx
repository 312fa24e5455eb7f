// The market prices section as pages include it: rendered after mount (spec 2.4), with a
// skeleton of the same size before (server, hydration, while its code loads). The live table,
// its tabs and the price socket are a chunk of their own, fetched only once mounted.
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import type { LocaleCode } from '../../../shared/locales.ts';
import { AfterMount } from '../../ui/after-mount.tsx';

const MarketPrices = lazy(() => import('./market-prices.tsx').then((m) => ({ default: m.MarketPrices })));

export function MarketPricesSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="market-prices market-prices--skeleton" aria-busy="true">
      <span className="visually-hidden">{t('home.markets.loading')}</span>
      <div className="market-prices__tabs-skeleton" />
      <div className="market-prices__body">
        <div className="market-prices__panel-skeleton" />
        <div className="market-prices__card market-prices__card--skeleton" />
      </div>
      <div className="market-prices__footer" />
    </div>
  );
}

export function MarketPricesSection({ locale }: { locale: LocaleCode }) {
  return (
    <AfterMount fallback={<MarketPricesSkeleton />}>
      <Suspense fallback={<MarketPricesSkeleton />}>
        <MarketPrices locale={locale} />
      </Suspense>
    </AfterMount>
  );
}
