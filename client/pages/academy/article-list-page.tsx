// The trading academy (spec 2.2): the article library with a topic filter, search and numbered
// pages at real URLs (?tag=4&q=margin&page=2, rel prev/next). Without JavaScript the filter is a
// GET form and every control a link; once hydrated they navigate in place.
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useId, type FormEvent } from 'react';
import { listPageLoader, notFound, pickMessages, type PageData } from '../../data/loaders.ts';
import { ARTICLES_PER_PAGE, COMPANY_NEWS_TAG, listHref, pageCount, parseListQuery, type ListQuery } from '../../../shared/articles/list-query.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { ArticleGrid } from '../../ui/article-card.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { listArticles, listTags, type ArticleTag } from '../../features/academy-data/academy-data.ts';
import { toCard, withReadTime, type CardWithMinutes } from '../../features/articles/article-cards.ts';
import '../../styles/pages/academy.css';

interface ListData extends PageData {
  query: ListQuery;
  base: string;
  tags: ArticleTag[];
  /** null: the API failed (the page says so). */
  cards: CardWithMinutes[] | null;
  total: number;
  pages: number;
}

export async function loader(args: LoaderFunctionArgs): Promise<ListData> {
  const { page, services, locale, url, query } = await listPageLoader(args, parseListQuery);
  const base = `/${locale}/academy/trading-academy`;
  const [list, tags] = await Promise.all([
    listArticles(services, {
      limit: ARTICLES_PER_PAGE,
      page: query.page,
      language: locale,
      ...(query.tag !== undefined ? { tags_ids: [query.tag] } : {}),
      exclude_tags_ids: [COMPANY_NEWS_TAG],
      ...(query.q ? { q: query.q } : {}),
    }, args.request.signal),
    listTags(services, locale, args.request.signal),
  ]).then(([l, t]) => [l, t.filter((tag) => tag.id !== COMPANY_NEWS_TAG)] as const);
  if (query.tag !== undefined && tags.length > 0 && !tags.some((t) => t.id === query.tag)) notFound('validation', url.pathname + url.search);
  const total = list?.total ?? 0;
  const pages = pageCount(total);
  // A page past the end is not a page (the first page of an empty search is).
  if (list && query.page > pages) notFound('validation', url.pathname + url.search);
  page.messages = pickMessages(await services.messages(locale), ['academy']);
  page.head = {
    ...(query.page > 1 ? { prev: listHref(base, { ...query, page: query.page - 1 }) } : {}),
    ...(query.page < pages ? { next: listHref(base, { ...query, page: query.page + 1 }) } : {}),
    // Topic pages and later pages are pages of their own; a search is a view of the library.
    ...(query.q ? { canonical: base } : query.page > 1 || query.tag !== undefined ? { canonical: listHref(base, { page: query.page, ...(query.tag !== undefined ? { tag: query.tag } : {}) }) } : {}),
  };
  return { ...page, query, base, tags, cards: list ? list.items.map((a) => toCard(a, locale)) : null, total, pages };
}

export default function ArticleListPage() {
  const data = useLoaderData() as ListData;
  const { t } = usePageMessages(data);
  const navigate = useNavigate();
  const id = useId();
  const { query, base } = data;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const tag = Number(form.get('tag'));
    const q = String(form.get('q') ?? '').trim();
    void navigate(listHref(base, { page: 1, ...(tag > 0 ? { tag } : {}), ...(q ? { q } : {}) }));
  };
  const cards = data.cards ? withReadTime(data.cards, (count) => t('academy.card.readTime', { count })) : null;
  return (
    <article className="academy-list">
      <header className="page-hero">
        <h1>{data.text.title}</h1>
        <p className="page-hero__intro">{data.text.intro}</p>
      </header>
      <div className="academy-list__inner">
        <form className="academy-filter" method="get" action={base} role="search" onSubmit={onSubmit}>
          <div className="academy-filter__field">
            <label htmlFor={`${id}-q`}>{t('academy.list.searchLabel')}</label>
            <input id={`${id}-q`} type="search" name="q" defaultValue={query.q ?? ''} maxLength={100} placeholder={t('academy.list.searchPlaceholder')} key={`q${query.q ?? ''}`} />
          </div>
          <div className="academy-filter__field">
            <label htmlFor={`${id}-tag`}>{t('academy.list.topicLabel')}</label>
            <select id={`${id}-tag`} name="tag" defaultValue={query.tag ?? ''} key={`t${query.tag ?? ''}`}>
              <option value="">{t('academy.list.allTopics')}</option>
              {data.tags.map((tag) => <option key={tag.id} value={tag.id}>{tag.name}</option>)}
            </select>
          </div>
          <button type="submit" className="button button--primary">{t('academy.list.searchButton')}</button>
        </form>
        <nav className="tag-chips" aria-label={t('academy.list.topicsNav')}>
          <ul>
            <li><SiteLink to={listHref(base, { page: 1, ...(query.q ? { q: query.q } : {}) })} aria-current={query.tag === undefined ? 'page' : undefined}>{t('academy.list.allTopics')}</SiteLink></li>
            {data.tags.map((tag) => (
              <li key={tag.id}>
                <SiteLink to={listHref(base, { page: 1, tag: tag.id, ...(query.q ? { q: query.q } : {}) })} aria-current={query.tag === tag.id ? 'page' : undefined} dir="auto">{tag.name}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="academy-list__count" role="status">
          {cards === null
            ? t('academy.list.unavailable')
            : query.q
              ? t('academy.list.resultsFor', { count: data.total, q: query.q })
              : t('academy.list.results', { count: data.total })}
          {data.pages > 1 ? ` · ${t('academy.list.pageOf', { page: query.page, pages: data.pages })}` : ''}
        </p>
        {cards && cards.length === 0 ? (
          <p className="academy-list__empty">
            {t('academy.list.empty')} <SiteLink to={base}>{t('academy.list.clear')}</SiteLink>
          </p>
        ) : null}
        {cards && cards.length ? <ArticleGrid items={cards} headingLevel={2} /> : null}
        <Pagination
          current={query.page}
          pages={data.pages}
          href={(p) => listHref(base, { ...query, page: p })}
          labels={{ nav: t('academy.list.pagination'), previous: t('academy.list.previous'), next: t('academy.list.next'), page: (n) => t('academy.list.pageN', { page: n }) }}
        />
      </div>
    </article>
  );
}
