// Trading conditions (/trading/trading-conditions) and its three component views
// (/trading/components/conditions, /hours, /leveroge): tables by instrument group generated
// from the instrument catalogue, so nothing is typed twice. Leverage per entity and account
// type shows the retail caps (EU, UK, AU) next to the global entity's.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import { loadCatalogue } from '../../features/instruments/catalogue.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { accountTypes, entities, instrumentPath } from '../../../shared/trading/instrument-basics.ts';
import type { InstrumentSpec } from '../../../shared/trading/instrument.ts';
import { formatLeverage, groupCatalogue, hoursRows, leverageRows } from '../../../shared/trading/conditions.ts';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { spanDays } from '../../../shared/trading/weekdays.ts';
import '../../styles/pages/marketing.css';
import '../../styles/pages/instruments.css';
import { cachedDateFormat, cachedNumberFormat } from '../../../shared/format.ts';
import { contractSizeText } from './contract-size.ts';
import { loadSpreads, typicalBySymbol } from '../../features/spreads/load-spreads.ts';
import { SpreadTables } from '../../features/spreads/spread-tables.tsx';
import type { InstrumentSpreads } from '../../../shared/quotes/spread-stats.ts';

export interface ConditionsPageData extends PageData {
  catalogue: InstrumentSpec[] | null;
  /** Measured typical spreads (trading-conditions only): symbol -> median and window. */
  typicalSpreads?: Record<string, InstrumentSpreads['typical']>;
}

export async function loader(args: LoaderFunctionArgs): Promise<ConditionsPageData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const withSpreads = page.name === 'trading-trading-conditions';
  const [catalogue, messages, spreads] = await Promise.all([loadCatalogue(services, args.request.signal), services.messages(args.params.locale as LocaleCode), withSpreads ? loadSpreads(services, undefined, args.request.signal) : null]);
  page.messages = pickMessages(messages, withSpreads ? ['instruments', 'spreads'] : ['instruments']);
  return { ...page, catalogue, ...(withSpreads ? { typicalSpreads: typicalBySymbol(spreads) } : {}) };
}

type T = ReturnType<typeof usePageMessages>['t'];

const views: Record<string, ('conditions' | 'hours' | 'leverage')[]> = {
  'trading-trading-conditions': ['leverage', 'conditions', 'hours'],
  'trading-components-conditions': ['conditions'],
  'trading-components-hours': ['hours'],
  'trading-components-leveroge': ['leverage'],
};

function ConditionsTables({ catalogue, t, tag }: { catalogue: InstrumentSpec[]; t: T; tag: string }) {
  const n = cachedNumberFormat(tag, { maximumFractionDigits: 8 });
  const weekday = (d: number) => cachedDateFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + d));
  return (
    <>
      {groupCatalogue(catalogue).map(({ group, items }) => (
        <div key={group} className="conditions-group" data-group={group}>
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
                {items.map((i) => (
                  <tr key={i.symbol} data-symbol={i.symbol}>
                    <th scope="row"><LocaleLink to={instrumentPath(i.symbol)}><bdi>{i.symbol}</bdi></LocaleLink></th>
                    <td><bdi>{contractSizeText(t, n, i.contractSize, i.baseUnit)}</bdi></td>
                    <td><bdi>{`${n.format(i.minVolume)} \u2013 ${n.format(i.maxVolume)}`}</bdi></td>
                    <td>{i.marginCurrency}</td>
                    <td><bdi>{`1:${i.leverage.global.standard}`}</bdi></td>
                    <td><bdi>{`${n.format(i.swapLong)} ${t(`instruments.swapUnits.${i.swapType}`)}`}</bdi></td>
                    <td><bdi>{`${n.format(i.swapShort)} ${t(`instruments.swapUnits.${i.swapType}`)}`}</bdi></td>
                    <td>{weekday(i.tripleSwapDay)}</td>
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

function HoursTables({ catalogue, t, tag }: { catalogue: InstrumentSpec[]; t: T; tag: string }) {
  return (
    <>
      <p>{t('instruments.hours.venueNote')}</p>
      {groupCatalogue(catalogue).map(({ group, items }) => (
        <div key={group} className="conditions-group" data-group={group}>
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
                {hoursRows(items).map((row) => (
                  <tr key={row.symbols.join()}>
                    <th scope="row">{row.symbols.map((s, k) => <span key={s}>{k ? ', ' : ''}<LocaleLink to={instrumentPath(s)}><bdi>{s}</bdi></LocaleLink></span>)}</th>
                    <td><bdi>{row.timeZone}</bdi></td>
                    <td>
                      <ul className="plain-list">
                        {row.spans.map((s) => <li key={s.fromDay}>{spanDays(tag, s)}: <bdi>{s.ranges.map((r) => `${r.open}\u2013${r.close}`).join(', ')}</bdi></li>)}
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

function LeverageTable({ catalogue, t }: { catalogue: InstrumentSpec[]; t: T }) {
  const rows = leverageRows(catalogue);
  return (
    <>
      <p>{t('instruments.leverage.note')}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="leverage-title">
        <table className="spec-table leverage-table">
          <caption className="visually-hidden">{t('instruments.leverage.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>{t('instruments.spec.group')}</th>
              {entities.map((e) => <th key={e} scope="colgroup" colSpan={accountTypes.length}>{t(`instruments.entities.${e}`)}</th>)}
            </tr>
            <tr>
              {entities.flatMap((e) => accountTypes.map((a) => <th key={`${e}-${a}`} scope="col" id={`lev-${e}-${a}`}>{t(`instruments.accountTypes.${a}`)}</th>))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.group} data-group={r.group}>
                <th scope="row">{t(`instruments.groups.${r.group}`)}</th>
                {entities.flatMap((e) => accountTypes.map((a) => <td key={`${e}-${a}`} data-entity={e} data-account={a}><bdi>{formatLeverage(r.leverage[e][a])}</bdi></td>))}
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
  const tag = getLocale(useLocale()).tag;
  const shown = views[page.name] ?? ['conditions'];
  const { catalogue } = page;
  return (
    <article className="conditions-page">
      <header className="page-hero" data-section="header">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
      </header>
      {!catalogue ? <p className="calc__note">{t('instruments.table.unavailable')}</p> : null}
      {catalogue && shown.includes('leverage') ? (
        <Section id="leverage" title={t('instruments.leverage.title')}><LeverageTable catalogue={catalogue} t={t} /></Section>
      ) : null}
      {catalogue && shown.includes('conditions') ? (
        <Section id="conditions" title={t('instruments.conditions.title')}><ConditionsTables catalogue={catalogue} t={t} tag={tag} /></Section>
      ) : null}
      {catalogue && page.typicalSpreads ? (
        <Section id="spreads" title={t('spreads.title')}><SpreadTables catalogue={catalogue} typical={page.typicalSpreads} tag={tag} /></Section>
      ) : null}
      {catalogue && shown.includes('hours') ? (
        <Section id="hours" title={t('instruments.hours.title')}><HoursTables catalogue={catalogue} t={t} tag={tag} /></Section>
      ) : null}
    </article>
  );
}
