// Platforms: the terminals, the app and tools (product pages), the calculator and the research
// provider's pages. A product page is one line: product(path, tab) reads content/<lang>/<path>.json
// (schema shared/content/platform.ts) and takes its place in the product tabs.
import { brand } from '../brand.ts';
import { contentPage, defineFamily, definePage as page, minute, type RouteEntry } from '../route-entry.ts';

const b = brand.slug;
const term = brand.terminal;
const rp = brand.researchProvider;

/** The research provider's pages read the platforms' texts. */
const research = { messages: ['platforms'] };

/** The module that renders every product page. */
export const productPage = 'platform/product-page';

function product(path: string, tab: string): RouteEntry {
  return page(path, productPage, { content: path, tab, messages: ['platforms', 'markets.common'] });
}

export const platformRoutes = defineFamily({ llms: 'Platforms' }, [
  page(`platform/${term}-4`, 'platform/metatrader-4-page', {
    sectionHome: true,
    tab: 'mt4',
    cache: { ttlMs: 5 * minute }, // explore articles
    messages: ['mt4', 'faq.mt4', 'markets.common'],
    articles: { ids: [48, 56, 58] },
  }),
  product(`platform/${term}-5`, 'mt5'),
  product(`platform/${b}-app`, 'app'),
  product('platform/copy-trading', 'copy'),
  product('platform/forex-vps', 'vps'),
  product('platform/hub-x', 'hubx'),
  page('platform/trading-calculator', 'platform/trading-calculator-page', { messages: ['calculator', 'instruments', 'markets.common'], cache: { query: ['symbol', 'volume', 'leverage', 'account', 'side', 'open', 'close'] } }),
  page(`platform/${rp}`, 'platform/research-page', research),
  page(`platform/${rp}/corporate-calendar`, 'platform/research-page', research),
  page(`platform/${rp}/economic-calendar`, 'platform/research-page', research),
  page(`platform/${rp}/news-iq`, 'platform/research-page', research),
  page(`platform/${rp}/signal`, 'platform/research-page', research),
  page(`platform/${rp}/components/tabs`, contentPage, { noindex: true }),
  page('platform/components/tabs', contentPage, { noindex: true }),
  product(`platform/${brand.newsProvider}`, 'news'),
]);
