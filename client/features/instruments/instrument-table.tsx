// A searchable, filterable table of catalogue instruments with live prices, a page of rows at a
// time: the server renders the first page (the catalogue has hundreds of instruments), and the
// quote subscription follows the rows on screen (one subscription, never one per row; the quote
// channel allows 50 symbols a connection). Each row links to its instrument page.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { useQuotes } from '../quotes/use-quotes.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { homeRow } from '../../../shared/quotes/math.ts';
import { assetClasses, instrumentPath, type AssetClass } from '../../../shared/trading/instrument-basics.ts';
import { filterInstruments, type InstrumentRow } from '../../../shared/trading/instrument-filter.ts';
import { Skeleton } from '../quotes/price-parts.tsx';

/** Rows a page: with the page's other live prices, well under the channel's 50 symbols. */
export const PAGE_SIZE = 25;

export function InstrumentTable({ rows, assetClass }: { rows: readonly InstrumentRow[]; assetClass?: AssetClass }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [cls, setCls] = useState<AssetClass | 'all'>(assetClass ?? 'all');
  const [page, setPage] = useState(0);
  const matching = useMemo(() => filterInstruments(rows, query, cls), [rows, query, cls]);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const visible = matching.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  // The subscription follows the rows on screen, a beat behind typing.
  const watched = useDeferredValue(visible.map((r) => r.symbol));
  const { quotes } = useQuotes(watched);
  return (
    <div className="instrument-table">
      <div className="instrument-table__controls" role="search">
        <div className="calc__field">
          <label htmlFor={`${id}-q`}>{t('instruments.table.search')}</label>
          <input id={`${id}-q`} type="search" value={query} onChange={(e) => { setQuery(e.target.value); setPage(0); }} placeholder={t('instruments.table.searchPlaceholder')} autoComplete="off" />
        </div>
        {assetClass ? null : (
          <div className="calc__field">
            <label htmlFor={`${id}-c`}>{t('instruments.table.class')}</label>
            <select id={`${id}-c`} value={cls} onChange={(e) => { setCls(e.target.value as AssetClass | 'all'); setPage(0); }}>
              <option value="all">{t('instruments.table.allClasses')}</option>
              {assetClasses.map((c) => <option key={c} value={c}>{t(`instruments.classes.${c}`)}</option>)}
            </select>
          </div>
        )}
      </div>
      <p className="calc__hint" aria-live="polite" data-testid="instrument-count">{t('instruments.table.count', { count: matching.length })}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('instruments.table.caption')}>
        <table className="price-table instrument-table__table">
          <caption className="visually-hidden">{t('instruments.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('markets.common.symbol')}</th>
              <th scope="col">{t('instruments.spec.description')}</th>
              <th scope="col">{t('markets.common.bid')}</th>
              <th scope="col">{t('markets.common.ask')}</th>
              <th scope="col">{t('markets.common.spread')}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((r) => {
              const entry = quotes.get(r.symbol);
              const row = entry ? homeRow(entry.quote, entry.prev) : undefined;
              return (
                <tr key={r.symbol} data-symbol={r.symbol}>
                  <th scope="row"><LocaleLink to={instrumentPath(r.symbol)}><bdi>{r.symbol}</bdi></LocaleLink></th>
                  <td lang={r.nameLang}>{r.name ?? r.description}</td>
                  <td className="price" data-field="bid">{row ? <bdi>{row.bid}</bdi> : <Skeleton />}</td>
                  <td className="price" data-field="ask">{row ? <bdi>{row.ask}</bdi> : <Skeleton />}</td>
                  <td className="price" data-field="spread">{row ? <bdi>{row.spread}</bdi> : <Skeleton width="4ch" />}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="instrument-table__pages" aria-label={t('instruments.pagination.label')}>
          <button type="button" className="button button--ghost" disabled={current === 0} onClick={() => setPage(current - 1)}>{t('instruments.pagination.previous')}</button>
          <p data-testid="instrument-page">{t('instruments.pagination.status', { from: current * PAGE_SIZE + 1, to: current * PAGE_SIZE + visible.length, count: matching.length })}</p>
          <button type="button" className="button button--ghost" disabled={current === pages - 1} onClick={() => setPage(current + 1)}>{t('instruments.pagination.next')}</button>
        </nav>
      ) : null}
    </div>
  );
}
