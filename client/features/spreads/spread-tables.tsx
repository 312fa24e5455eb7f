// Trading conditions: one table per instrument group with every instrument's typical (measured)
// spread and its window, commission per account type, minimum stop/limit distance, margin and
// swaps. Sortable (APG sortable table: a button in each sortable header, aria-sort on the sorted
// one), filterable across groups, real tables (caption, scoped headers) in labelled horizontal
// scroll regions with the instrument column sticky, so a phone keeps the table. Rows are built
// once per catalogue; a group's table re-renders only when its own rows or sort change.
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n-context.tsx';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { cachedNumberFormat } from '../../../shared/format.ts';
import { instrumentPath } from '../../../shared/trading/instrument-basics.ts';
import { accountTypeIds, filterRows, sortRows, type ConditionRow, type SortDirection, type SortKey } from '../../../shared/trading/trading-terms.ts';
import type { InstrumentGroup } from '../../../shared/trading/instrument-basics.ts';
import { groupBoxStyle } from './group-size.ts';
import './spreads.css';

type T = ReturnType<typeof useTranslation>['t'];

interface Formats {
  spread: Intl.NumberFormat;
  pct: Intl.NumberFormat;
  usd: Intl.NumberFormat;
  n: Intl.NumberFormat;
}

export function SpreadTables({ groups, tag }: { groups: readonly { group: InstrumentGroup; rows: ConditionRow[] }[]; tag: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const formats = useMemo<Formats>(() => ({
    spread: cachedNumberFormat(tag, { numberingSystem: 'latn', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    pct: cachedNumberFormat(tag, { numberingSystem: 'latn', style: 'percent', maximumFractionDigits: 2 }),
    usd: cachedNumberFormat(tag, { numberingSystem: 'latn', style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
    n: cachedNumberFormat(tag, { numberingSystem: 'latn', maximumFractionDigits: 8 }),
  }), [tag]);
  const filtered = useMemo(() => groups.map((g) => ({ group: g.group, rows: filterRows(g.rows, deferred) })), [groups, deferred]);
  const total = groups.reduce((a, g) => a + g.rows.length, 0);
  const shown = filtered.reduce((a, g) => a + g.rows.length, 0);
  return (
    <div className="spread-tables">
      <p>{t('spreads.intro')}</p>
      <div className="spread-tables__controls" role="search">
        <div className="calc__field">
          <label htmlFor={`${id}-q`}>{t('spreads.filterLabel')}</label>
          <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('spreads.filterPlaceholder')} autoComplete="off" />
        </div>
      </div>
      <p className="calc__hint" aria-live="polite" data-testid="spread-count">{t('spreads.shown', { count: shown, total })}</p>
      {shown === 0 ? <p className="calc__note">{t('spreads.noMatch', { query: deferred })}</p> : null}
      {filtered.map((g) => (g.rows.length ? <GroupTable key={g.group} group={g.group} rows={g.rows} formats={formats} t={t} /> : null))}
      <p className="calc__hint">{t('spreads.unitNote')} {t('spreads.marginNote')}</p>
    </div>
  );
}

const GroupTable = memo(function GroupTable({ group, rows, formats, t }: { group: string; rows: readonly ConditionRow[]; formats: Formats; t: T }) {
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: 'symbol', direction: 'ascending' });
  const sorted = useMemo(() => sortRows(rows, sort.key, sort.direction), [rows, sort]);
  const groupName = t(`instruments.groups.${group}`);
  const headingId = `spreads-${group}`;
  const sortable = (key: SortKey, label: string, rowSpan?: number) => {
    const active = sort.key === key;
    const next: SortDirection = active && sort.direction === 'ascending' ? 'descending' : 'ascending';
    return (
      <th scope="col" rowSpan={rowSpan} aria-sort={active ? sort.direction : undefined} data-sort={key}>
        <button type="button" className="spread-table__sort" onClick={() => setSort({ key, direction: next })}>
          {label}<span aria-hidden="true">{active ? (sort.direction === 'ascending' ? '\u25B2' : '\u25BC') : '\u21C5'}</span>
        </button>
      </th>
    );
  };
  const { spread, pct, usd, n } = formats;
  return (
    <div className="conditions-group" data-group={group} style={groupBoxStyle(rows.length * 1.7)}>
      <h3 id={headingId}>{groupName}</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('spreads.scrollLabel', { group: groupName })}>
        <table className="spec-table spread-table">
          <caption className="visually-hidden">{t('spreads.caption', { group: groupName })}</caption>
          <thead>
            <tr>
              {sortable('symbol', t('spreads.columns.symbol'), 2)}
              {sortable('typical', t('spreads.columns.typical'), 2)}
              <th scope="colgroup" colSpan={accountTypeIds.length}>{t('spreads.columns.commission')}</th>
              {sortable('minStop', t('spreads.columns.minStop'), 2)}
              {sortable('marginPct', t('spreads.columns.margin'), 2)}
              {sortable('swapLong', t('spreads.columns.swapLong'), 2)}
              {sortable('swapShort', t('spreads.columns.swapShort'), 2)}
            </tr>
            <tr>
              {accountTypeIds.map((a) => <th key={a} scope="col">{t(`spreads.accounts.${a}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {sorted.map((r) => (
              <tr key={r.symbol} data-symbol={r.symbol}>
                {/* A symbol is Latin letters: no isolate needed. */}
                <th scope="row"><LocaleLink to={instrumentPath(r.symbol)}>{r.symbol}</LocaleLink></th>
                <td data-field="typical" data-value={r.typical?.median ?? ''}>
                  {r.typical ? (
                    <><bdi>{spread.format(r.typical.median)}</bdi> <span className="spread-table__window">{`(${t(`spreads.window.${r.typical.window}`)})`}</span></>
                  ) : <span className="spread-table__window">{t('spreads.noData')}</span>}
                </td>
                {accountTypeIds.map((a) => (
                  <td key={a} data-account={a}>{r.commission[a] ? <bdi>{usd.format(r.commission[a])}</bdi> : t('spreads.noCommission')}</td>
                ))}
                {/* Unsigned Latin digits read the same in either direction; the ratio is kept left to right by its dir. */}
                <td>{spread.format(r.minStop)}</td>
                <td><bdi>{pct.format(r.marginPct / 100)}</bdi> <span className="spread-table__window" dir="ltr">{`(1:${r.leverage})`}</span></td>
                <td><bdi>{`${n.format(r.swapLong)} ${t(`instruments.swapUnits.${r.swapType}`)}`}</bdi></td>
                <td><bdi>{`${n.format(r.swapShort)} ${t(`instruments.swapUnits.${r.swapType}`)}`}</bdi></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
});
