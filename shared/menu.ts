// The menu tree of the navigation bar (mega-menu), the footer columns, the mobile menu and the
// search index (spec 2.3 and 3). Labels are translation keys: a section's title and text are
// sections.<key>.title/.text, its bar label nav.<key>, a sub-list's title menu.<...>, and a link's
// label is the breadcrumb text of the route it points to (pages.<route name>.breadcrumb).
import { brand } from './brand.ts';
import { routeName } from './routes.ts';

export interface MenuLink {
  /** Route name, for the label (pages.<name>.breadcrumb). */
  name: string;
  /** Path after the locale. */
  path: string;
}

/** The four sub-lists of a mega-menu panel (spec 3: mktMenu, begMenu, menu1, menu2). */
export type SubMenuKind = 'mktMenu' | 'begMenu' | 'menu1' | 'menu2';

export interface MenuList {
  kind: SubMenuKind;
  titleKey: string;
  links: MenuLink[];
}

export type SectionKey = 'trading' | 'platform' | 'academy' | 'analysis' | 'about';

export interface MenuSection {
  key: SectionKey;
  /** The section's own path segment: the item is active when it is one of the URL's segments. */
  segment: string;
  /** Where the section title itself points (also its 'learn more'). */
  path: string;
  lists: MenuList[];
}

/** The 'partners' item: opens the external partner site instead of a panel (isHome in spec 3). */
export const partnersItem = { key: 'partners', path: 'partners', isHome: true } as const;

const link = (path: string): MenuLink => ({ name: routeName(path), path: '/' + path });
const list = (kind: SubMenuKind, titleKey: string, paths: string[]): MenuList => ({ kind, titleKey, links: paths.map(link) });

const b = brand.slug;
const term = brand.terminal;
const rp = brand.researchProvider;

export const menu: readonly MenuSection[] = [
  {
    key: 'trading',
    segment: 'trading',
    path: '/trading/range-of-markets',
    lists: [
      list('mktMenu', 'menu.markets', ['trading/range-of-markets', 'trading/forex', 'trading/precious-metals', 'trading/crypto', 'trading/energies', 'trading/indices', 'trading/shares']),
      list('begMenu', 'menu.accounts', ['trading/account-types', 'trading/swap-free-account', 'trading/deposit-and-withdrawal', 'trading/individual']),
      list('menu1', 'menu.conditions', ['trading/trading-conditions', 'trading/promotions-and-rewards', 'trading/help-center']),
    ],
  },
  {
    key: 'platform',
    segment: 'platform',
    path: `/platform/${term}-4`,
    lists: [
      list('mktMenu', 'menu.platforms', [`platform/${term}-4`, `platform/${term}-5`, `platform/${b}-app`, 'platform/hub-x']),
      list('begMenu', 'menu.tools', ['platform/copy-trading', 'platform/forex-vps', 'platform/trading-calculator']),
      list('menu1', 'menu.research', [`platform/${rp}`, `platform/${rp}/economic-calendar`, `platform/${rp}/corporate-calendar`, `platform/${rp}/news-iq`, `platform/${rp}/signal`, `platform/${brand.newsProvider}`]),
    ],
  },
  {
    key: 'academy',
    segment: 'academy',
    path: '/academy/overview',
    lists: [
      list('mktMenu', 'menu.learn', ['academy/overview', 'academy/trading-academy', 'academy/terminology']),
      list('begMenu', 'menu.beginner', ['academy/beginner', 'academy/beginner/trading-forex', 'academy/courses/beginner']),
      list('menu1', 'menu.courses', ['academy/courses', 'academy/courses/individual', 'academy/courses/beginner/trading-forex']),
      list('menu2', 'menu.resources', ['academy/ebook', 'academy/webinars']),
    ],
  },
  {
    key: 'analysis',
    segment: 'analysis',
    path: '/analysis/overview',
    lists: [
      list('mktMenu', 'menu.analysis', ['analysis/overview', 'analysis/market-news', 'analysis/market-insight', `analysis/${b}-tv`, 'analysis/article']),
      list('menu1', 'menu.calendars', ['analysis/economic-calendar']),
      list('menu2', 'menu.experts', ['analysis/our-expert-team', `analysis/${b}-editorial-guideline`]),
    ],
  },
  {
    key: 'about',
    segment: 'about',
    path: `/about/why-choose-${b}`,
    lists: [
      list('mktMenu', 'menu.company', [`about/why-choose-${b}`, 'about/company', 'about/achievement', 'about/contact-us']),
      list('begMenu', 'menu.regulation', ['about/regulatory-supervision', 'about/legal-document', 'about/privacy-policy']),
      list('menu1', 'menu.sponsorship', ['about/sponsorship', `about/sponsorship/${b}-and-${brand.sponsoredTeam}`, `about/${brand.sponsoredTeam}`]),
      list('menu2', 'menu.more', ['about/career', 'warning']),
    ],
  },
];

/**
 * Spec 2.3: a menu item is highlighted when its path is among the current URL's path segments.
 * `pathname` is the full URL path (/{locale}/...); the locale segment never matches a section.
 */
export function isActiveSection(section: Pick<MenuSection, 'segment'>, pathname: string): boolean {
  return pathname.split('/').filter(Boolean).slice(1).includes(section.segment);
}

/** The footer's five columns (spec 2.3). */
export const footerColumns: readonly { titleKey: string; links: MenuLink[] }[] = [
  { titleKey: 'footer.columns.cfdTrading', links: ['trading/forex', 'trading/precious-metals', 'trading/crypto', 'trading/energies', 'trading/indices', 'trading/shares'].map(link) },
  { titleKey: 'footer.columns.tradingPlatform', links: [`platform/${term}-4`, `platform/${term}-5`, `platform/${b}-app`, 'platform/copy-trading', 'platform/trading-calculator'].map(link) },
  { titleKey: 'footer.columns.startTrading', links: ['trading/account-types', 'trading/deposit-and-withdrawal', 'trading/trading-conditions', 'trading/promotions-and-rewards', 'trading/help-center'].map(link) },
  { titleKey: 'footer.columns.academyAnalysis', links: ['academy/overview', 'academy/trading-academy', 'analysis/market-news', 'analysis/market-insight', 'analysis/economic-calendar'].map(link) },
  { titleKey: 'footer.columns.whyUs', links: [`about/why-choose-${b}`, 'about/regulatory-supervision', 'about/legal-document', 'about/achievement', 'about/contact-us', 'about/privacy-policy'].map(link) },
];

/** Every link of a section, in menu order, without duplicates. */
export function sectionLinks(section: MenuSection): MenuLink[] {
  const seen = new Set<string>();
  const out: MenuLink[] = [];
  for (const l of section.lists.flatMap((x) => x.links)) {
    if (seen.has(l.path)) continue;
    seen.add(l.path);
    out.push(l);
  }
  return out;
}
