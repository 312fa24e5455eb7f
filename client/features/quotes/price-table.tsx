// The live price table, in a module of its own: it brings the quote socket client, which a
// page without a price table in its first view (home: the prices render after mount) does not
// load up front.
import { useTranslation } from '../../i18n-context.tsx';
import { useQuotes } from './use-quotes.ts';
import { homeRow, forexRow } from '../../../shared/quotes/math.ts';
import { SectionIcon } from '../../ui/section-icons.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { getLocale } from '../../../shared/locales.ts';
import { Skeleton, TradeButtons } from './price-parts.tsx';

/**
 * The live table of a set of symbols (home tab panels, market pages, the forex spreads table):
 * symbol, up/down icon, bid, ask, spread, Buy and Sell. Rows render at once with skeleton cells;
 * prices fill in as quotes arrive.
 */
export function PriceTable({ symbols, source, caption, colours = false, showSpread = true }: { symbols: readonly string[]; source: string; caption?: string; colours?: boolean; showSpread?: boolean }) {
  const { t } = useTranslation();
  const tag = getLocale(useLocale()).tag;
  const { quotes } = useQuotes(symbols);
  return (
    <div className="price-table-wrap">
      <table className="price-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{t('markets.common.symbol')}</th>
            <th scope="col"><span className="visually-hidden">{t('markets.common.trend')}</span></th>
            <th scope="col">{t('markets.common.bid')}</th>
            <th scope="col">{t('markets.common.ask')}</th>
            {showSpread ? <th scope="col">{t('markets.common.spread')}</th> : null}
            <th scope="col"><span className="visually-hidden">{t('markets.common.action')}</span></th>
          </tr>
        </thead>
        <tbody>
          {symbols.map((symbol) => {
            const entry = quotes.get(symbol);
            const row = entry ? (colours ? forexRow(entry.quote, entry.prev, tag) : homeRow(entry.quote, entry.prev, tag)) : undefined;
            const dir = row ? ('directionAsk' in row ? (row.direction === 'green' ? 'up' : 'down') : row.direction) : undefined;
            return (
              <tr key={symbol} data-symbol={symbol} data-direction={dir ?? ''}>
                <th scope="row"><bdi>{symbol}</bdi></th>
                <td className="price-table__trend">
                  {dir ? (
                    <span className={`trend trend--${dir}`} role="img" aria-label={t(`markets.common.${dir}`)}>
                      <SectionIcon name={dir} size={16} />
                    </span>
                  ) : (
                    <Skeleton width="16px" />
                  )}
                </td>
                <td className={row && 'directionAsk' in row ? `price price--${row.direction}` : 'price'} data-field="bid">{row ? <bdi>{row.bid}</bdi> : <Skeleton />}</td>
                <td className={row && 'directionAsk' in row ? `price price--${row.directionAsk}` : 'price'} data-field="ask">{row ? <bdi>{row.ask}</bdi> : <Skeleton />}</td>
                {showSpread ? <td className="price" data-field="spread">{row ? <bdi>{row.spread}</bdi> : <Skeleton width="4ch" />}</td> : null}
                <td className="price-table__actions"><TradeButtons symbol={symbol} source={source} /></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
