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
import { api } from '../../data/api.ts';
import { servicesContext } from '../../services.ts';
import { ProseBlock } from '../../ui/prose.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { useLocale } from '../../frame/use-locale.ts';
import { MarkedSentence } from '../../ui/marked-names.tsx';
import { entityFacts, entityForLocale } from '../../../shared/company/entities.ts';
import { entityMayOffer } from '../../../shared/promotions/eligibility.ts';
import { getLocale } from '../../../shared/locales.ts';
import { accountsPageLoader, type ContentPageData } from './accounts-loader.ts';
import '../../styles/pages/marketing.css';
import '../../styles/ui-tables.css';

interface Data extends ContentPageData<PromotionsContent> {
  /** The promotions the locale's entity may offer; null when the API could not answer. */
  promotions: Promotion[] | null;
  /** How many promotions the entity's rules left out (the page says why). */
  excluded: number;
  /** The page's message language: a promotion written in another one is marked with its own. */
  pageLang: string;
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
    accountsPageLoader<PromotionsContent>(args, 'trading/promotions', ['accounts', 'disclosures']),
    api(services, 'promotions', { language: locale }, { signal: args.request.signal }),
    // Imported here, not with the page: zod stays out of its first JavaScript (the first
    // render's data comes with the HTML; only a navigation in the browser runs this loader).
    import('../../../shared/schemas/promotions.ts'),
  ]);
  const parsed = answer.ok ? promotionList.safeParse(answer.data) : null;
  const all = parsed?.success ? parsed.data : null;
  // Only what the locale's entity may offer is on the page (and so in its HTML).
  const entity = entityForLocale(locale);
  const offered = all?.filter((p) => entityMayOffer(entity, p)) ?? null;
  return { ...page, promotions: offered, excluded: all && offered ? all.length - offered.length : 0, pageLang: getLocale(locale).messages[0]! };
}

export default function PromotionsPage() {
  const page = useLoaderData() as Data;
  const { t } = usePageMessages(page);
  const { content, tag, contentLang, promotions } = page;
  const locale = useLocale();
  const entity = entityForLocale(locale);
  // Texts the CMS had only in another language keep that language (lang, and its direction).
  const langOf = (p: Promotion) => (p.language && p.language !== page.pageLang ? p.language : undefined);

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
              <li key={p.id} className="promo-card" data-promotion={p.key} lang={langOf(p)} dir={langOf(p) ? 'auto' : undefined}>
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
        {page.excluded > 0 ? (
          <aside className="notice promotions-excluded" aria-labelledby="promotions-excluded-title" data-testid="promotions-excluded">
            <h3 id="promotions-excluded-title">{t('disclosures.promotions.excludedTitle')}</h3>
            <p><MarkedSentence t={t} k="disclosures.promotions.excluded" facts={entityFacts(entity)} /></p>
          </aside>
        ) : null}
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
