// Swap-free (Islamic) account: the rules, every eligible instrument of the catalogue by group with
// its free nights and admin fee (the rule is shared/accounts/swap-free.ts; each symbol links to its
// instrument page), a worked example, what is excluded, how to open one and a short FAQ.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatMoney, formatNumber } from '../../../shared/accounts/format.ts';
import { swapFreeEligible, swapFreeGroups, swapFreePlatforms, type SwapFreeEligibleGroup } from '../../../shared/accounts/swap-free.ts';
import { instrumentPath } from '../../../shared/trading/instrument-basics.ts';
import type { SwapFreeContent } from '../../../shared/content/trading.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { ProseBlock } from '../../ui/prose.tsx';
import { StackedTable } from '../../ui/stacked-table.tsx';
import { Faq } from '../../ui/faq.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { servicesContext } from '../../services.ts';
import { loadCatalogue } from '../../features/instruments/catalogue.ts';
import { accountsPageLoader, type ContentPageData } from './accounts-loader.ts';
import '../../styles/pages/marketing.css';
import '../../styles/ui-tables.css';

interface Data extends ContentPageData<SwapFreeContent> {
  /** Eligible symbols by group (only symbols travel, not the catalogue); null: the catalogue failed. */
  eligible: SwapFreeEligibleGroup[] | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<Data> {
  const services = args.context.get(servicesContext);
  const [page, catalogue] = await Promise.all([
    accountsPageLoader<SwapFreeContent>(args, 'trading/swap-free-account', ['accounts', 'markets.common', 'disclosures']),
    loadCatalogue(services, args.request.signal),
  ]);
  return { ...page, eligible: catalogue ? swapFreeEligible(catalogue) : null };
}

export default function SwapFreePage() {
  const page = useLoaderData() as Data;
  const { t } = usePageMessages(page);
  const { content, tag, contentLang } = page;
  const platforms = swapFreePlatforms();
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
        <div className="page-section__inner">
          <ProseBlock section={content.rules} lang={contentLang} />
          {/* The platforms come from the account types, so the page cannot claim "same as Standard" when they differ. */}
          <p data-testid="swap-free-platforms">{t('disclosures.swapFree.platforms', { platforms: platforms.on.map((p) => t(`accounts.platforms.${p}`)).join(', ') })}</p>
          {platforms.notOn.length ? <p data-testid="swap-free-not-on">{t('disclosures.swapFree.notOn', { platforms: platforms.notOn.map((p) => t(`accounts.platforms.${p}`)).join(', ') })}</p> : null}
        </div>
      </section>

      <Section id="eligible" title={t('accounts.swapFree.eligibleTitle')}>
        <StackedTable
          caption={t('accounts.swapFree.caption')}
          captionHidden
          headerLabel={{ label: t('accounts.swapFree.columns.group'), text: t('accounts.swapFree.columns.group') }}
          columns={[col('symbols'), { ...col('freeNights'), numeric: true }, col('fee')]}
          rows={(page.eligible ?? swapFreeGroups.map((group) => ({ group, symbols: [] }))).map(({ group: g, symbols }) => ({
            key: g.id,
            data: { 'data-group': g.id },
            header: t(`accounts.swapFree.groups.${g.id}`),
            cells: [
              symbols.length ? (
                <ul className="symbol-links">
                  {symbols.map((s) => <li key={s} data-symbol={s}><LocaleLink to={instrumentPath(s)}><bdi>{s}</bdi></LocaleLink></li>)}
                </ul>
              ) : '\u2013',
              <bdi>{formatNumber(tag, g.freeNights)}</bdi>,
              g.adminFeePerLotUsd ? t('accounts.swapFree.feeValue', { amount: formatMoney(tag, g.adminFeePerLotUsd, 'USD') }) : t('accounts.swapFree.noFee'),
            ],
          }))}
        />
        {page.eligible ? null : <p className="notice" role="status">{t('accounts.common.unavailable')}</p>}
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
