// The menu tree of the navigation bar, the footer columns and (later) the mobile menu and
// search index. Labels are route names whose breadcrumb text is in the messages
// (pages.<name>.breadcrumb); sections use nav.<key> and sections.<key>.
import { brand } from './brand.ts';
import { routeName } from './routes.ts';

export interface MenuLink {
  /** Route name, for the label. */
  name: string;
  /** Path after the locale. */
  path: string;
}

export interface MenuSection {
  key: 'trading' | 'platform' | 'academy' | 'analysis' | 'about';
  /** Where the section title itself points (also its 'learn more'). */
  path: string;
  lists: { titleKey: string; links: MenuLink[] }[];
}

const link = (path: string): MenuLink => ({ name: routeName(path), path: '/' + path });

export const menu: readonly MenuSection[] = [
  {
    key: 'trading',
    path: '/trading/range-of-markets',
    lists: [
      { titleKey: 'menu.markets', links: ['trading/range-of-markets', 'trading/forex', 'trading/precious-metals', 'trading/crypto', 'trading/energies', 'trading/indices', 'trading/shares'].map(link) },
      { titleKey: 'menu.accounts', links: ['trading/account-types', 'trading/trading-conditions', 'trading/swap-free-account', 'trading/deposit-and-withdrawal', 'trading/promotions-and-rewards', 'trading/help-center'].map(link) },
    ],
  },
  {
    key: 'platform',
    path: `/platform/${brand.terminal}-4`,
    lists: [
      { titleKey: 'menu.platforms', links: [`platform/${brand.terminal}-4`, `platform/${brand.terminal}-5`, `platform/${brand.slug}-app`, 'platform/copy-trading', 'platform/hub-x'].map(link) },
      { titleKey: 'menu.tools', links: ['platform/forex-vps', 'platform/trading-calculator', `platform/${brand.researchProvider}`, `platform/${brand.researchProvider}/economic-calendar`, `platform/${brand.researchProvider}/signal`, `platform/${brand.newsProvider}`].map(link) },
    ],
  },
  {
    key: 'academy',
    path: '/academy/overview',
    lists: [
      { titleKey: 'menu.beginner', links: ['academy/overview', 'academy/beginner', 'academy/courses/beginner', 'academy/courses'].map(link) },
      { titleKey: 'menu.resources', links: ['academy/ebook', 'academy/terminology', 'academy/webinars', 'academy/trading-academy'].map(link) },
    ],
  },
  {
    key: 'analysis',
    path: '/analysis/overview',
    lists: [
      { titleKey: 'menu.analysis', links: ['analysis/overview', 'analysis/market-news', 'analysis/market-insight', `analysis/${brand.slug}-tv`, 'analysis/economic-calendar'].map(link) },
      { titleKey: 'menu.experts', links: ['analysis/our-expert-team', `analysis/${brand.slug}-editorial-guideline`].map(link) },
    ],
  },
  {
    key: 'about',
    path: `/about/why-choose-${brand.slug}`,
    lists: [
      { titleKey: 'menu.company', links: [`about/why-choose-${brand.slug}`, 'about/regulatory-supervision', 'about/legal-document', 'about/achievement', 'about/company', 'about/contact-us'].map(link) },
      { titleKey: 'menu.more', links: ['about/sponsorship', `about/${brand.sponsoredTeam}`, 'about/career', 'about/privacy-policy'].map(link) },
    ],
  },
];

/** The footer's five columns (spec 2.3). */
export const footerColumns: readonly { titleKey: string; links: MenuLink[] }[] = [
  { titleKey: 'footer.columns.cfdTrading', links: ['trading/forex', 'trading/precious-metals', 'trading/crypto', 'trading/energies', 'trading/indices', 'trading/shares'].map(link) },
  { titleKey: 'footer.columns.tradingPlatform', links: [`platform/${brand.terminal}-4`, `platform/${brand.terminal}-5`, `platform/${brand.slug}-app`, 'platform/copy-trading', 'platform/trading-calculator'].map(link) },
  { titleKey: 'footer.columns.startTrading', links: ['trading/account-types', 'trading/deposit-and-withdrawal', 'trading/trading-conditions', 'trading/promotions-and-rewards', 'trading/help-center'].map(link) },
  { titleKey: 'footer.columns.academyAnalysis', links: ['academy/overview', 'academy/trading-academy', 'analysis/market-news', 'analysis/market-insight', 'analysis/economic-calendar'].map(link) },
  { titleKey: 'footer.columns.whyUs', links: [`about/why-choose-${brand.slug}`, 'about/regulatory-supervision', 'about/legal-document', 'about/achievement', 'about/contact-us', 'about/privacy-policy'].map(link) },
];
