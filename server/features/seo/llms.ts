// /{locale}/api/llms: an llms.txt (https://llmstxt.org) of the locale's indexable pages.
// Format: '# Name', a '> ' summary, a short paragraph, then H2 sections of
// '- [Title](absolute url): note'. Pure; a page's section is its route line's (shared/routes/),
// its title and note are the English messages' (pages.<routeName>.title / .description), else
// the small map below's, else the route name and the section's note.
import { brand } from '../../../shared/brand.ts';
import type { RouteEntry } from '../../../shared/routes.ts';
import { LLMS_SECTIONS, type LlmsSection } from '../../../shared/route-entry.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { indexableRoutes } from './sitemap.ts';

export { LLMS_SECTIONS, type LlmsSection };

/** The llms.txt section of an indexable page, as its route line says; null for the home page (linked in the intro). */
export function sectionOf(route: RouteEntry): LlmsSection | null {
  return route.llms ?? null;
}

const b = brand.slug;
const term = brand.terminal;
const rp = brand.researchProvider;
/**
 * English link text and one-line note per path (relative to the locale): only read when the
 * English messages cannot be (a page without a line here falls back to its route name). Kept
 * here, not on the route lines, so this copy never ships to the browser with the route table.
 */
const pages: Record<string, [title: string, note: string]> = {
  '': [`${brand.name} home`, 'Overview of the broker, live prices and ways to open an account.'],
  warning: ['Warning', 'Regulatory notice for visitors from the United Kingdom.'],
  'about/achievement': ['Awards and achievements', 'Industry awards and recognition received by the broker.'],
  'about/company': ['Company overview', 'Who the broker is, and company news.'],
  'about/contact-us': ['Contact us', 'Ways to reach customer support and the offices.'],
  'about/legal-document': ['Legal documents', 'Client agreements, policies and risk disclosures.'],
  'about/privacy-policy': ['Privacy policy', 'How personal data is collected, used and protected.'],
  'about/regulatory-supervision': ['Regulation and licences', 'The regulators and licences the broker operates under.'],
  'about/sponsorship': ['Sponsorships', 'Sports and community sponsorships.'],
  [`about/sponsorship/${b}-and-${brand.sponsoredTeam}`]: [`${brand.name} and the Nets`, 'The partnership with a professional basketball team.'],
  [`about/why-choose-${b}`]: [`Why choose ${brand.name}`, 'Reasons to trade with the broker: pricing, execution, safety of funds.'],
  'about/career': ['Careers', 'Open positions (external job board).'],
  [`about/${brand.sponsoredTeam}`]: ['The Nets', 'The sponsored basketball team.'],
  'academy/overview': ['Academy overview', 'Free trading education: courses, e-books, webinars and articles.'],
  'academy/beginner': ['Beginner education', 'Where to start if you are new to trading.'],
  'academy/beginner/trading-forex': ['Trading forex for beginners', 'A first lesson on how currency trading works.'],
  'academy/courses': ['Courses', 'All trading courses by level.'],
  'academy/courses/beginner': ['Beginner courses', 'Courses for new traders.'],
  'academy/courses/beginner/trading-forex': ['Beginner forex course', 'A structured course on forex basics.'],
  'academy/courses/individual': ['Individual course', 'A single course page.'],
  'academy/ebook': ['E-books', 'Downloadable trading e-books.'],
  'academy/terminology': ['Trading glossary', 'Definitions of common trading terms.'],
  'academy/webinars': ['Webinars', 'Live and recorded trading webinars.'],
  'academy/trading-academy': ['Trading academy articles', 'Library of educational trading articles.'],
  'analysis/overview': ['Analysis overview', 'Hub for market news, insight and video analysis.'],
  'analysis/article': ['Analysis articles', 'Market analysis articles.'],
  'analysis/economic-calendar': ['Economic calendar', 'Upcoming economic events and releases.'],
  'analysis/market-insight': ['Market insight', 'In-depth analysis of markets and instruments.'],
  'analysis/market-news': ['Market news', 'Latest news moving the financial markets.'],
  'analysis/our-expert-team': ['Our expert team', 'The analysts behind the research.'],
  [`analysis/${b}-editorial-guideline`]: ['Editorial guideline', 'How analysis content is researched, written and reviewed.'],
  [`analysis/${b}-tv`]: [`${brand.name} TV`, 'Video market analysis.'],
  [`platform/${term}-4`]: ['MetaTrader 4', 'The MetaTrader 4 desktop trading terminal: features and download.'],
  [`platform/${term}-5`]: ['MetaTrader 5', 'The MetaTrader 5 desktop trading terminal: features and download.'],
  [`platform/${b}-app`]: [`${brand.name} app`, "The broker's own mobile trading app."],
  'platform/copy-trading': ['Copy trading', 'Follow and copy the trades of other traders.'],
  'platform/forex-vps': ['Forex VPS', 'Virtual private servers for automated trading.'],
  'platform/hub-x': ['Hub-X', 'The Hub-X trading platform.'],
  'platform/trading-calculator': ['Trading calculator', 'Calculate margin, pip value, swaps and profit.'],
  [`platform/${rp}`]: ['Trading Central', 'Third-party market research and trading-signal tools.'],
  [`platform/${rp}/corporate-calendar`]: ['Trading Central corporate calendar', 'Company earnings and corporate events.'],
  [`platform/${rp}/economic-calendar`]: ['Trading Central economic calendar', 'Economic events with market impact.'],
  [`platform/${rp}/news-iq`]: ['Trading Central News IQ', 'News-intelligence feed.'],
  [`platform/${rp}/signal`]: ['Trading Central signals', 'Technical trading signals.'],
  [`platform/${brand.newsProvider}`]: ['FXStreet', 'Our description of FXStreet, the third-party news provider, and how its stories are labelled on this site.'],
  'trading/range-of-markets': ['Range of markets', 'All tradable asset classes.'],
  'trading/forex': ['Forex', 'Trade currency pairs as CFDs; live prices and spreads.'],
  'trading/precious-metals': ['Precious metals', 'Trade gold, silver and platinum.'],
  'trading/crypto': ['Crypto', 'Trade cryptocurrency CFDs.'],
  'trading/energies': ['Energies', 'Trade oil and other energy CFDs.'],
  'trading/indices': ['Indices', 'Trade stock index CFDs; includes the dividend table.'],
  'trading/shares': ['Shares', 'Trade share CFDs of listed companies.'],
  'trading/individual': ['Individual trading', 'Trading for individual (retail) clients.'],
  'trading/account-types': ['Account types', 'Compare the live trading accounts.'],
  'trading/deposit-and-withdrawal': ['Deposit and withdrawal', 'Funding methods, fees and processing times.'],
  'trading/promotions-and-rewards': ['Promotions and rewards', 'Current client promotions and reward programmes.'],
  'trading/swap-free-account': ['Swap-free account', 'Trading without overnight swap charges.'],
  'trading/help-center': ['Help centre', 'Answers to common questions.'],
  'trading/trading-conditions': ['Trading conditions', 'Spreads, leverage, trading hours and other conditions.'],
};

const sectionNotes: Record<LlmsSection, string> = {
  Markets: 'Market page.',
  Platforms: 'Trading platform page.',
  'Accounts and trading': 'Account and trading information.',
  Academy: 'Trading education.',
  Analysis: 'Market analysis.',
  Company: 'About the broker.',
};

/** 'trading-swap-free-account' -> 'Trading swap free account'. */
export function humanize(routeName: string): string {
  const s = routeName.replace(/[-_]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export interface PageText {
  title?: string;
  description?: string;
}

/** Page texts by route name, as read from locales/en/messages.json (pages.<name>.title|description). */
export type PageTexts = ReadonlyMap<string, PageText>;

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Drops a trailing ' | Velora Markets' (or ' - ', ' – ') from a document title. */
function withoutBrandSuffix(title: string): string {
  const escaped = brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stripped = title.replace(new RegExp(`\\s*[|\\-–—]\\s*${escaped}\\s*$`), '');
  return stripped === '' ? title : stripped;
}

/** Usable message text: not empty and with no unresolved interpolation left in it. */
function usable(s: string | undefined): string | undefined {
  if (typeof s !== 'string') return undefined;
  const v = oneLine(s.replace(/\{\{\s*(brand|brandName|company)\s*\}\}/g, brand.name));
  return v === '' || v.includes('{{') ? undefined : v;
}

export function pageTitle(route: RouteEntry, texts?: PageTexts): string {
  const fromMessages = usable(texts?.get(route.name)?.title);
  if (fromMessages) return withoutBrandSuffix(fromMessages);
  return pages[route.path]?.[0] ?? humanize(route.name);
}

export function pageNote(route: RouteEntry, section: LlmsSection, texts?: PageTexts): string {
  return usable(texts?.get(route.name)?.description) ?? pages[route.path]?.[1] ?? sectionNotes[section];
}

/** Link text is Markdown: brackets and backslashes are escaped. */
function mdText(s: string): string {
  return s.replace(/([\\[\]])/g, '\\$1');
}

/** Pulls pages.<name>.{title,description} out of a parsed messages file (nested or flat keys). */
export function pageTextsFromMessages(messages: unknown): Map<string, PageText> {
  const out = new Map<string, PageText>();
  if (!messages || typeof messages !== 'object') return out;
  const record = messages as Record<string, unknown>;
  const take = (name: string, field: 'title' | 'description', value: unknown) => {
    if (typeof value !== 'string') return;
    out.set(name, { ...out.get(name), [field]: value });
  };
  const nested = record.pages;
  if (nested && typeof nested === 'object') {
    for (const [name, v] of Object.entries(nested as Record<string, unknown>)) {
      if (v && typeof v === 'object') {
        take(name, 'title', (v as Record<string, unknown>).title);
        take(name, 'description', (v as Record<string, unknown>).description);
      }
    }
  }
  for (const [key, v] of Object.entries(record)) {
    const m = /^pages\.(.+)\.(title|description)$/.exec(key);
    if (m) take(m[1]!, m[2] as 'title' | 'description', v);
  }
  return out;
}

export function llmsTxt(origin: string, locale: LocaleCode, options: { brandName?: string; texts?: PageTexts } = {}): string {
  const name = options.brandName ?? brand.name;
  const info = getLocale(locale);
  const bySection = new Map<LlmsSection, string[]>(LLMS_SECTIONS.map((s) => [s, []]));
  for (const route of indexableRoutes()) {
    const section = sectionOf(route);
    if (!section) continue;
    const url = canonicalUrl(origin, locale, route.path);
    bySection.get(section)!.push(`- [${mdText(pageTitle(route, options.texts))}](${url}): ${pageNote(route, section, options.texts)}`);
  }
  const lines = [
    `# ${name}`,
    '',
    `> ${name} is an online broker offering leveraged trading in forex and CFDs on precious metals, ` +
      'crypto, energies, indices and shares, with desktop and mobile trading platforms, free trading ' +
      'education and daily market analysis.',
    '',
    `These are the pages of the ${info.tag} site (locale prefix /${locale}); home: ${canonicalUrl(origin, locale, '')}. ` +
      'Accounts are opened on an external client portal. Leveraged products carry a high risk of losing money.',
  ];
  for (const section of LLMS_SECTIONS) {
    const links = bySection.get(section)!;
    if (links.length === 0) continue;
    lines.push('', `## ${section}`, '', ...links);
  }
  return lines.join('\n') + '\n';
}
