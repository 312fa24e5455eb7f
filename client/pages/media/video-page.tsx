// A video analysis (spec 2.2, analysis/article-tv-{id}): poster and a player that loads only on
// activation, presenter, date and length, what the analyst covers, chapters, instruments, related
// videos; VideoObject JSON-LD (the BreadcrumbList comes with every page). The address is
// /analysis/article-tv-{id}/{slug}: the bare id or an old slug redirects (301); an unknown id is
// the 404 page. Locales without their own text show the English one, marked lang="en", with
// their canonical at the /en video.
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { notFound, pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import { pick } from '../../i18n.ts';
import { brand } from '../../../shared/brand.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { formatArticleDate } from '../../../shared/articles/list-query.ts';
import { localesWithMedia } from '../../../shared/media/media-language.ts';
import { BidiText } from '../../ui/prose.tsx';
import { durationMinutes, paragraphsHtml, parseVideoAddress, videoPath } from '../../../shared/media/video.ts';
import { instrumentPath } from '../../../shared/trading/instrument-basics.ts';
import { videoObjectJsonLd } from '../../../shared/seo/media-json-ld.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import type { VideoCategory } from '../../../shared/schemas/media.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { ArticleGrid } from '../../ui/article-card.tsx';
import { ServerHtml, settled } from '../../ui/server-html.tsx';
import { expertPath, imagePath } from '../../features/academy-data/academy-data.ts';
import { detailCrumbs, isFallback, labelCards, listVideos, readVideo, toVideoCard, type VideoCard } from '../../features/media-data/media-data.ts';
import { VideoPlayer } from './video-player.tsx';
import '../../styles/pages/academy.css';
import '../../styles/pages/media.css';

interface VideoPageData extends PageData {
  video: {
    id: number;
    title: string;
    description: string;
    category: VideoCategory;
    minutes: number;
    src: string;
    type: string;
    poster?: string;
    published: { iso: string; label: string };
    presenter: { name: string; title?: string; href: string; avatar?: string };
    instruments: { symbol: string; href: string }[];
    chapters: { start: number; title: string }[];
    captions: { srcLang: string; label: string; src: string; isDefault: boolean }[];
  };
  /** The summary's HTML; a promise, so the hydration data leaves it out. */
  summary?: Promise<string>;
  fallback: boolean;
  /** The summary is shown in English (the whole item is, or its summary is not written in the language yet). */
  summaryEnglish: boolean;
  related: VideoCard[];
}

const captionLang = (l: string) => (l === 'zh-hans' ? 'zh-Hans' : l === 'zh-hant' ? 'zh-Hant' : l);

export async function loader(args: LoaderFunctionArgs): Promise<VideoPageData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const url = new URL(args.request.url);
  const address = parseVideoAddress(page.id ?? '');
  if (!address) notFound('validation', url.pathname);
  const signal = args.request.signal;
  const [v, messages, library] = await Promise.all([
    readVideo(services, locale, address.id, signal),
    services.messages(locale),
    listVideos(services, locale, { limit: 100 }, signal),
  ]);
  if (v === 'missing') notFound('validation', url.pathname);
  if (v === null) throw data('The video could not be loaded', { status: 503, statusText: 'Service Unavailable' });
  // One address per video: /analysis/article-tv-{id}/{slug}.
  if (address.slug !== v.slug) throw redirect(`/${locale}${videoPath(v.id, v.slug)}${url.search}`, 301);

  const tag = getLocale(locale).tag;
  const fallback = isFallback(locale, v.language);
  page.messages = pickMessages(messages, ['media']);
  page.text = { ...page.text, title: v.title, description: v.description.slice(0, 300) };
  const listName = pick(messages, 'pages.analysis-velora-tv.breadcrumb');
  page.crumbs = detailCrumbs(page.crumbs, { name: typeof listName === 'string' ? listName : 'Velora TV', path: `/analysis/${brand.slug}-tv` }, v.title, page.path);

  const site = services.site();
  const path = videoPath(v.id, v.slug);
  const poster = imagePath(v.poster);
  const src = imagePath(v.url) ?? v.url;
  const presenterHref = `/${locale}${expertPath(v.presenter.slug)}`;
  page.head = {
    ...(fallback ? { canonical: `/en${path}` } : { alternateLocales: localesWithMedia(v.languages) }),
    jsonLd: [
      videoObjectJsonLd({
        url: canonicalUrl(site.origin, fallback ? 'en' : locale, path),
        name: v.title,
        description: v.description,
        thumbnailUrl: poster ? site.origin + poster : v.poster,
        uploadDate: v.published_at,
        durationSeconds: v.duration_seconds,
        contentUrl: src.startsWith('/') ? site.origin + src : src,
        inLanguage: fallback ? 'en' : tag,
        presenter: { name: v.presenter.name, url: site.origin + presenterHref },
        publisher: { name: site.brandName, logo: `${site.origin}/logo.svg` },
        chapters: v.chapters.map((c, i) => ({ startSeconds: c.start_seconds, endSeconds: v.chapters[i + 1]?.start_seconds ?? v.duration_seconds, name: c.title })),
      }),
    ],
  };
  const own = fallback ? 'en' : v.language;
  const related = (library?.items ?? []).filter((o) => v.related_ids.includes(o.id)).map((o) => toVideoCard(o, locale));
  const avatar = imagePath(v.presenter.avatar);
  return {
    ...page,
    video: {
      id: v.id,
      title: v.title,
      description: v.description,
      category: v.category,
      minutes: durationMinutes(v.duration_seconds),
      src,
      type: v.mime_type,
      ...(poster ? { poster } : {}),
      published: { iso: v.published_at, label: formatArticleDate(v.published_at, tag) ?? '' },
      presenter: { name: v.presenter.name, ...(v.presenter.title ? { title: v.presenter.title } : {}), href: presenterHref, ...(avatar ? { avatar } : {}) },
      instruments: v.instruments.map((s) => ({ symbol: s, href: `/${locale}${instrumentPath(s)}` })),
      chapters: v.chapters.map((c) => ({ start: c.start_seconds, title: c.title })),
      captions: v.captions.map((c) => ({ srcLang: captionLang(c.language), label: c.label, src: imagePath(c.src) ?? c.src, isDefault: c.language === own })),
    },
    summary: settled(paragraphsHtml(v.summary, { isolate: getLocale(locale).dir === 'rtl' })),
    // The transcript summary may not be written in the page's language yet: then it is English.
    summaryEnglish: fallback || (v.summary_language !== undefined && isFallback(locale, v.summary_language)),
    fallback,
    related,
  };
}

export default function VideoPage() {
  const page = useLoaderData() as VideoPageData;
  const { t } = usePageMessages(page);
  const v = page.video;
  const lang = page.fallback ? 'en' : undefined;
  const dir = page.fallback ? 'ltr' : undefined;
  const related = labelCards(page.related, (c) => t(`media.category.${c}`), (count) => t('media.card.minutes', { count }));
  return (
    <div className="academy-article media-video">
      <article className="academy-article__main" aria-labelledby="video-title">
        <header className="academy-article__header">
          <p className="academy-article__tag">{t(`media.category.${v.category}`)}</p>
          <h1 id="video-title" lang={lang} dir={dir}>{v.title}</h1>
          <p className="academy-article__lead" lang={lang} dir={dir}><BidiText text={v.description} /></p>
          <div className="byline">
            {v.presenter.avatar ? <img className="byline__avatar" src={v.presenter.avatar} alt="" width={48} height={48} /> : null}
            <p className="byline__text">
              <span>
                {t('media.video.presentedBy')} <SiteLink to={v.presenter.href}>{v.presenter.name}</SiteLink>
                {v.presenter.title ? <span lang={lang}>, {v.presenter.title}</span> : null}
              </span>
              <span>{t('media.video.published')} <time dateTime={v.published.iso}>{v.published.label}</time></span>
              <span>{t('media.card.minutes', { count: v.minutes })}</span>
            </p>
          </div>
          {page.fallback ? <p className="academy-article__note" role="note">{t('media.englishOnly')}</p> : null}
        </header>
        <VideoPlayer
          src={v.src}
          type={v.type}
          {...(v.poster ? { poster: v.poster } : {})}
          title={v.title}
          captions={v.captions}
          chapters={v.chapters}
          lang={lang}
          labels={{
            play: t('media.video.play'),
            chapters: t('media.video.chapters'),
            jumpTo: (time, title) => t('media.video.jumpTo', { time, title }),
            noVideo: t('media.video.noVideo'),
          }}
        />
        <section className="media-video__summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{t('media.video.covers')}</h2>
          {page.summaryEnglish && !page.fallback ? <p className="academy-article__note" role="note">{t('media.summaryEnglish')}</p> : null}
          <ServerHtml id="video-summary" className="article-body" lang={page.summaryEnglish ? 'en' : undefined} dir={page.summaryEnglish ? 'ltr' : undefined} html={page.summary} owner={page} />
        </section>
        {v.instruments.length ? (
          <section aria-labelledby="instruments-title">
            <h2 id="instruments-title">{t('media.video.instruments')}</h2>
            <ul className="tag-chips__list media-instruments">
              {v.instruments.map((i) => <li key={i.symbol}><SiteLink to={i.href}><bdi>{i.symbol}</bdi></SiteLink></li>)}
            </ul>
          </section>
        ) : null}
        <aside className="risk-warning" aria-labelledby="risk-title">
          <h2 id="risk-title">{t('media.riskTitle')}</h2>
          <p>{t('media.risk')}</p>
        </aside>
        <section className="article-cta" aria-labelledby="cta-title">
          <h2 id="cta-title">{t('media.video.ctaTitle')}</h2>
          <p>{t('media.video.ctaText')}</p>
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: `velora-tv-${v.id}` })}>
            {t('media.signUp')}
          </button>
        </section>
      </article>
      {related.length ? (
        <section className="academy-related" aria-labelledby="related-title">
          <h2 id="related-title">{t('media.video.related')}</h2>
          <ArticleGrid items={related} />
        </section>
      ) : null}
    </div>
  );
}
