// Account types: the comparison table (Standard, Raw ECN, Islamic) from shared/accounts with the
// names and descriptions of the content file, a sign-up call to action per account (the sign-up
// dialog), each account's highlights, how to choose, the demo offer and the small print. The
// leverage figures are the entity register's for the entity on-boarding this locale (the largest
// cap over the catalogue's groups).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { accountLeverage, accountTypes, type AccountConditions, type AccountTypeId } from '../../../shared/accounts/account-types.ts';
import { formatLeverage, formatMoney, formatNumber } from '../../../shared/accounts/format.ts';
import type { AccountTypesContent } from '../../../shared/content/trading.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { useSite } from '../../frame/use-locale.ts';
import { ProseBlock } from '../../ui/prose.tsx';
import { StackedTable, type StackedColumn } from '../../ui/stacked-table.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { servicesContext } from '../../services.ts';
import { loadCatalogue } from '../../features/instruments/catalogue.ts';
import { accountsPageLoader, type ContentPageData } from './accounts-loader.ts';
import { KeyFacts } from './key-facts.tsx';
import { entityForLocale } from '../../../shared/company/entities.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { OfferedBy } from '../../ui/offered-by.tsx';
import '../../styles/pages/marketing.css';
import '../../styles/ui-tables.css';

interface Data extends ContentPageData<AccountTypesContent> {
  /** Largest leverage per account type (the locale's entity, retail) over the catalogue's groups; null: the catalogue failed. */
  leverage: Record<AccountTypeId, number> | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<Data> {
  const services = args.context.get(servicesContext);
  const [page, catalogue] = await Promise.all([
    accountsPageLoader<AccountTypesContent>(args, 'trading/account-types'),
    loadCatalogue(services, args.request.signal),
  ]);
  const entity = entityForLocale(args.params.locale as LocaleCode);
  return { ...page, leverage: catalogue?.length ? accountLeverage(entity, [...new Set(catalogue.map((i) => i.group))]) : null };
}

const columnKeys = ['minDeposit', 'spreadFrom', 'commission', 'leverage', 'instruments', 'platforms', 'baseCurrencies', 'swap', 'action'] as const;

export default function AccountTypesPage() {
  const page = useLoaderData() as Data;
  const { t } = usePageMessages(page);
  const site = useSite();
  const { content, tag, contentLang } = page;
  const demoUrl = `${site.portalUrl.replace(/\/$/, '')}/register?register_type=demo`;
  const columns: StackedColumn[] = columnKeys.map((key) => ({ key, label: t(`accounts.types.columns.${key}`), text: t(`accounts.types.columns.${key}`), numeric: key === 'minDeposit' || key === 'spreadFrom' }));

  const cells = (a: AccountConditions) => {
    const copy = content.accounts[a.id];
    return [
      <bdi>{formatMoney(tag, a.minDepositUsd, 'USD')}</bdi>,
      <bdi>{t('accounts.facts.pipsValue', { value: formatNumber(tag, a.spreadFromPips, 1) })}</bdi>,
      a.commissionPerLotUsd ? t('accounts.types.commissionValue', { amount: formatMoney(tag, a.commissionPerLotUsd, 'USD', 2) }) : t('accounts.types.commissionNone'),
      page.leverage ? <>{t('accounts.types.upTo')} <bdi>{formatLeverage(tag, page.leverage[a.id])}</bdi></> : '\u2013',
      <span lang={contentLang}>{copy.instruments}</span>,
      a.platforms.map((p) => t(`accounts.platforms.${p}`)).join(', '),
      <bdi>{a.baseCurrencies.join(', ')}</bdi>,
      a.swapFree ? t('accounts.types.swapFree') : t('accounts.types.swapCharged'),
      <button type="button" className="button button--primary" data-account={a.id} onClick={() => openSignup({ source: `account-types-${a.id}` })}>
        {t('accounts.types.openThis', { name: copy.name })}
      </button>,
    ];
  };

  return (
    <article className="account-types-page">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <OfferedBy />
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'account-types-hero' })}>{t('accounts.common.openAccount')}</button>
          <a className="button button--ghost" href={demoUrl} target="_blank" rel="noopener">
            {t('accounts.common.openDemo')}<span className="visually-hidden"> {t('accounts.common.newTab')}</span>
          </a>
        </div>
      </header>

      <Section id="facts" title={t('accounts.facts.title')} hiddenTitle>
        <KeyFacts tag={tag} {...(page.leverage ? { maxLeverage: Math.max(...Object.values(page.leverage)) } : {})} />
      </Section>

      <Section id="compare" title={t('accounts.types.compareTitle')}>
        <StackedTable
          className="account-table"
          caption={t('accounts.types.caption')}
          captionHidden
          headerLabel={{ label: t('accounts.types.columns.account'), text: t('accounts.types.columns.account') }}
          columns={columns}
          rows={accountTypes.map((a) => ({
            key: a.id,
            highlighted: a.featured,
            data: { 'data-account': a.id },
            header: (
              <span className="account-table__name">
                <span lang={contentLang}>{content.accounts[a.id].name}</span>
                {a.featured ? <span className="badge">{t('accounts.types.popular')}</span> : null}
              </span>
            ),
            cells: cells(a),
          }))}
        />
        <p className="account-table__links">
          <LocaleLink to="/trading/trading-conditions">{t('accounts.links.conditions')}</LocaleLink>
          {' · '}
          <LocaleLink to="/platform/trading-calculator">{t('accounts.links.calculator')}</LocaleLink>
          {' · '}
          <LocaleLink to="/trading/swap-free-account">{t('accounts.links.swapFree')}</LocaleLink>
        </p>
      </Section>

      <Section id="accounts" title={t('accounts.types.detailsTitle')}>
        <ul className="card-grid">
          {accountTypes.map((a) => {
            const copy = content.accounts[a.id];
            return (
              <li key={a.id} className="info-card" lang={contentLang}>
                <h3>{copy.name}</h3>
                <p>{copy.tagline}</p>
                <p><strong>{t('accounts.types.bestFor')}</strong> {copy.bestFor}</p>
                <ul className="check-list">{copy.highlights.map((h, i) => <li key={i}>{h}</li>)}</ul>
              </li>
            );
          })}
        </ul>
      </Section>

      {content.sections.length ? (
        <section className="page-section" data-section="choose">
          <div className="page-section__inner">{content.sections.map((s, i) => <ProseBlock key={i} section={s} lang={contentLang} />)}</div>
        </section>
      ) : null}

      <Section id="demo" title={content.demo.title}>
        <p lang={contentLang}>{content.demo.text}</p>
        <div className="cta-row">
          <a className="button button--primary" href={demoUrl} target="_blank" rel="noopener">
            {t('accounts.common.openDemo')}<span className="visually-hidden"> {t('accounts.common.newTab')}</span>
          </a>
        </div>
      </Section>

      <Section id="notes" title={t('accounts.common.notesTitle')}>
        <ol className="notes-list" lang={contentLang}>{content.notes.map((n, i) => <li key={i}>{n}</li>)}</ol>
      </Section>
    </article>
  );
}
