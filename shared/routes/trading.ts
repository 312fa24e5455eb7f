// Trading: the market pages, instruments, accounts, funding, promotions and conditions.
import { contentPage, defineFamily, definePage as page, minute, type PageFacts, type RouteEntry } from '../route-entry.ts';

/** A market page: the asset class's table and texts. */
function market(path: string, facts: PageFacts = {}): RouteEntry {
  return page(path, 'markets/market-page', { llms: 'Markets', messages: ['markets', 'home.markets', 'instruments'], ...facts });
}

export const tradingRoutes = defineFamily({ llms: 'Accounts and trading' }, [
  market('trading/range-of-markets', { sectionHome: true }),
  page('trading/forex', 'trading/forex-page', {
    llms: 'Markets',
    cache: { ttlMs: 5 * minute }, // explore articles
    messages: ['forex', 'faq.forex', 'markets.common', 'instruments'],
    articles: { tags_ids: [4], limit: 3 },
  }),
  market('trading/precious-metals'),
  market('trading/crypto'),
  market('trading/energies'),
  market('trading/indices', { cache: { ttlMs: 5 * minute }, dividends: true }),
  market('trading/shares'),
  page('trading/trading-{id}', 'trading/instrument-page'),
  page('trading/individual', 'trading/individual-page'),
  page('trading/account-types', 'trading/account-types-page'),
  page('trading/deposit-and-withdrawal', 'trading/deposit-withdrawal-page'),
  page('trading/promotions-and-rewards', 'trading/promotions-page'),
  page('trading/swap-free-account', 'trading/swap-free-page'),
  page('trading/help-center', 'trading/help-centre-page'),
  // Measured typical spreads (instrument pages: 10 minutes too).
  page('trading/trading-conditions', 'trading/conditions-page', { cache: { ttlMs: 10 * minute } }),
  page('trading/components/conditions', 'trading/conditions-page', { noindex: true }),
  page('trading/components/hours', 'trading/conditions-page', { noindex: true }),
  page('trading/components/leveroge', 'trading/conditions-page', { noindex: true }),
  page('trading/components/tabs', contentPage, { noindex: true }),
]);
