// Trading conditions (/trading/trading-conditions) and its three component views
// (/trading/components/conditions, /hours, /leveroge): tables by instrument group generated
// from the instrument catalogue, so nothing is typed twice. Leverage comes from the entity
// register: the caps of the entity on-boarding this locale first, the group's other entities
// after. The loader computes the
// tables' rows (instruments with identical conditions or hours share a row), so the page data
// carries a few hundred rows' worth of cells, not the catalogue's hundreds of specifications.
import { Fragment } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import { loadCatalogue } from '../../features/instruments/catalogue.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { instrumentPath } from '../../../shared/trading/instrument-basics.ts';
import { clientCategories, entityForLocale, type Entity } from '../../../shared/company/entities.ts';
import { OfferedBy } from '../../ui/offered-by.tsx';
import { itemLangAttribute } from '../../../shared/content-language.ts';
import { unpackRows } from '../../../shared/pack-rows.ts';
import { conditionsTablesData, entitiesFirst, formatLeverage, type ConditionsTablesData, type LeverageRow } from '../../../shared/trading/conditions.ts';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { spanDays } from '../../../shared/trading/weekdays.ts';
import '../../styles/pages/marketing.css';
import '../../styles/pages/instruments.css';
import './conditions.css';
import { cachedDateFormat, cachedNumberFormat } from '../../../shared/format.ts';
import { contractSizeText } from './contract-size.ts';
import { loadSpreads, typicalBySymbol } from '../../features/spreads/load-spreads.ts';
import { SpreadTables } from '../../features/spreads/spread-tables.tsx';
import { conditionGroups } from '../../../shared/trading/trading-terms.ts';
import { groupBoxStyle, symbolRowLines } from '../../features/spreads/group-size.ts';

export interface ConditionsPageData extends PageData {
  /** null: the catalogue could not be read. */
  tables: ConditionsTablesData | null;
  /** The spread tables' rows per group (trading-conditions only): measured typical spreads and the entity's terms. */
  spreadGroups?: ReturnType<typeof conditionGroups>;
}

export async function loader(args: LoaderFunctionArgs): Promise<ConditionsPageData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const withSpreads = page.name === 'trading-trading-conditions';
  const [catalogue, messages, spreads] = await Promise.all([loadCatalogue(services, args.request.signal), services.messages(args.params.locale as LocaleCode), withSpreads ? loadSpreads(services, undefined, args.request.signal) : null]);
  page.messages = pickMessages(messages, withSpreads ? ['instruments', 'spreads'] : ['instruments']);
  const entity = entityForLocale(args.params.locale as LocaleCode);
  return {
    ...page,
    tables: catalogue ? conditionsTablesData(catalogue, views[page.name] ?? ['conditions'], entity) : null,
    ...(withSpreads && catalogue ? { spreadGroups: conditionGroups(catalogue, typicalBySymbol(spreads), entity) } : {}),
  };
}

type T = ReturnType<typeof usePageMessages>['t'];

const views: Record<string, ('conditions' | 'hours' | 'leverage')[]> = {
  'trading-trading-conditions': ['leverage', 'conditions', 'hours'],
  'trading-components-conditions': ['conditions'],
  'trading-components-hours': ['hours'],
  'trading-components-leveroge': ['leverage'],
};

/** Symbols of a row, each linked to its page: plain links in one isolate, as a row can list a
 * whole exchange's shares (a router link each was a fifth of the page's bytes). */
function SymbolLinks({ symbols }: { symbols: readonly string[] }) {
  const locale = useLocale();
  return <bdi>{symbols.map((s, k) => <Fragment key={s}>{k ? ', ' : ''}<a href={`/${locale}${instrumentPath(s)}`}>{s}</a></Fragment>)}</bdi>;
}

function ConditionsTables({ groups, t, tag }: { groups: NonNullable<ConditionsTablesData['conditions']>; t: T; tag: string }) {
  const n = cachedNumberFormat(tag, { maximumFractionDigits: 8 });
  const weekday = (d: number) => cachedDateFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + d));
  return (
    <>
      {groups.map(({ group, rows: packed }) => {
        const rows = unpackRows(packed);
        return (
        <div key={group} className="conditions-group" data-group={group} style={groupBoxStyle(symbolRowLines(rows, () => 3))}>
          <h3 id={`cond-${group}`}>{t(`instruments.groups.${group}`)}</h3>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`cond-${group}`}>
            <table className="spec-table">
              <caption className="visually-hidden">{t(`instruments.groups.${group}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('instruments.spec.symbol')}</th>
                  <th scope="col">{t('instruments.spec.contractSize')}</th>
                  <th scope="col">{t('instruments.spec.volume')}</th>
                  <th scope="col">{t('instruments.spec.marginCurrency')}</th>
                  <th scope="col">{t('instruments.spec.leverage')}</th>
                  <th scope="col">{t('instruments.spec.swapLong')}</th>
                  <th scope="col">{t('instruments.spec.swapShort')}</th>
                  <th scope="col">{t('instruments.spec.tripleSwap')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((i) => (
                  <tr key={i.symbols[0]} data-symbol={i.symbols.join(' ')}>
                    <th scope="row"><SymbolLinks symbols={i.symbols} /></th>
                    <td><bdi>{contractSizeText(t, n, i.contractSize, i.baseUnit)}</bdi></td>
                    <td><bdi>{`${n.format(i.minVolume)} \u2013 ${n.format(i.maxVolume)}`}</bdi></td>
                    <td>{i.marginCurrency}</td>
                    <td><bdi>{`1:${i.leverage}`}</bdi></td>
                    <td><bdi>{`${n.format(i.swapLong)} ${t(`instruments.swapUnits.${i.swapType}`)}`}</bdi></td>
                    <td><bdi>{`${n.format(i.swapShort)} ${t(`instruments.swapUnits.${i.swapType}`)}`}</bdi></td>
                    <td>{weekday(i.tripleSwapDay)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        );
      })}
    </>
  );
}

function HoursTables({ groups, t, tag }: { groups: NonNullable<ConditionsTablesData['hours']>; t: T; tag: string }) {
  return (
    <>
      <p>{t('instruments.hours.venueNote')}</p>
      {groups.map(({ group, rows }) => (
        <div key={group} className="conditions-group" data-group={group} style={groupBoxStyle(symbolRowLines(rows, (i) => rows[i]!.spans.length * 2))}>
          <h3 id={`hours-${group}`}>{t(`instruments.groups.${group}`)}</h3>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`hours-${group}`}>
            <table className="spec-table">
              <caption className="visually-hidden">{t(`instruments.groups.${group}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('instruments.spec.symbol')}</th>
                  <th scope="col">{t('instruments.spec.timeZone')}</th>
                  <th scope="col">{t('instruments.hours.sessions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.symbols[0]}>
                    {/* Plain symbols: the conditions table and each instrument's page link them (a link each would double this table's bytes). */}
                    <th scope="row"><bdi>{row.symbols.join(', ')}</bdi></th>
                    <td><bdi>{row.timeZone}</bdi></td>
                    <td>
                      <ul className="plain-list">
                        {row.spans.map((s) => <li key={s.fromDay}>{`${spanDays(tag, s)}: `}<bdi>{s.ranges.map((r) => `${r.open}\u2013${r.close}`).join(', ')}</bdi></li>)}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </>
  );
}

function LeverageTable({ rows, t, entity }: { rows: LeverageRow[]; t: T; entity: Entity }) {
  const columns = entitiesFirst(entity);
  const nameLang = itemLangAttribute('en', useLocale());
  return (
    <>
      <p>{t('instruments.leverage.note')}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="leverage-title">
        <table className="spec-table leverage-table">
          <caption className="visually-hidden">{t('offeredBy.leverageCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>{t('instruments.spec.group')}</th>
              {columns.map((e) => (
                <th key={e.id} scope="colgroup" colSpan={clientCategories.length} data-entity={e.id}>
                  <abbr title={e.regulator?.name}>{e.regulator?.abbreviation}</abbr> · <span lang={nameLang}>{e.legalName}</span>
                  {e.id === entity.id ? <> ({t('offeredBy.thisSite')})</> : null}
                </th>
              ))}
            </tr>
            <tr>
              {columns.flatMap((e) => clientCategories.map((c) => <th key={`${e.id}-${c}`} scope="col">{t(`offeredBy.${c}`)}</th>))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.group} data-group={r.group}>
                <th scope="row">{t(`instruments.groups.${r.group}`)}</th>
                {r.cells.map((c) => <td key={`${c.entity}-${c.category}`} data-entity={c.entity} data-category={c.category}><bdi>{formatLeverage(c.cap)}</bdi></td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export default function ConditionsPage() {
  const page = useLoaderData() as ConditionsPageData;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  const tag = getLocale(locale).tag;
  const entity = entityForLocale(locale);
  const shown = views[page.name] ?? ['conditions'];
  const { tables } = page;
  return (
    <article className="conditions-page">
      <header className="page-hero" data-section="header">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <OfferedBy />
      </header>
      {!tables ? <p className="calc__note">{t('instruments.table.unavailable')}</p> : null}
      {tables?.leverage && shown.includes('leverage') ? (
        <Section id="leverage" title={t('offeredBy.leverageTitle')}><LeverageTable rows={tables.leverage} t={t} entity={entity} /></Section>
      ) : null}
      {tables?.conditions && shown.includes('conditions') ? (
        <Section id="conditions" title={t('instruments.conditions.title')}><ConditionsTables groups={tables.conditions} t={t} tag={tag} /></Section>
      ) : null}
      {page.spreadGroups ? (
        <Section id="spreads" title={t('spreads.title')}><SpreadTables groups={page.spreadGroups} tag={tag} /></Section>
      ) : null}
      {tables?.hours && shown.includes('hours') ? (
        <Section id="hours" title={t('instruments.hours.title')}><HoursTables groups={tables.hours} t={t} tag={tag} /></Section>
      ) : null}
    </article>
  );
}
