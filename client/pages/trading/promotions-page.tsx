// Promotions and rewards: the current promotions from GET /api/promotions (validated by the BFF),
// each with its period, a call to action (the sign-up dialog) and its own terms in a disclosure,
// then the general terms and the risk note of the content file. If the API fails the page still
// answers, with a notice in place of the list.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatUtc } from '../../../shared/accounts/format.ts';
import type { PromotionsContent } from '../../../shared/content/trading.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { Promotion } from '../../../shared/schemas/promotions.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { servicesContext } from '../../services.ts';
import { ProseBlock } from '../../ui/prose.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { accountsPageLoader, type ContentPageData } from './accounts-loader.ts';
import '../../styles/pages/marketing.css';
import '../../styles/ui-tables.css';

interface Data extends ContentPageData<PromotionsContent> {
  /** null when the API could not answer. */
  promotions: Promotion[] | null;
}

/** Same-origin path of an image URL (the CSP allows images from 'self' only). */
function imagePath(src: string | undefined): string | undefined {
  if (!src) return undefined;
  try {
    return new URL(src, 'http://local').pathname;
  } catch {
    return undefined;
  }
}

export async function loader(args: LoaderFunctionArgs): Promise<Data> {
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const [page, answer, { promotionList }] = await Promise.all([
    accountsPageLoader<PromotionsContent>(args, 'trading/promotions'),
    services.api<{ data?: unknown }>('/api/promotions', { language: locale }, { signal: args.request.signal }).catch(() => null),
    // Imported here, not with the page: zod stays out of its first JavaScript (the first
    // render's data comes with the HTML; only a navigation in the browser runs this loader).
    import('../../../shared/schemas/promotions.ts'),
  ]);
  const parsed = answer && answer.status === 200 ? promotionList.safeParse(answer.body?.data) : null;
  return { ...page, promotions: parsed?.success ? parsed.data : null };
}

export default function PromotionsPage() {
  const page = useLoaderData() as Data;
  const { t } = usePageMessages(page);
  const { content, tag, contentLang, promotions } = page;

  return (
    <article className="promotions-page">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
      </header>

      <Section id="current" title={t('accounts.promotions.listTitle')}>
        {promotions === null ? (
          <p className="notice" role="status">{t('accounts.common.unavailable')}</p>
        ) : promotions.length === 0 ? (
          <p className="notice">{t('accounts.promotions.empty')}</p>
        ) : (
          <ul className="promo-list" data-testid="promotions">
            {promotions.map((p) => (
              <li key={p.id} className="promo-card" data-promotion={p.key}>
                {imagePath(p.img) ? <img className="promo-card__image" src={imagePath(p.img)} alt="" width={400} height={200} loading="lazy" decoding="async" /> : null}
                <div className="promo-card__body">
                  {p.category ? <span className="badge">{t(`accounts.promotions.categories.${p.category}`)}</span> : null}
                  <h3 className="promo-card__title">{p.title}</h3>
                  <p>{p.description}</p>
                  <p className="promo-card__period">
                    {t('accounts.promotions.period', { start: formatUtc(tag, p.start_at), end: formatUtc(tag, p.end_at) })}
                  </p>
                  <button type="button" className="button button--primary" onClick={() => openSignup({ source: `promotion-${p.key}` })}>
                    {t('accounts.promotions.join')}<span className="visually-hidden">: {p.title}</span>
                  </button>
                  {p.terms.length ? (
                    <details className="promo-card__terms">
                      <summary>{t('accounts.promotions.terms')}<span className="visually-hidden">: {p.title}</span></summary>
                      <ol>{p.terms.map((term, i) => <li key={i}>{term}</li>)}</ol>
                    </details>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {content.sections.length ? (
        <section className="page-section" data-section="how">
          <div className="page-section__inner">{content.sections.map((s, i) => <ProseBlock key={i} section={s} lang={contentLang} />)}</div>
        </section>
      ) : null}

      <Section id="general-terms" title={t('accounts.promotions.generalTerms')}>
        <ol className="notes-list" lang={contentLang}>{content.generalTerms.map((n, i) => <li key={i}>{n}</li>)}</ol>
        <p className="disclaimer" lang={contentLang}>{content.riskNote}</p>
      </Section>
    </article>
  );
}
