// Regulatory supervision: the entities of the register side by side (a table on wide screens,
// one card per entity on small ones), how a client's entity is decided, and the links to each
// regulator's public register. Every fact comes from shared/company/entities.ts.
import { useLoaderData } from 'react-router';
import { useLocale } from '../../frame/use-locale.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { entities, entityForLocale, entityFacts, formatAddress, leverageText, maxLeverage, type Entity } from '../../../shared/company/entities.ts';
import { En, MarkedSentence } from '../../ui/marked-names.tsx';
import { SampleNotice } from '../../ui/sample-notice.tsx';
import { AboutHero } from './about-ui.tsx';
import { countryIn, entityPageLoader, type EntityPageData } from './entity-names.ts';

export const loader = entityPageLoader;
const R = 'about.regulation.';

type Row = { key: string; cell: (e: Entity) => React.ReactNode };

export default function RegulatorySupervisionPage() {
  const page = useLoaderData() as EntityPageData;
  const { names } = page;
  const { t } = usePageMessages(page);
  const locale = useLocale();
  const yesNo = (v: boolean) => t(v ? `${R}yes` : `${R}no`);
  const mine = entityForLocale(locale);
  const rows: Row[] = [
    // Official names stay in English, marked as such (WCAG 3.1.2).
    { key: 'regulator', cell: (e) => (e.regulator ? <En>{`${e.regulator.name} (${e.regulator.abbreviation})`}</En> : t(`${R}notRegulated`)) },
    {
      key: 'licence',
      cell: (e) =>
        e.licence && e.regulator ? (
          <>
            <bdi>{e.licence.number}</bdi>
            <br />
            <span className="about-muted" lang="en">{e.licence.type}</span>
            <br />
            <a href={e.regulator.registerUrl} target="_blank" rel="noopener" data-licence={e.licence.number}>
              {t(`${R}checkRegister`, { regulator: e.regulator.abbreviation })}
            </a>
          </>
        ) : (
          '—'
        ),
    },
    { key: 'registration', cell: (e) => <bdi>{e.registration}</bdi> },
    { key: 'address', cell: (e) => <bdi>{formatAddress(e, countryIn(names))}</bdi> },
    { key: 'services', cell: (e) => e.services.map((s) => t(`${R}service.${s}`)).join(', ') },
    { key: 'leverageRetail', cell: (e) => (e.leverage ? <bdi>{leverageText(maxLeverage(e, 'retail'))}</bdi> : '—') },
    { key: 'leverageProfessional', cell: (e) => (e.leverage ? <bdi>{leverageText(maxLeverage(e, 'professional'))}</bdi> : '—') },
    { key: 'clientMoney', cell: (e) => (e.kind === 'regulated' ? yesNo(e.segregatedClientMoney) : '—') },
    { key: 'negativeBalance', cell: (e) => (e.kind === 'regulated' ? yesNo(e.negativeBalanceProtection) : '—') },
    {
      key: 'disputes',
      cell: (e) => (e.compensation ? <a href={e.compensation.url} target="_blank" rel="noopener" lang="en">{e.compensation.name}</a> : e.kind === 'regulated' ? t(`${R}internalOnly`) : '—'),
    },
    {
      key: 'serves',
      // One item per site version: a list reads better (and each name stays its own phrase).
      cell: (e) => (e.locales.length ? <ul className="inline-list">{e.locales.map((l) => <li key={l} lang={names.sites[l]?.english ? 'en' : undefined}>{names.sites[l]?.name ?? l}</li>)}</ul> : '—'),
    },
  ];
  return (
    <article className="content-page about-page">
      <AboutHero page={page} />
      <SampleNotice t={t} className="about-callout sample-notice" />
      <section className="about-section" aria-labelledby="reg-compare">
        <h2 id="reg-compare">{t(`${R}compareTitle`)}</h2>
        <div className="about-table-wrap">
          <table className="about-table reg-table" data-testid="entity-table">
            <caption className="visually-hidden">{t(`${R}compareTitle`)}</caption>
            <thead>
              <tr>
                <td />
                {entities.map((e) => (
                  <th key={e.id} scope="col" data-entity={e.id}>{e.legalName}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{t(`${R}rows.${r.key}`)}</th>
                  {entities.map((e) => (
                    <td key={e.id}>{r.cell(e)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="reg-cards" role="list">
          {entities.map((e) => (
            <li key={e.id} className="about-card" data-entity={e.id}>
              <h3>{e.legalName}</h3>
              <dl>
                {rows.map((r) => (
                  <div key={r.key}>
                    <dt>{t(`${R}rows.${r.key}`)}</dt>
                    <dd>{r.cell(e)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <section className="about-section" aria-labelledby="reg-how">
        <h2 id="reg-how">{t(`${R}howTitle`)}</h2>
        <p>{t(`${R}howText`)}</p>
        <p className="about-callout" data-testid="your-entity"><MarkedSentence t={t} k={`${R}yourEntity`} facts={entityFacts(mine)} /></p>
        <p>{t(`${R}operatingNote`)}</p>
      </section>
    </article>
  );
}
