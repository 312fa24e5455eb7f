// Home section 5: live market prices (spec 2.4, 4 and 9). Rendered only after mount (the server
// and the hydrating render show the same-size skeleton): APG tabs in the locale's order, a
// table per tab (a list on mobile), 'live updated {time} GMT+3', the info card with 'Discover
// more', swipes over 50 px and dots to change tab (wrapping). One subscription covers every tab,
// so a tab switch shows the last snapshot of its symbols at once.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { marketTabsFor, tabAfterSwipe } from '../../../shared/quotes/tabs.ts';
import { homeRow } from '../../../shared/quotes/math.ts';
import { formatGmt3Time } from '../../../shared/format.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { useQuotes } from './use-quotes.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { SectionIcon, type IconName } from '../../ui/section-icons.tsx';
import { Skeleton, TradeButtons } from './price-parts.tsx';
import { PriceTable } from './price-table.tsx';

const tabIcon: Record<string, IconName> = {
  'market-forex': 'forex', 'market-metals': 'metals', 'market-crypto': 'crypto', 'market-energy': 'energy', 'market-shares': 'shares', 'market-indices': 'indices',
};

export function MarketPrices({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation();
  const tag = getLocale(locale).tag;
  const tabs = marketTabsFor(locale);
  const allSymbols = tabs.flatMap((x) => x.symbols);
  const state = useQuotes(allSymbols, { initial: true });
  const [current, setCurrent] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusNext = useRef(false);
  const swipeStart = useRef<number | null>(null);
  const tab = tabs[current]!;

  useEffect(() => {
    if (focusNext.current) {
      tabRefs.current[current]?.focus();
      focusNext.current = false;
    }
  }, [current]);

  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next = current;
    if (e.key === forward) next = (current + 1) % tabs.length;
    else if (e.key === back) next = (current - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    else return;
    e.preventDefault();
    focusNext.current = true;
    setCurrent(next);
  };
  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    setCurrent((c) => tabAfterSwipe(c, dx, tabs.length));
  };

  const name = (key: string) => t(key);
  return (
    <div className="market-prices">
      <div className="market-prices__tabs" role="tablist" aria-label={t('home.markets.tablistLabel')} onKeyDown={onKeyDown}>
        {tabs.map((x, i) => (
          <button
            key={x.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`market-tab-${i}`}
            aria-selected={i === current}
            aria-controls="market-panel"
            tabIndex={i === current ? 0 : -1}
            className="market-prices__tab"
            data-tab={x.key}
            onClick={() => setCurrent(i)}
          >
            {name(x.title)}
          </button>
        ))}
      </div>
      <div className="market-prices__body">
        <div id="market-panel" role="tabpanel" aria-labelledby={`market-tab-${current}`} className="market-prices__panel" data-panel={tab.key}>
          <div className="market-prices__table">
            <PriceTable symbols={tab.symbols} source="home-markets" caption={name(tab.title)} />
          </div>
          <ul className="market-prices__list">
            {tab.symbols.map((symbol) => {
              const entry = state.quotes.get(symbol);
              const row = entry ? homeRow(entry.quote, entry.prev, tag) : undefined;
              return (
                <li key={symbol} className="market-list__row" data-symbol={symbol}>
                  <span className="market-list__symbol">
                    <bdi>{symbol}</bdi>
                    {row ? (
                      <span className={`trend trend--${row.direction}`} role="img" aria-label={t(`markets.common.${row.direction}`)}>
                        <SectionIcon name={row.direction} size={14} />
                      </span>
                    ) : null}
                  </span>
                  <span className="market-list__prices">
                    <span>{t('markets.common.bid')} {row ? <bdi>{row.bid}</bdi> : <Skeleton />}</span>
                    <span>{t('markets.common.ask')} {row ? <bdi>{row.ask}</bdi> : <Skeleton />}</span>
                  </span>
                  <TradeButtons symbol={symbol} source="home-markets-list" />
                </li>
              );
            })}
          </ul>
        </div>
        <div className="market-prices__card" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
          <SectionIcon name={tabIcon[tab.icon] ?? 'markets'} size={40} />
          <h3 className="market-prices__card-title">{name(tab.title)}</h3>
          <p>{name(tab.desc)}</p>
          <LocaleLink to={tab.path} className="button button--primary market-prices__more">
            {t('home.markets.discoverMore')}
            <span className="visually-hidden"> {name(tab.title)}</span>
          </LocaleLink>
          <div className="market-prices__dots" role="group" aria-label={t('home.markets.dotsLabel')}>
            {tabs.map((x, i) => (
              <button key={x.key} type="button" className="market-prices__dot" aria-label={t('home.markets.dotLabel', { name: name(x.title) })} aria-current={i === current ? 'true' : undefined} onClick={() => setCurrent(i)} />
            ))}
          </div>
        </div>
      </div>
      <p className="market-prices__footer" aria-live="off" data-live-updated>
        {state.updatedAt ? t('home.markets.liveUpdated', { time: formatGmt3Time(state.updatedAt, tag) }) : '\u00a0'}
      </p>
    </div>
  );
}
