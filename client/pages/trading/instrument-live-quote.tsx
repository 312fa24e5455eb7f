// The instrument page's live bid, ask and spread (its header, hydrated at once): apart from the
// sections' parts (instrument-parts.tsx), whose code loads when their section comes into view.
import { useTranslation } from '../../i18n-context.tsx';
import { useQuotes } from '../../features/quotes/use-quotes.ts';
import { homeRow } from '../../../shared/quotes/math.ts';
import { Skeleton } from '../../features/quotes/price-parts.tsx';

export function LiveQuote({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { quotes } = useQuotes([symbol]);
  const entry = quotes.get(symbol);
  const row = entry ? homeRow(entry.quote, entry.prev) : undefined;
  return (
    <dl className="live-quote" data-symbol={symbol} data-direction={row?.direction ?? ''}>
      <div><dt>{t('markets.common.bid')}</dt><dd className="price" data-field="bid">{row ? <bdi>{row.bid}</bdi> : <Skeleton />}</dd></div>
      <div><dt>{t('markets.common.ask')}</dt><dd className="price" data-field="ask">{row ? <bdi>{row.ask}</bdi> : <Skeleton />}</dd></div>
      <div><dt>{t('markets.common.spread')}</dt><dd className="price" data-field="spread">{row ? <bdi>{row.spread}</bdi> : <Skeleton width="4ch" />}</dd></div>
    </dl>
  );
}
