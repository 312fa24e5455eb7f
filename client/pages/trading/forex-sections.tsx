// The forex page's sections with their own state or costly formatting (forex-page.tsx), loaded
// as lazy parts (forex-lazy-parts.tsx): each sits inside a Section's hydration gate.
import type { TFunction } from '../../i18n.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { useQuotes } from '../../features/quotes/use-quotes.ts';
import { forexPageSymbols } from '../../../shared/quotes/page-symbols.ts';
import { forexRow } from '../../../shared/quotes/math.ts';
import { forexExample, forexExampleInput, formatUsd } from '../../../shared/forex-example.ts';
import { formatNumber } from '../../../shared/format.ts';
import { getLocale } from '../../../shared/locales.ts';
import { Skeleton, TradeButtons } from '../../features/quotes/price-parts.tsx';

type T = TFunction;

// Sections with their own state or costly formatting are components of their own: the page
// renders once, so sections hydrated lazily are never re-rendered before they hydrate.
export function ForexPriceCards({ t }: { t: T }) {
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

export function WorkedExample({ t }: { t: T }) {
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

