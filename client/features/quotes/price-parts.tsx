// Small pieces of the live price tables: the empty price cell and the buy/sell buttons.
import { useTranslation } from '../../i18n-context.tsx';
import { openSignup } from '../signup/open-signup.ts';

/** A price cell before its first quote: same box, no text (the row keeps its size). */
export function Skeleton({ width = '7ch' }: { width?: string }) {
  return <span className="price-skeleton" style={{ inlineSize: width }} aria-hidden="true" />;
}

export function TradeButtons({ symbol, source }: { symbol: string; source: string }) {
  const { t } = useTranslation();
  return (
    <span className="trade-buttons">
      <button type="button" className="trade-button trade-button--buy" aria-label={t('markets.common.buySymbol', { symbol })} onClick={() => openSignup({ source: `${source}-buy` })}>
        {t('markets.common.buy')}
      </button>
      <button type="button" className="trade-button trade-button--sell" aria-label={t('markets.common.sellSymbol', { symbol })} onClick={() => openSignup({ source: `${source}-sell` })}>
        {t('markets.common.sell')}
      </button>
    </span>
  );
}
