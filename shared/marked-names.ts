// A translated sentence whose placeholders take names that stay in English (a regulator's official
// name, a licence type, an ombudsman or scheme): WCAG 3.1.2 wants each such name marked lang="en",
// so the sentence is cut into parts and the page wraps the English ones. Pure; the React side is
// client/ui/marked-names.tsx.

const OPEN = '\uE000';
const CLOSE = '\uE001';

/** Facts with the English ones replaced by markers, to hand to the translation function. */
export function markedFacts(facts: Record<string, string>, englishKeys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = { ...facts };
  for (const k of englishKeys) if (facts[k]) out[k] = `${OPEN}${k}${CLOSE}`;
  return out;
}

export type SentencePart = { text: string; english?: true };

/** The translated sentence (made with markedFacts) cut into plain and English parts. */
export function sentenceParts(sentence: string, facts: Record<string, string>): SentencePart[] {
  const parts: SentencePart[] = [];
  const re = new RegExp(`${OPEN}(\\w+)${CLOSE}`, 'g');
  let last = 0;
  for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
    if (m.index > last) parts.push({ text: sentence.slice(last, m.index) });
    parts.push({ text: facts[m[1]!] ?? '', english: true });
    last = re.lastIndex;
  }
  if (last < sentence.length) parts.push({ text: sentence.slice(last) });
  return parts;
}

/** The register's names that are official English names (regulators, licence types, schemes). */
export const englishFactKeys = ['regulator', 'licenceType', 'disputes'] as const;

/**
 * Official names that are quoted in English inside translated text: regulators, licences, legal
 * documents, ombudsmen and compensation schemes. The register's own names come first
 * (registerEnglishNames); these are the ones the copy speaks of besides (the UK warning, the
 * document titles).
 */
export const officialEnglishNames: readonly string[] = [
  'Financial Conduct Authority', 'Financial Ombudsman Service', 'Financial Services Compensation Scheme',
  'Financial Services Commission of Mauritius', 'Financial Services Commission',
  'Product Disclosure Statement', 'Target Market Determination', 'Financial Services Guide',
  'Australian Financial Services Licence', 'Australian Financial Complaints Authority',
  'Office of the Ombudsperson for Financial Services', 'Office of the Australian Information Commissioner',
  'Data Protection Office', 'Dealers in Securities (Licensing) Act', 'Privacy Act 1988', 'Australian Privacy Principles',
  'Data Protection Act 2017', 'General Data Protection Regulation',
];

export type NamePart = { text: string; english?: true };

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const patterns = new Map<string, RegExp>();

/**
 * A text cut into plain parts and the English official names in it (longest name first, with a
 * following abbreviation in brackets: 'Financial Conduct Authority (FCA)').
 */
export function englishNameParts(text: string, names: readonly string[]): NamePart[] {
  const id = names.join('\n');
  let re = patterns.get(id);
  if (!re) {
    const alternatives = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length).map(escapeRegExp);
    // Whole words only: 'Data Protection Office' is not the start of 'Data Protection Officer'.
    re = new RegExp(`(?<![A-Za-z])(?:${alternatives.join('|')})(?![A-Za-z])(?: \\([A-Z]{2,6}\\))?`, 'g');
    if (patterns.size > 16) patterns.clear();
    patterns.set(id, re);
  }
  const parts: NamePart[] = [];
  let last = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[0], english: true });
    last = re.lastIndex;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
