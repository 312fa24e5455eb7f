// The locale home, the UK warning, the site search and the utility routes of spec 2.2.
import { contentPage, defineFamily, definePage as page, minute } from '../route-entry.ts';

export const siteRoutes = defineFamily({ llms: 'Company' }, [
  page('', 'home/home-page', {
    llms: null, // linked in llms.txt's intro
    cache: { ttlMs: 2 * minute }, // market insights
    messages: ['home', 'markets.common'],
    articles: { limit: 3 },
  }),
  page('warning', 'about/warning-page'),
  page('getRouters', contentPage, { noindex: true }),
  page('utils/message', contentPage, { noindex: true }),
  page('utils/request', contentPage, { noindex: true }),
  // The whole site's search results (issue 33): a view of queries, never indexed. Its index
  // follows news and videos. Keyed by the query as the search reads it (folded, at most 100
  // characters), so 'XAU/USD' and ' xau/usd ' are one cached page and variants cannot flood it.
  page('search', 'search/search-page', {
    noindex: true,
    cache: { ttlMs: 2 * minute, query: ['q', 'kind', 'page'], fold: { q: 'site-search-q', kind: 'site-search-kind', page: 'site-search-page' } },
  }),
]);
