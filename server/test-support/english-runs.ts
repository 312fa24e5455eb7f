// Finds English left on a translated page (issue 13): the visible text of a rendered HTML document
// (text nodes, alt, aria-label, title, placeholder; never scripts, styles or JSON), split into
// segments, and every run of 4+ Latin words of a segment that also occurs on the English page.
// Brand and product names, symbols, URLs and e-mail addresses are cut out first, so "Velora
// Markets" or "MetaTrader 4" never make a run. A small string scanner, not a DOM: the documents
// are our own server-rendered HTML.

const VISIBLE_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * The visible text segments of an HTML document: each text node and each visible attribute value,
 * entity-decoded and whitespace-collapsed. Inline elements split segments too, which only makes
 * runs shorter (a run never spans two segments), so the check errs on the side of not flagging.
 * With `skipLang` ('en'), elements marked lang="en..." are left out: editorial items the upstream
 * only has in English, declared as such (shared/content-language.ts), not untranslated UI.
 */
export function visibleSegments(html: string, { skipLang }: { skipLang?: string } = {}): string[] {
  const out: string[] = [];
  let skipDepth = -1;
  const stack: string[] = [];
  const push = (raw: string) => {
    if (skipDepth !== -1) return;
    const text = decodeEntities(raw).replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
  };
  // Drop everything that is not shown as text: comments, scripts (incl. JSON-LD and hydration
  // data), styles, templates.
  const body = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let last = 0;
  for (let m = tag.exec(body); m; m = tag.exec(body)) {
    push(body.slice(last, m.index));
    last = tag.lastIndex;
    const name = m[2]!.toLowerCase();
    const attrs = m[3] ?? '';
    if (m[1]) {
      // A closing tag: pop to its opening (React's HTML is well-formed).
      const at = stack.lastIndexOf(name);
      if (at !== -1) stack.length = at;
      if (skipDepth !== -1 && stack.length <= skipDepth) skipDepth = -1;
      continue;
    }
    const selfClosing = VOID_ELEMENTS.has(name) || attrs.trimEnd().endsWith('/');
    const lang = /\blang\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    const skipped = skipLang !== undefined && lang !== undefined && (lang === skipLang || lang.startsWith(skipLang + '-'));
    if (skipped && skipDepth === -1 && !selfClosing) skipDepth = stack.length;
    if (!skipped) {
      for (const a of attrs.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
        if (VISIBLE_ATTRIBUTES.includes(a[1]!.toLowerCase())) push(a[3] ?? a[4] ?? '');
      }
    }
    if (!selfClosing) stack.push(name);
  }
  push(body.slice(last));
  return out;
}

/** Names that stay in English in every language: brands, products, partners, regulators. */
export const DEFAULT_ALLOW_LIST: readonly string[] = [
  'Velora Markets', 'Velora TV', 'Velora', 'MetaTrader 4', 'MetaTrader 5', 'MetaTrader', 'MetaQuotes', 'MT4', 'MT5',
  'Trading Central', 'News IQ', 'FXStreet', 'HubX', 'Expert Advisors', 'Expert Advisor', 'Brooklyn Nets',
  'App Store', 'Google Play', 'Windows', 'Mac',
  'Australian Securities and Investments Commission', 'Vanuatu Financial Services Commission',
  'Financial Services Commission', 'Financial Conduct Authority', 'Financial Ombudsman Service',
  'Financial Services Compensation Scheme', 'Product Disclosure Statement', 'Target Market Determination',
  'Market Insight', 'Trading Academy',
  // Names of licences and laws, and registered addresses, are legal text quoted as registered.
  'Australian Financial Services Licence', 'Dealers in Securities Licensing Act',
  'Investment Dealer Full Service Dealer', 'Lini Highway Port Vila Republic of Vanuatu',
  // Company and coin names.
  'NVIDIA', 'Tesla', 'Meta', 'Apple', 'AMD', 'Bitcoin', 'Ethereum', 'Dogecoin', 'Polkadot', 'BNB',
  // Trading terms used as loanwords in most languages.
  'Stop Loss', 'Take Profit',
];

const URL_OR_EMAIL = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+/gi;
/** Symbols and tickers: EURUSD, XAU/USD, US 500 style tokens are not words. */
const SYMBOL = /\b[A-Z]{2,}(?:\/[A-Z]{2,})?\b/g;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Word lists of a segment, cut at every allow-listed name, URL, symbol or non-Latin word. */
export function latinWordRuns(segment: string, allowList: readonly string[] = DEFAULT_ALLOW_LIST): string[][] {
  // Longest first; words may be joined by spaces or hyphens ('Stop-Loss'), brackets and commas
  // in between are ignored ('Dealers in Securities (Licensing) Act').
  const names = [...allowList].sort((a, b) => b.length - a.length).map((n) => n.split(/\s+/).map(escapeRegExp).join('[\\s-]+'));
  const cut = segment
    .replace(URL_OR_EMAIL, ' | ')
    .replace(SYMBOL, ' | ')
    .replace(/[(),]/g, ' ')
    .replace(names.length ? new RegExp(`\\b(?:${names.join('|')})\\b`, 'gi') : /$^/, ' | ');
  const runs: string[][] = [];
  let run: string[] = [];
  for (const raw of cut.split(/\s+/)) {
    // A word: Latin letters only (apostrophes and inner hyphens allowed), trailing punctuation
    // stripped. Digits, other scripts and separators end the run.
    const word = raw.replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/g, '');
    if (/^[A-Za-z]+(?:['’-][A-Za-z]+)*$/.test(word)) run.push(word.toLowerCase());
    else {
      if (run.length) runs.push(run);
      run = [];
    }
    // Punctuation that ends a clause also ends a run, so runs stay inside one phrase.
    if (/[.;:!?]$/.test(raw) && run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs;
}

export interface EnglishFinding {
  /** The run of words shared with the English page. */
  run: string;
  /** The segment of the translated page it is in. */
  segment: string;
}

/**
 * Every run of `minWords`+ consecutive words of the translated page's segments that also occurs
 * on the English page (in one segment there), maximal runs only.
 */
export function englishRuns(
  englishHtml: string,
  translatedHtml: string,
  { minWords = 4, allowList = DEFAULT_ALLOW_LIST }: { minWords?: number; allowList?: readonly string[] } = {},
): EnglishFinding[] {
  const grams = new Set<string>();
  for (const segment of visibleSegments(englishHtml)) {
    for (const run of latinWordRuns(segment, allowList)) {
      for (let i = 0; i + minWords <= run.length; i++) grams.add(run.slice(i, i + minWords).join(' '));
    }
  }
  const findings: EnglishFinding[] = [];
  const seen = new Set<string>();
  for (const segment of visibleSegments(translatedHtml, { skipLang: 'en' })) {
    for (const run of latinWordRuns(segment, allowList)) {
      let i = 0;
      while (i + minWords <= run.length) {
        if (!grams.has(run.slice(i, i + minWords).join(' '))) {
          i++;
          continue;
        }
        // Extend to the longest run of consecutive matching windows.
        let end = i + minWords;
        while (end < run.length && grams.has(run.slice(end - minWords + 1, end + 1).join(' '))) end++;
        const text = run.slice(i, end).join(' ');
        if (!seen.has(text)) {
          seen.add(text);
          findings.push({ run: text, segment });
        }
        i = end;
      }
    }
  }
  return findings;
}
