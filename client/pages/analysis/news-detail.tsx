// A market-news story or a market insight (spec 2.2): category, headline, summary, source or
// author (linked to the expert's profile), dates in <time>, the body (HTML rendered by the BFF,
// present once in the document: ui/server-html.tsx), related instruments linking to their pages,
// risk warning, sign-up call to action and related items; NewsArticle JSON-LD (the frame adds the
// BreadcrumbList). An unknown id is the 404 page. Locales without their own version show the
// English one, marked lang="en", with a note, canonical at the /en item.
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { notFound, pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { api, isMissing, type ApiResult } from '../../data/api.ts';
import { servicesContext, type Services } from '../../services.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { localesWithOwn } from '../../../shared/articles/list-query.ts';
import { brand } from '../../../shared/brand.ts';
import { formatNewsDateTime, isNewsId } from '../../../shared/news/list-query.ts';
import { isKnownSymbol } from '../../../shared/quotes/instruments.ts';
import { instrumentPath } from '../../../shared/trading/instrument-basics.ts';
import { newsArticleJsonLd } from '../../../shared/seo/news-json-ld.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { ServerHtml, settled } from '../../ui/server-html.tsx';
import { expertPath, imagePath } from '../../features/academy-data/academy-data.ts';
import { NewsCards } from './news-cards.tsx';
import { isFallback, itemPath, listItems, toNewsCard, type NewsCard, type NewsDetail, type NewsKind } from './news-data.ts';

interface ItemMeta {
  id: string;
  title: string;
  summary: string;
  category: NewsDetail['category'];
  published: { iso: string; label: string };
  updated?: { iso: string; label: string };
  source?: { name: string; href: string };
  /** Written by the broker's research team: credited to it (linked to the editorial guideline), not to the news provider. */
  inHouse?: { href: string };
  author?: { name: string; href: string; avatar?: string };
  readTime?: number;
  instruments: { symbol: string; href?: string }[];
}

export interface NewsItemData extends PageData {
  kind: NewsKind;
  item: ItemMeta;
  /** The body's HTML; a promise, so the hydration data leaves it out. */
  body?: Promise<string>;
  fallback: boolean;
  related: NewsCard[];
}

function fetchItem(services: Services, kind: NewsKind, id: string, locale: LocaleCode, signal: AbortSignal): Promise<ApiResult<NewsDetail>> {
  return kind === 'news' ? api(services, 'newsById', { id, language: locale }, { signal }) : api(services, 'insightById', { id, language: locale }, { signal });
}

/** The item, or the 404 page; a 503 when the upstream is down. */
export async function loadItem(services: Services, kind: NewsKind, id: string, locale: LocaleCode, url: URL, signal: AbortSignal): Promise<NewsDetail> {
  if (!isNewsId(id)) notFound('validation', url.pathname);
  const answer = await fetchItem(services, kind, id, locale, signal);
  if (isMissing(answer)) notFound('validation', url.pathname);
  if (!answer.ok) throw data('The item could not be loaded', { status: 503, statusText: 'Service Unavailable' });
  return answer.data;
}

export async function newsItemLoader(args: LoaderFunctionArgs, kind: NewsKind): Promise<NewsItemData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const url = new URL(args.request.url);
  const id = args.params['*'] ?? '';
  const a = await loadItem(services, kind, id, locale, url, args.request.signal);
  // A short id (its number): the address is the full id.
  if (a.id !== id) throw redirect(`/${locale}${itemPath(kind, a.id)}`, 301);

  const tag = getLocale(locale).tag;
  const fallback = isFallback(locale, a.language);
  const [messages, related] = await Promise.all([
    services.messages(locale),
    listItems(services, kind, { category: a.category, limit: 4, language: locale }, args.request.signal),
  ]);
  page.messages = pickMessages(messages, ['news']);
  page.text = { ...page.text, title: a.title, description: a.summary.slice(0, 300) };
  const last = page.crumbs.at(-1);
  if (last) last.name = a.title;

  const site = services.site();
  const path = itemPath(kind, a.id);
  const author = a.author?.slug ? { name: a.author.name, href: `/${locale}${expertPath(a.author.slug)}`, ...(a.author.avatar ? { avatar: imagePath(a.author.avatar)! } : {}) } : undefined;
  const inHouse = kind === 'news' && a.in_house === true;
  // Only a provider's own story links to the provider's page.
  const source = a.source && !inHouse ? { name: a.source, href: `/${locale}/platform/${brand.newsProvider}` } : undefined;
  page.head = {
    ...(fallback ? { canonical: `/en${path}` } : { alternateLocales: localesWithOwn(a.languages ?? [a.language]) }),
    jsonLd: [
      newsArticleJsonLd({
        url: canonicalUrl(site.origin, fallback ? 'en' : locale, path),
        headline: a.title,
        description: a.summary,
        datePublished: a.published_at,
        dateModified: a.updated_at,
        inLanguage: fallback ? 'en' : tag,
        author: author
          ? { type: 'Person', name: author.name, url: site.origin + author.href }
          : { type: 'Organization', name: inHouse ? site.brandName : (a.source ?? site.brandName) },
        publisher: { name: site.brandName, logo: `${site.origin}/logo.svg` },
        section: a.category,
        about: a.symbols,
      }),
    ],
  };
  const showUpdated = a.updated_at !== a.published_at;
  return {
    ...page,
    kind,
    item: {
      id: a.id,
      title: a.title,
      summary: a.summary,
      category: a.category,
      published: { iso: a.published_at, label: formatNewsDateTime(a.published_at, tag) ?? '' },
      ...(showUpdated ? { updated: { iso: a.updated_at, label: formatNewsDateTime(a.updated_at, tag) ?? '' } } : {}),
      ...(source ? { source } : {}),
      ...(inHouse ? { inHouse: { href: `/${locale}/analysis/${brand.slug}-editorial-guideline` } } : {}),
      ...(author ? { author } : {}),
      ...(a.readTime ? { readTime: a.readTime } : {}),
      instruments: a.symbols.map((symbol) => (isKnownSymbol(symbol) ? { symbol, href: `/${locale}${instrumentPath(symbol)}` } : { symbol })),
    },
    body: settled(a.html),
    fallback,
    related: (related?.items ?? []).filter((r) => r.id !== a.id).slice(0, 3).map((r) => toNewsCard(r, kind, locale)),
  };
}

export function NewsItemView() {
  const page = useLoaderData() as NewsItemData;
  const { t } = usePageMessages(page);
  const a = page.item;
  const lang = page.fallback ? 'en' : undefined;
  // English text on a right-to-left page keeps its own direction.
  const dir = page.fallback ? 'ltr' : undefined;
  return (
    <div className="academy-article news-item">
      <article className="news-item__main" aria-labelledby="item-title">
        <header className="academy-article__header">
          <p className="academy-article__tag">{t(`news.category.${a.category}`)}</p>
          <h1 id="item-title" lang={lang} dir={dir}>{a.title}</h1>
          <p className="academy-article__lead" lang={lang} dir={dir}>{a.summary}</p>
          <div className="byline">
            {a.author?.avatar ? <img className="byline__avatar" src={a.author.avatar} alt="" width={48} height={48} /> : null}
            <p className="byline__text">
              {a.author ? (
                <span>
                  {t('news.item.by')} <SiteLink to={a.author.href} rel="author">{a.author.name}</SiteLink>
                </span>
              ) : null}
              {a.inHouse ? (
                <span className="news-item__source" data-byline="in-house">
                  {t('news.item.by')} <SiteLink to={a.inHouse.href}>{t('news.item.inHouse')}</SiteLink>
                </span>
              ) : null}
              {a.source ? (
                <span className="news-item__source">
                  {t('news.item.source')} <SiteLink to={a.source.href}>{a.source.name}</SiteLink>
                </span>
              ) : null}
              <span>
                {t('news.item.published')} <time dateTime={a.published.iso}>{a.published.label}</time>
              </span>
              {a.updated ? (
                <span>
                  {t('news.item.updated')} <time dateTime={a.updated.iso}>{a.updated.label}</time>
                </span>
              ) : null}
              {a.readTime ? <span>{t('news.item.readTime', { n: a.readTime })}</span> : null}
            </p>
          </div>
          {page.fallback ? <p className="academy-article__note" role="note">{t('news.item.englishOnly')}</p> : null}
        </header>
        <div className="news-item__layout">
          <div className="news-item__content">
            <ServerHtml id="item-body" className="article-body" lang={lang} dir={dir} html={page.body} owner={page} />
            {page.kind === 'news' && a.inHouse ? <p className="news-item__attribution">{t('news.item.inHouseAttribution')}</p> : null}
            {page.kind === 'news' && a.source ? <p className="news-item__attribution">{t('news.item.attribution', { source: a.source.name })}</p> : null}
            <aside className="risk-warning" aria-labelledby="risk-title">
              <h2 id="risk-title">{t('news.item.riskTitle')}</h2>
              <p>{t(`news.item.risk.${page.kind}`)}</p>
            </aside>
            <section className="article-cta" aria-labelledby="cta-title">
              <h2 id="cta-title">{t('news.item.ctaTitle')}</h2>
              <p>{t('news.item.ctaText')}</p>
              <button type="button" className="button button--primary" onClick={() => openSignup({ source: `market-${page.kind}-${a.id}` })}>
                {t('news.item.ctaButton')}
              </button>
            </section>
          </div>
          {a.instruments.length ? (
            <aside className="news-item__instruments" aria-labelledby="instruments-title">
              <h2 id="instruments-title">{t('news.item.instruments')}</h2>
              <ul>
                {a.instruments.map((i) => (
                  <li key={i.symbol}>{i.href ? <SiteLink to={i.href}><bdi>{i.symbol}</bdi></SiteLink> : <bdi>{i.symbol}</bdi>}</li>
                ))}
              </ul>
            </aside>
          ) : null}
        </div>
      </article>
      {page.related.length ? (
        <section className="academy-related" aria-labelledby="related-title">
          <h2 id="related-title">{t(`news.item.related.${page.kind}`)}</h2>
          <NewsCards items={page.related} />
        </section>
      ) : null}
    </div>
  );
}
