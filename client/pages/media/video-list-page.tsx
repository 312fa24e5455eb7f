// Velora TV (spec 2.2, analysis/{brand}-tv): the video library, newest first, with a category
// filter at real URLs (?category=weekly; an unknown category is a 404) and the analysis search
// (?q=gold: matching videos, most relevant first; a GET form without JavaScript). Links work
// without JavaScript; each card opens the video's page.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { notFound, pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext } from '../../services.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { parseVideoCategory, videoCategories, type VideoCategory } from '../../../shared/media/video.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { ArticleGrid } from '../../ui/article-card.tsx';
import { labelCards, listAllVideos, listVideos, toVideoCard, type VideoCard } from '../../features/media-data/media-data.ts';
import { ListPage } from '../../ui/list-page.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { searchParam } from '../../../shared/list-params.ts';
import { analysisSearchHref, isolateQuery, searchItems, videoSearchable } from '../../../shared/analysis-search.ts';
import { formatNumber } from '../../../shared/format.ts';
import { getLocale } from '../../../shared/locales.ts';
import '../../styles/pages/academy.css';
import '../../styles/pages/media.css';

interface VideoListData extends PageData {
  base: string;
  category: VideoCategory | null;
  q?: string;
  /** With a search: how many videos of the library match (the cards are the most relevant). */
  found?: number;
  /** null: the API failed (the page says so). */
  cards: VideoCard[] | null;
}

/** Cards one list shows: the newest videos, or the most relevant of a search. */
const SHOWN = 50;

export async function loader(args: LoaderFunctionArgs): Promise<VideoListData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const url = new URL(args.request.url);
  const category = parseVideoCategory(url.searchParams.get('category'), videoCategories);
  const q = searchParam(url.searchParams);
  if (category === undefined || q === null) notFound('validation', url.pathname + url.search);
  const base = `/${locale}${page.path}`;
  const [list, messages] = await Promise.all([
    // A search looks through the whole library (of the category); the plain list shows the newest.
    q ? listAllVideos(services, locale, category ? { category } : {}, args.request.signal) : listVideos(services, locale, category ? { category } : {}, args.request.signal),
    services.messages(locale),
  ]);
  page.messages = pickMessages(messages, ['media', 'analysisSearch']);
  // A category is a page of its own; a search is a view of the list; the unfiltered library is the canonical list.
  page.head = q ? { canonical: base } : category ? { canonical: `${base}?category=${category}` } : {};
  const videos = list ? (q ? searchItems(list.items, q, videoSearchable) : list.items) : null;
  return {
    ...page, base, category,
    ...(q ? { q, ...(videos ? { found: videos.length } : {}) } : {}),
    cards: videos ? videos.slice(0, SHOWN).map((v) => toVideoCard(v, locale)) : null,
  };
}

export default function VideoListPage() {
  const data = useLoaderData() as VideoListData;
  const { t } = usePageMessages(data);
  const locale = useLocale();
  const { q } = data;
  const withQuery = (href: string) => (q ? `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ q }).toString()}` : href);
  const cards = data.cards
    ? labelCards(data.cards, (c) => t(`media.category.${c}`), (count) => t('media.card.minutes', { count }))
    : null;
  return (
    <ListPage
      className="academy-list media-list"
      title={data.text.title}
      intro={data.text.intro}
      search={{
        action: data.base,
        q,
        label: t('analysisSearch.videos.label'),
        placeholder: t('analysisSearch.box.placeholder'),
        button: t('analysisSearch.box.button'),
        ...(data.category ? { hidden: { category: data.category } } : {}),
      }}
    >
      <nav className="tag-chips" aria-label={t('media.list.categories')}>
        <ul>
          <li><SiteLink to={withQuery(data.base)} aria-current={data.category === null ? 'page' : undefined}>{t('media.list.all')}</SiteLink></li>
          {videoCategories.map((c) => (
            <li key={c}>
              <SiteLink to={withQuery(`${data.base}?category=${c}`)} aria-current={data.category === c ? 'page' : undefined}>{t(`media.category.${c}`)}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="academy-list__count" role="status">
        {cards === null
          ? t('media.list.unavailable')
          : q
            ? t('analysisSearch.videos.resultsFor', { q: isolateQuery(q, getLocale(locale).dir), n: formatNumber(data.found ?? cards.length, getLocale(locale).tag, 0) })
            : t('media.list.results', { count: cards.length })}
      </p>
      {q ? (
        <p className="search-box__everywhere">
          <SiteLink to={analysisSearchHref(locale, q)}>{t('analysisSearch.everywhere', { q: isolateQuery(q, getLocale(locale).dir) })}</SiteLink>
        </p>
      ) : null}
      {cards && cards.length === 0 ? (
        <p className="academy-list__empty">
          {q ? t('analysisSearch.videos.empty') : t('media.list.empty')} <SiteLink to={data.base}>{t('media.list.all')}</SiteLink>
        </p>
      ) : null}
      {cards && cards.length ? <ArticleGrid items={cards} headingLevel={2} /> : null}
    </ListPage>
  );
}
