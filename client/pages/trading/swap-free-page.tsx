// Swap-free (Islamic) account: the rules, the eligible instrument groups with their free nights
// and admin fee (shared/accounts/swap-free.ts, symbols linked to their instrument pages), a
// worked example, what is excluded, how to open one and a short FAQ.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatMoney, formatNumber } from '../../../shared/accounts/format.ts';
import { swapFreeGroups } from '../../../shared/accounts/swap-free.ts';
import type { SwapFreeContent } from '../../../shared/content/trading.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { ProseBlock } from '../../ui/prose.tsx';
import { StackedTable } from '../../ui/stacked-table.tsx';
import { Faq } from '../../ui/faq.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { accountsPageLoader, type ContentPageData } from './accounts-loader.ts';
import '../../styles/pages/marketing.css';
import '../../styles/ui-tables.css';

type Data = ContentPageData<SwapFreeContent>;

export const loader = (args: LoaderFunctionArgs) => accountsPageLoader<SwapFreeContent>(args, 'trading/swap-free-account', ['accounts', 'markets.common']);

export default function SwapFreePage() {
  const page = useLoaderData() as Data;
  const { t } = usePageMessages(page);
  const { content, tag, contentLang } = page;
  const col = (key: string) => ({ key, label: t(`accounts.swapFree.columns.${key}`), text: t(`accounts.swapFree.columns.${key}`) });

  return (
    <article className="swap-free-page">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'swap-free-hero' })}>{t('accounts.swapFree.open')}</button>
        </div>
      </header>

      <section className="page-section" data-section="rules">
        <div className="page-section__inner"><ProseBlock section={content.rules} lang={contentLang} /></div>
      </section>

      <Section id="eligible" title={t('accounts.swapFree.eligibleTitle')}>
        <StackedTable
          caption={t('accounts.swapFree.caption')}
          captionHidden
          headerLabel={{ label: t('accounts.swapFree.columns.group'), text: t('accounts.swapFree.columns.group') }}
          columns={[col('symbols'), { ...col('freeNights'), numeric: true }, col('fee')]}
          rows={swapFreeGroups.map((g) => ({
            key: g.id,
            data: { 'data-group': g.id },
            header: t(`accounts.swapFree.groups.${g.id}`),
            cells: [
              <ul className="symbol-links">
                {g.symbols.map((s) => <li key={s}><LocaleLink to={`/trading/trading-${s.toLowerCase()}`}><bdi>{s}</bdi></LocaleLink></li>)}
              </ul>,
              <bdi>{formatNumber(tag, g.freeNights)}</bdi>,
              g.adminFeePerLotUsd ? t('accounts.swapFree.feeValue', { amount: formatMoney(tag, g.adminFeePerLotUsd, 'USD') }) : t('accounts.swapFree.noFee'),
            ],
          }))}
        />
        <p className="notice" lang={contentLang}><strong>{t('accounts.swapFree.excludedTitle')}</strong> {content.excluded}</p>
      </Section>

      <section className="page-section" data-section="admin-fee">
        <div className="page-section__inner">
          <ProseBlock section={content.adminFee} lang={contentLang} />
          <p className="notice" lang={contentLang}>{content.example}</p>
          <p><LocaleLink to="/trading/trading-conditions">{t('accounts.links.conditions')}</LocaleLink></p>
        </div>
      </section>

      <Section id="how-to" title={content.howTo.title}>
        <ol className="step-list step-list--plain" lang={contentLang}>
          {content.howTo.steps.map((s, i) => <li key={i}><p>{s}</p></li>)}
        </ol>
        <div className="cta-row">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'swap-free-steps' })}>{t('accounts.swapFree.open')}</button>
        </div>
      </Section>

      {content.faq.length ? <Faq id="faq" title={t('markets.common.faqTitle')} items={content.faq} /> : null}
    </article>
  );
}
