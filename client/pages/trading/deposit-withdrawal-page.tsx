// Deposit and withdrawal: the methods table (method, type, currencies, minimum, fee, deposit and
// withdrawal times) filtered by region (shared/accounts/funding-methods.ts), how deposits and
// withdrawals work and the small print from the content file.
import { useId, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { entryMinDepositUsd } from '../../../shared/accounts/account-types.ts';
import { tradingFigures } from '../../../shared/accounts/figures.ts';
import { formatMoney, formatNumber } from '../../../shared/accounts/format.ts';
import { fundingMethods, isRegion, methodsForRegion, regions, type ProcessingTime, type Region } from '../../../shared/accounts/funding-methods.ts';
import type { FundingContent } from '../../../shared/content/trading.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { ProseBlock } from '../../ui/prose.tsx';
import { StackedTable, type StackedColumn } from '../../ui/stacked-table.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { accountsPageLoader, type ContentPageData } from './accounts-loader.ts';
import '../../styles/pages/marketing.css';
import '../../styles/ui-tables.css';

type Data = ContentPageData<FundingContent>;

export const loader = (args: LoaderFunctionArgs) => accountsPageLoader<FundingContent>(args, 'trading/deposit-and-withdrawal');

const columnKeys = ['kind', 'currencies', 'minimum', 'fee', 'deposit', 'withdrawal'] as const;

export default function DepositWithdrawalPage() {
  const page = useLoaderData() as Data;
  const { t } = usePageMessages(page);
  const { content, tag, contentLang } = page;
  const [region, setRegion] = useState<Region>('global');
  const selectId = useId();
  const time = (p: ProcessingTime) => {
    switch (p.kind) {
      case 'instant': return t('accounts.funding.time.instant');
      case 'minutes': return t('accounts.funding.time.minutes', { n: formatNumber(tag, p.max) });
      case 'hours': return t('accounts.funding.time.hours', { n: formatNumber(tag, p.max) });
      case 'businessDays': return p.min === p.max
        ? t('accounts.funding.time.businessDay', { n: formatNumber(tag, p.max) })
        : t('accounts.funding.time.businessDays', { min: formatNumber(tag, p.min), max: formatNumber(tag, p.max) });
    }
  };
  const columns: StackedColumn[] = columnKeys.map((key) => ({ key, label: t(`accounts.funding.columns.${key}`), text: t(`accounts.funding.columns.${key}`), numeric: key === 'minimum' }));
  const methods = methodsForRegion(fundingMethods, region);
  const regionName = t(`accounts.funding.regions.${region}`);

  return (
    <article className="funding-page">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <ul className="facts-strip">
          <li><strong><bdi>{`${formatNumber(tag, tradingFigures.fundingOptions)}+`}</bdi></strong><span>{t('accounts.facts.fundingOptions')}</span></li>
          <li><strong>{t('accounts.facts.free')}</strong><span>{t('accounts.facts.fundingFee')}</span></li>
          <li><strong><bdi>{formatMoney(tag, entryMinDepositUsd, 'USD')}</bdi></strong><span>{t('accounts.facts.minDeposit')}</span></li>
        </ul>
      </header>

      <Section id="methods" title={t('accounts.funding.methodsTitle')}>
        <div className="region-filter">
          <label htmlFor={selectId}>{t('accounts.funding.regionLabel')}</label>
          <select id={selectId} value={region} data-testid="region-select" onChange={(e) => isRegion(e.target.value) && setRegion(e.target.value)}>
            {regions.map((r) => <option key={r} value={r}>{t(`accounts.funding.regions.${r}`)}</option>)}
          </select>
          <p className="region-filter__count" role="status">{t('accounts.funding.count', { n: formatNumber(tag, methods.length), region: regionName })}</p>
        </div>
        <StackedTable
          className="funding-table"
          caption={t('accounts.funding.caption', { region: regionName })}
          headerLabel={{ label: t('accounts.funding.columns.method'), text: t('accounts.funding.columns.method') }}
          columns={columns}
          rows={methods.map((m) => ({
            key: m.id,
            data: { 'data-method': m.id },
            header: <bdi>{m.name}</bdi>,
            cells: [
              t(`accounts.funding.kinds.${m.kind}`),
              <bdi>{m.currencies.join(', ')}</bdi>,
              <bdi>{formatMoney(tag, m.minDepositUsd, 'USD')}</bdi>,
              m.feePercent === 0 ? t('accounts.facts.free') : `${formatNumber(tag, m.feePercent, 1)} %`,
              time(m.deposit),
              time(m.withdrawal),
            ],
          }))}
        />
      </Section>

      <section className="page-section" data-section="how">
        <div className="page-section__inner">
          {content.sections.map((s, i) => <ProseBlock key={i} section={s} lang={contentLang} />)}
          <div className="cta-row">
            <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'funding' })}>{t('accounts.common.openAccount')}</button>
          </div>
        </div>
      </section>

      <Section id="notes" title={t('accounts.common.notesTitle')}>
        <ol className="notes-list" lang={contentLang}>{content.notes.map((n, i) => <li key={i}>{n}</li>)}</ol>
      </Section>
    </article>
  );
}
