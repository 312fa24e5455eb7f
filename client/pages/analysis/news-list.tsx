// Market news and market insight lists (spec 2.2): newest first, a category filter, search (?q=)
// and numbered pages at real URLs (?category=metals&q=gold&page=2, rel prev/next). Without
// JavaScript the filter is a GET form and every control a link; once hydrated they navigate in
// place. One loader and one view, parameterised by the kind of item.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useId } from 'react';
import { listPageLoader, notFound, pickMessages, type PageData } from '../../data/loaders.ts';
import { getLocale } from '../../../shared/locales.ts';
import { pageCount } from '../../../shared/articles/list-query.ts';
import { INSIGHT_PER_PAGE, NEWS_PER_PAGE, newsCategories, newsListHref, parseNewsListQuery, type NewsListQuery } from '../../../shared/news/list-query.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { ListPage } from '../../ui/list-page.tsx';
import { analysisSearchHref, isolateQuery } from '../../../shared/analysis-search.ts';
import { listItems, toNewsCard, type NewsCard, type NewsKind } from './news-data.ts';
import { NewsCards } from './news-cards.tsx';

export interface NewsListData extends PageData {
  kind: NewsKind;
  query: NewsListQuery;
  base: string;
  /** null: the API failed (the page says so). */
  cards: NewsCard[] | null;
  total: number;
  pages: number;
}

const listBase: Record<NewsKind, string> = { news: '/analysis/market-news', insight: '/analysis/market-insight' };

export async function newsListLoader(args: LoaderFunctionArgs, kind: NewsKind): Promise<NewsListData> {
  const { page, services, locale, url, query } = await listPageLoader(args, parseNewsListQuery);
  const base = `/${locale}${listBase[kind]}`;
  const perPage = kind === 'news' ? NEWS_PER_PAGE : INSIGHT_PER_PAGE;
  const [list, messages] = await Promise.all([
    listItems(services, kind, {
      limit: perPage,
      page: query.page,
      language: locale,
      ...(query.category ? { category: query.category } : {}),
      ...(query.q ? { q: query.q } : {}),
    }, args.request.signal),
    services.messages(locale),
  ]);
  const total = list?.total ?? 0;
  const pages = pageCount(total, perPage);
  // A page past the end is not a page (the first page of an empty search is).
  if (list && query.page > pages) notFound('validation', url.pathname + url.search);
  page.messages = pickMessages(messages, ['news', 'analysisSearch']);
  page.head = {
    ...(query.page > 1 ? { prev: newsListHref(base, { ...query, page: query.page - 1 }) } : {}),
    ...(query.page < pages ? { next: newsListHref(base, { ...query, page: query.page + 1 }) } : {}),
    // Category pages and later pages are pages of their own; a search is a view of the list.
    ...(query.q ? { canonical: base } : query.page > 1 || query.category ? { canonical: newsListHref(base, { page: query.page, ...(query.category ? { category: query.category } : {}) }) } : {}),
  };
  return { ...page, kind, query, base, cards: list ? list.items.map((item) => toNewsCard(item, kind, locale)) : null, total, pages };
}

export function NewsListView() {
  const data = useLoaderData() as NewsListData;
  const { t } = usePageMessages(data);
  const id = useId();
  const locale = useLocale();
  const { query, base } = data;
  // The list's own parameter order (category, q), so links, rel prev/next and the cache agree.
  const searchHref = (form: FormData) => {
    const category = String(form.get('category') ?? '');
    const q = String(form.get('q') ?? '').trim();
    const chosen = newsCategories.find((c) => c === category);
    return newsListHref(base, { page: 1, ...(chosen ? { category: chosen } : {}), ...(q ? { q } : {}) });
  };
  const cards = data.cards;
  return (
    <ListPage
      className={`news-list news-list--${data.kind}`}
      innerClassName="news-list__inner"
      title={data.text.title}
      intro={data.text.intro}
      search={{ action: base, q: query.q, label: t(`news.list.searchLabel.${data.kind}`), placeholder: t('news.list.searchPlaceholder'), button: t('news.list.searchButton'), href: searchHref }}
      filters={
        <div className="academy-filter__field">
          <label htmlFor={`${id}-category`}>{t('news.list.categoryLabel')}</label>
          <select id={`${id}-category`} name="category" defaultValue={query.category ?? ''} key={`c${query.category ?? ''}`}>
            <option value="">{t('news.list.allMarkets')}</option>
            {newsCategories.map((c) => <option key={c} value={c}>{t(`news.category.${c}`)}</option>)}
          </select>
        </div>
      }
    >
      <nav className="tag-chips" aria-label={t('news.list.categoriesNav')}>
        <ul>
          <li><SiteLink to={newsListHref(base, { page: 1, ...(query.q ? { q: query.q } : {}) })} aria-current={query.category === undefined ? 'page' : undefined}>{t('news.list.allMarkets')}</SiteLink></li>
          {newsCategories.map((c) => (
            <li key={c}>
              <SiteLink to={newsListHref(base, { page: 1, category: c, ...(query.q ? { q: query.q } : {}) })} aria-current={query.category === c ? 'page' : undefined}>{t(`news.category.${c}`)}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="academy-list__count" role="status">
        {cards === null
          ? t('news.list.unavailable')
          : query.q
            ? t('news.list.resultsFor', { n: data.total, q: query.q })
            : t('news.list.results', { n: data.total })}
        {data.pages > 1 ? ` · ${t('news.list.pageOf', { page: query.page, pages: data.pages })}` : ''}
      </p>
      {query.q ? (
        <p className="search-box__everywhere">
          <SiteLink to={analysisSearchHref(locale, query.q)}>{t('analysisSearch.everywhere', { q: isolateQuery(query.q, getLocale(locale).dir) })}</SiteLink>
        </p>
      ) : null}
      {cards && cards.length === 0 ? (
        <p className="academy-list__empty">
          {t('news.list.empty')} <SiteLink to={base}>{t('news.list.clear')}</SiteLink>
        </p>
      ) : null}
      {cards && cards.length ? <NewsCards items={cards} headingLevel={2} /> : null}
      <Pagination
        current={query.page}
        pages={data.pages}
        href={(p) => newsListHref(base, { ...query, page: p })}
        labels={{ nav: t('news.list.pagination'), previous: t('news.list.previous'), next: t('news.list.next'), page: (n) => t('news.list.pageN', { page: n }) }}
      />
    </ListPage>
  );
}
