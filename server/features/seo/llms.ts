// /{locale}/api/llms: an llms.txt (https://llmstxt.org) of the locale's indexable pages.
// Format: '# Name', a '> ' summary, a short paragraph, then H2 sections of
// '- [Title](absolute url): note'. Pure; a page's section is its route line's (shared/routes/),
// its title and note are the English messages' (pages.<routeName>.title / .description), else
// the route name and the section's note.
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
  return humanize(route.name);
}

export function pageNote(route: RouteEntry, section: LlmsSection, texts?: PageTexts): string {
  return usable(texts?.get(route.name)?.description) ?? sectionNotes[section];
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
