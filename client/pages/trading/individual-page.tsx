// Individual trading: what an individual account is, the key figures, three steps to start, the
// tools that come with it, links to account types and platforms, and the risk note.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { IndividualContent } from '../../../shared/content/trading.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { ProseBlock } from '../../ui/prose.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { accountsPageLoader, type ContentPageData } from './accounts-loader.ts';
import { KeyFacts } from './key-facts.tsx';
import '../../styles/pages/marketing.css';
import '../../styles/ui-tables.css';
import { OfferedBy } from '../../ui/offered-by.tsx';

type Data = ContentPageData<IndividualContent>;

export const loader = (args: LoaderFunctionArgs) => accountsPageLoader<IndividualContent>(args, 'trading/individual');

export default function IndividualPage() {
  const page = useLoaderData() as Data;
  const { t } = usePageMessages(page);
  const { content, tag, contentLang } = page;
  return (
    <article className="individual-page">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
        <OfferedBy />
        <div className="page-hero__actions">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'individual-hero' })}>{t('accounts.common.openAccount')}</button>
          <LocaleLink className="button button--ghost" to="/trading/account-types">{t('accounts.links.accountTypes')}</LocaleLink>
        </div>
      </header>
      <Section id="facts" title={t('accounts.facts.title')} hiddenTitle>
        <KeyFacts tag={tag} />
      </Section>
      <section className="page-section" data-section="about">
        <div className="page-section__inner">{content.sections.map((s, i) => <ProseBlock key={i} section={s} lang={contentLang} />)}</div>
      </section>
      <Section id="steps" title={content.steps.title}>
        <ol className="step-list" lang={contentLang}>
          {content.steps.items.map((s, i) => <li key={i}><h3>{s.title}</h3><p>{s.text}</p></li>)}
        </ol>
        <div className="cta-row">
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: 'individual-steps' })}>{t('accounts.common.openAccount')}</button>
        </div>
      </Section>
      <Section id="tools" title={content.benefits.title}>
        <ul className="card-grid" lang={contentLang}>
          {content.benefits.items.map((b, i) => <li key={i} className="info-card"><h3>{b.title}</h3><p>{b.text}</p></li>)}
        </ul>
        <p className="account-table__links">
          <LocaleLink to="/platform/metatrader-5">{t('accounts.platforms.mt5')}</LocaleLink>
          {' · '}
          <LocaleLink to="/platform/trading-central">{t('accounts.links.research')}</LocaleLink>
          {' · '}
          <LocaleLink to="/platform/trading-calculator">{t('accounts.links.calculator')}</LocaleLink>
        </p>
      </Section>
      <section className="page-section" data-section="risk">
        <div className="page-section__inner"><p className="disclaimer" lang={contentLang}>{content.riskNote}</p></div>
      </section>
    </article>
  );
}
