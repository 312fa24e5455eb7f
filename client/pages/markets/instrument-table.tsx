// A searchable, filterable table of catalogue instruments with live prices. One quote
// subscription for the rows on screen (the filtered set), never one per row; each row links to
// its instrument page.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { useQuotes } from '../../features/quotes/use-quotes.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { homeRow } from '../../../shared/quotes/math.ts';
import { assetClasses, instrumentPath, type AssetClass } from '../../../shared/trading/instrument-basics.ts';
import { filterInstruments, type InstrumentRow } from '../../../shared/trading/instrument-filter.ts';
import { Skeleton } from './price-parts.tsx';

export function InstrumentTable({ rows, assetClass }: { rows: readonly InstrumentRow[]; assetClass?: AssetClass }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [cls, setCls] = useState<AssetClass | 'all'>(assetClass ?? 'all');
  const visible = useMemo(() => filterInstruments(rows, query, cls), [rows, query, cls]);
  // The subscription follows the visible set, a beat behind typing.
  const watched = useDeferredValue(visible.map((r) => r.symbol));
  const { quotes } = useQuotes(watched);
  return (
    <div className="instrument-table">
      <div className="instrument-table__controls" role="search">
        <div className="calc__field">
          <label htmlFor={`${id}-q`}>{t('instruments.table.search')}</label>
          <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('instruments.table.searchPlaceholder')} autoComplete="off" />
        </div>
        {assetClass ? null : (
          <div className="calc__field">
            <label htmlFor={`${id}-c`}>{t('instruments.table.class')}</label>
            <select id={`${id}-c`} value={cls} onChange={(e) => setCls(e.target.value as AssetClass | 'all')}>
              <option value="all">{t('instruments.table.allClasses')}</option>
              {assetClasses.map((c) => <option key={c} value={c}>{t(`instruments.classes.${c}`)}</option>)}
            </select>
          </div>
        )}
      </div>
      <p className="calc__hint" aria-live="polite" data-testid="instrument-count">{t('instruments.table.count', { count: visible.length })}</p>
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
    </div>
  );
}
