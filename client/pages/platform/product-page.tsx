// The platform product pages built from one content schema (shared/content/platform.ts), one
// route line each (shared/routes/platform.ts: its content file and tab): terminal 5, the Velora app (store badges and a QR code rendered on the server), copy trading,
// forex VPS (plans table), hub-x and the news provider. Each page: hero with a sign-up call to
// action, the product tabs, highlights, feature cards, optional steps, comparison, plans or
// downloads, prose sections, FAQ, the sign-up banner and a disclaimer. Sections are those of the
// terminal 4 page (platform-sections.tsx), not copies.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatMoney, formatNumber } from '../../../shared/accounts/format.ts';
import type { ProductContent, ProductName } from '../../../shared/content/platform.ts';
import { platformRoutes, productPage } from '../../../shared/routes/platform.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import type { QrPath } from '../../../shared/platforms/qr.ts';
import { vpsPlans } from '../../../shared/platforms/vps-plans.ts';
import { pageLoader, notFound, type PageData } from '../../data/loaders.ts';
import { openSignup } from '../../features/signup/open-signup.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { useTranslation } from '../../i18n-context.tsx';
import { servicesContext } from '../../services.ts';
import { ProseBlock } from '../../ui/prose.tsx';
import { StackedTable } from '../../ui/stacked-table.tsx';
import { Faq } from '../../ui/faq.tsx';
import { Section } from '../../ui/section.tsx';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SectionIcon } from '../../ui/section-icons.tsx';
import { DownloadActions, FeatureCards, PlatformHero, PlatformTabs, SignupBanner, platformTabPaths, type PlatformTabKey } from './platform-sections.tsx';
import '../../styles/pages/marketing.css';
import '../../styles/pages/platform.css';
import '../../styles/ui-tables.css';

/** The product pages' route lines by name: each names its content file and tab (shared/routes/platform.ts). */
const products = new Map(platformRoutes.filter((r) => r.page === productPage && r.content && r.tab).map((r) => [r.name, { content: r.content!, name: r.content!.slice('platform/'.length), tab: r.tab! }]));

/** The app's store listings (spec 2.2: two mobile app store listings). */
export const appStores = {
  apple: 'https://apps.apple.com/app/velora-markets/id6450000000',
  google: 'https://play.google.com/store/apps/details?id=com.veloramarkets.app',
} as const;

interface Data extends PageData {
  product: ProductName;
  tab: PlatformTabKey;
  content: ProductContent;
  contentLang?: string;
  tag: string;
  /** The app page's QR code (made by the loader, so only that page loads the encoder). */
  qr?: QrPath;
}

/** The QR code's target: the portal's download page sends each phone to its own store. */
function appDownloadUrl(portalUrl: string): string {
  return `${portalUrl.replace(/\/$/, '')}/downloads?platform=mobile`;
}

export async function loader(args: LoaderFunctionArgs): Promise<Data> {
  const page = await pageLoader(args);
  const product = products.get(page.name);
  if (!product) notFound('validation', new URL(args.request.url).pathname);
  const locale = args.params.locale as LocaleCode;
  const services = args.context.get(servicesContext);
  const content = await services.content<ProductContent>(product.content, locale);
  if (!content) throw new Error(`content file ${product.content} is missing`);
  const info = getLocale(locale);
  const qr = product.name === 'velora-app' ? (await import('../../../shared/platforms/qr.ts')).qrPath(appDownloadUrl(services.site().portalUrl)) : undefined;
  return { ...page, product: product.name, tab: product.tab, content: content.data, ...(content.lang !== info.messages[0] ? { contentLang: content.lang } : {}), tag: info.tag, ...(qr ? { qr } : {}) };
}

function AppDownload({ qr }: { qr?: QrPath }) {
  const { t } = useTranslation();
  const newTab = t('platforms.newTab');
  return (
    <div className="app-download">
      <ul className="store-badges">
        <li>
          <a className="store-badge" href={appStores.apple} target="_blank" rel="noopener" data-store="apple">
            <SectionIcon name="apple" size={28} />
            <span>{t('platforms.app.appStore')}</span>
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </li>
        <li>
          <a className="store-badge" href={appStores.google} target="_blank" rel="noopener" data-store="google">
            <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 2.5v19l10-9.5z" fill="#34a853" /><path d="M4 2.5l13 7.2-3 2.8z" fill="#4285f4" /><path d="M4 21.5l13-7.2-3-2.8z" fill="#ea4335" /><path d="M17 9.7l3.3 1.8c.9.5.9 1 0 1.5L17 14.3 14 12z" fill="#fbbc04" /></svg>
            <span>{t('platforms.app.googlePlay')}</span>
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </li>
      </ul>
      {qr ? <figure className="app-qr">
        <svg viewBox={`0 0 ${qr.size} ${qr.size}`} width="160" height="160" role="img" aria-label={t('platforms.app.qrLabel')} shapeRendering="crispEdges" data-testid="app-qr">
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#0d1b2a" />
        </svg>
        <figcaption>{t('platforms.app.qrHint')}</figcaption>
      </figure> : null}
    </div>
  );
}

function VpsPlans({ tag }: { tag: string }) {
  const { t } = useTranslation();
  const col = (key: string, numeric = false) => ({ key, label: t(`platforms.vps.columns.${key}`), text: t(`platforms.vps.columns.${key}`), numeric });
  return (
    <Section id="plans" title={t('platforms.vps.plansTitle')}>
      <StackedTable
        className="vps-table"
        caption={t('platforms.vps.caption')}
        captionHidden
        headerLabel={{ label: t('platforms.vps.columns.plan'), text: t('platforms.vps.columns.plan') }}
        columns={[col('cpu', true), col('memory', true), col('storage', true), col('latency', true), col('terminals', true), col('price', true), col('free'), col('action')]}
        rows={vpsPlans.map((p) => ({
          key: p.id,
          highlighted: p.id === 'pro',
          data: { 'data-plan': p.id },
          header: t(`platforms.vps.plans.${p.id}`),
          cells: [
            <bdi>{t('platforms.vps.vcpu', { n: formatNumber(tag, p.vcpu) })}</bdi>,
            <bdi>{t('platforms.vps.gb', { n: formatNumber(tag, p.ramGb) })}</bdi>,
            <bdi>{t('platforms.vps.gb', { n: formatNumber(tag, p.storageGb) })}</bdi>,
            <bdi>{t('platforms.vps.ms', { n: formatNumber(tag, p.latencyMs) })}</bdi>,
            <bdi>{formatNumber(tag, p.terminals)}</bdi>,
            <bdi>{t('platforms.vps.perMonth', { price: formatMoney(tag, p.priceUsdPerMonth, 'USD') })}</bdi>,
            t('platforms.vps.freeFrom', { n: formatNumber(tag, p.freeFromLots) }),
            <button type="button" className="button button--ghost" onClick={() => openSignup({ source: `vps-${p.id}` })}>
              {t('platforms.vps.choose')}<span className="visually-hidden">: {t(`platforms.vps.plans.${p.id}`)}</span>
            </button>,
          ],
        }))}
      />
    </Section>
  );
}

export default function ProductPage() {
  const page = useLoaderData() as Data;
  const { t } = usePageMessages(page);
  const { content, contentLang, product, tag } = page;
  const source = `platform-${product}`;
  const tabLabels = Object.fromEntries(Object.keys(platformTabPaths).map((key) => [key, t(`platforms.tabs.${key}`)]));

  return (
    <article className={`product-page product-page--${product}`}>
      <PlatformHero title={page.text.title} intro={page.text.intro} cta={content.cta} source={`${source}-hero`}>
        {product === 'velora-app' ? <AppDownload qr={page.qr} /> : null}
      </PlatformHero>
      <PlatformTabs label={t('platforms.tabsLabel')} labels={tabLabels} current={page.tab} />

      {content.highlights.length ? (
        <Section id="highlights" title={t('platforms.highlightsTitle')} hiddenTitle className="years">
          <ul className="years__list" lang={contentLang}>
            {content.highlights.map((h, i) => <li key={i}><strong><bdi>{h.value}</bdi></strong><span>{h.label}</span></li>)}
          </ul>
        </Section>
      ) : null}

      <FeatureCards title={content.featuresTitle} cards={content.features} lang={contentLang} />

      {product === 'forex-vps' ? <VpsPlans tag={tag} /> : null}

      {content.steps ? (
        <Section id="steps" title={content.steps.title}>
          <ol className="step-list" lang={contentLang}>
            {content.steps.items.map((s, i) => <li key={i}><h3>{s.title}</h3><p>{s.text}</p></li>)}
          </ol>
        </Section>
      ) : null}

      {content.comparison ? (
        <Section id="comparison" title={content.comparison.title}>
          <StackedTable
            caption={content.comparison.caption}
            captionHidden
            headerLabel={{ label: content.comparison.head[0]!, text: content.comparison.head[0]! }}
            columns={content.comparison.head.slice(1).map((h, i) => ({ key: String(i), label: h, text: h }))}
            rows={content.comparison.rows.map((r, i) => ({ key: String(i), header: r[0]!, cells: r.slice(1) }))}
          />
        </Section>
      ) : null}

      {product === 'metatrader-5' ? (
        <Section id="download" title={t('platforms.download.title')} className="download-box">
          <p>{t('platforms.download.text')}</p>
          <DownloadActions signUp={t('platforms.download.signUp')} windows={t('platforms.download.windows')} apple={t('platforms.download.apple')} newTab={t('platforms.newTab')} source={`${source}-download`} />
        </Section>
      ) : null}

      {content.sections.length ? (
        <section className="page-section" data-section="about">
          <div className="page-section__inner">
            {content.sections.map((s, i) => <ProseBlock key={i} section={s} lang={contentLang} />)}
            {product === 'fxstreet' ? <p><LocaleLink to="/analysis/market-news">{t('platforms.news.readNews')}</LocaleLink></p> : null}
          </div>
        </section>
      ) : null}

      {content.faq.length ? <Faq id="faq" title={t('markets.common.faqTitle')} items={content.faq} /> : null}

      <SignupBanner title={content.banner.title} text={content.banner.text} cta={content.banner.cta} source={`${source}-banner`} lang={contentLang} />

      {content.disclaimer ? (
        <section className="page-section" data-section="disclaimer">
          <div className="page-section__inner"><p className="disclaimer" lang={contentLang}>{content.disclaimer}</p></div>
        </section>
      ) : null}
    </article>
  );
}
