// /{locale}/search?q=&kind=&page= (issue 33): the whole site's search results, rendered on the
// server (the box is a GET form, so it works without JavaScript), noindex. Without a kind: the
// count of each kind and its best results, grouped (lessons and articles, instruments, glossary,
// help centre, news and insight, videos and webinars, pages), each with a link to all of its
// results; with a kind: that kind's results, paginated. The API (GET /api/search) does the work.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listPageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { getLocale } from '../../../shared/locales.ts';
import { formatNumber } from '../../../shared/format.ts';
import { formatArticleDate } from '../../../shared/articles/list-query.ts';
import { isolateQuery } from '../../../shared/analysis-search.ts';
import {
  parseSiteSearchPage, siteSearchHref, siteSearchKinds, SITE_SEARCH_MAX_QUERY,
  type SiteSearchAnswer, type SiteSearchHit, type SiteSearchKind, type SiteSearchPageQuery,
} from '../../../shared/site-search.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { ListPage } from '../../ui/list-page.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import '../../styles/pages/academy.css';
import '../../styles/pages/news.css';
import '../../styles/pages/site-search.css';

interface SearchPageData extends PageData {
  query: SiteSearchPageQuery;
  /** null when the search could not be run (the page says so). */
  answer: SiteSearchAnswer | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<SearchPageData> {
  const { page, services, locale, query } = await listPageLoader(args, parseSiteSearchPage);
  const messages = await services.messages(locale);
  page.messages = pickMessages(messages, ['siteSearch']);
  // Every search is a view of the one search page.
  page.head = { canonical: `/${locale}/search` };
  let answer: SiteSearchAnswer | null = null;
  if (query.state === 'search') {
    const res = await services.api<SiteSearchAnswer>('/api/search', { q: query.q, locale, kind: query.kind, page: query.page > 1 ? query.page : undefined, groups: query.kind ? undefined : 1 }, { signal: args.request.signal });
    answer = res.status === 200 && res.body && Array.isArray(res.body.hits) ? res.body : null;
    // The grouped view shows the groups only: the ranked page would be hydration data twice.
    if (answer && !query.kind) answer = { ...answer, hits: [] };
  }
  return { ...page, query, answer };
}

function Hits({ hits, showKind, kindName, dateTag }: { hits: SiteSearchHit[]; showKind: boolean; kindName: (k: SiteSearchKind) => string; dateTag: string }) {
  return (
    <ol className="search-results__list">
      {hits.map((h) => {
        const date = h.date ? formatArticleDate(h.date, dateTag) : undefined;
        return (
          <li key={h.href} data-kind={h.kind}>
            <h3 className="search-results__title" lang={h.lang} dir={h.lang ? 'ltr' : undefined}><SiteLink to={h.href}>{h.title}</SiteLink></h3>
            {showKind || date ? (
              <p className="search-results__meta">
                {showKind ? <span className="site-search__kind">{kindName(h.kind)}</span> : null}
                {date ? <time dateTime={h.date}>{date}</time> : null}
              </p>
            ) : null}
            {h.snippet ? <p className="search-results__summary" lang={h.lang} dir={h.lang ? 'ltr' : undefined}>{h.snippet}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

export default function SiteSearchPage() {
  const data = useLoaderData() as SearchPageData;
  const { t } = usePageMessages(data);
  const locale = useLocale();
  const info = getLocale(locale);
  const n = (value: number) => formatNumber(value, info.tag, 0);
  const query = data.query;
  const q = query.state === 'search' ? query.q : undefined;
  const kind = query.state === 'search' ? query.kind : undefined;
  const shownQ = q === undefined ? '' : isolateQuery(q, info.dir);
  const answer = data.answer;
  // Kind names are the header dialog's (frame messages), so both say the same.
  const kindName = (k: SiteSearchKind) => t(`searchDialog.kind.${k}`);
  const allTotal = answer ? siteSearchKinds.reduce((sum, k) => sum + answer.counts[k], 0) : 0;
  return (
    <ListPage
      className="academy-list site-search"
      title={data.text.title}
      intro={data.text.intro}
      search={{ action: `/${locale}/search`, q, label: t('siteSearch.box.label'), placeholder: t('siteSearch.box.placeholder'), button: t('siteSearch.box.button') }}
    >
      {/* Announced when a search finishes. */}
      <div className="academy-list__count search-results__summary-line" role="status">
        {query.state === 'empty' ? (
          <p>{t('siteSearch.page.prompt')}</p>
        ) : query.state === 'too-long' ? (
          <p>{t('siteSearch.page.tooLong', { max: n(SITE_SEARCH_MAX_QUERY) })}</p>
        ) : !answer ? (
          <p>{t('siteSearch.page.unavailable')}</p>
        ) : allTotal === 0 ? (
          <p>{t('siteSearch.page.none', { q: shownQ })}</p>
        ) : (
          <p>{t('siteSearch.page.summary', { q: shownQ, n: n(kind ? answer.total : allTotal) })}</p>
        )}
      </div>
      {answer && allTotal === 0 ? <p>{t('siteSearch.page.tryOther')}</p> : null}
      {answer && q && allTotal > 0 ? (
        <nav className="tag-chips site-search__kinds" aria-label={t('siteSearch.page.countsLabel')}>
          <ul>
            <li>
              <SiteLink to={siteSearchHref(locale, q)} aria-current={kind ? undefined : 'page'}>{t('siteSearch.page.allKinds', { n: n(allTotal) })}</SiteLink>
            </li>
            {siteSearchKinds.filter((k) => answer.counts[k] > 0).map((k) => (
              <li key={k}>
                <SiteLink to={siteSearchHref(locale, q, k)} aria-current={kind === k ? 'page' : undefined}>{t('siteSearch.page.kindCount', { kind: kindName(k), n: n(answer.counts[k]) })}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {answer && q && !kind
        ? (answer.groups ?? []).map((g) => (
            <section key={g.kind} className="search-results" aria-labelledby={`results-${g.kind}`} data-kind={g.kind}>
              <h2 id={`results-${g.kind}`}>{kindName(g.kind)} <span className="search-results__count">({n(g.total)})</span></h2>
              <Hits hits={g.hits} showKind={false} kindName={kindName} dateTag={info.tag} />
              {g.total > g.hits.length ? (
                <p className="search-results__more"><SiteLink to={siteSearchHref(locale, q, g.kind)}>{t('siteSearch.page.seeAll', { kind: kindName(g.kind), n: n(g.total) })}</SiteLink></p>
              ) : null}
            </section>
          ))
        : null}
      {answer && q && kind ? (
        <section className="search-results" aria-labelledby="results-kind" data-kind={kind}>
          <h2 id="results-kind">{kindName(kind)} <span className="search-results__count">({n(answer.total)})</span></h2>
          {answer.hits.length ? (
            <Hits hits={answer.hits} showKind={false} kindName={kindName} dateTag={info.tag} />
          ) : (
            <p>{t('siteSearch.page.none', { q: shownQ })}</p>
          )}
          <Pagination
            current={answer.page}
            pages={answer.pages}
            href={(p) => siteSearchHref(locale, q, kind, p)}
            labels={{ nav: t('siteSearch.pagination.nav'), previous: t('siteSearch.pagination.previous'), next: t('siteSearch.pagination.next'), page: (p) => t('siteSearch.pagination.page', { n: n(p) }) }}
          />
        </section>
      ) : null}
    </ListPage>
  );
}
