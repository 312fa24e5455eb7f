// Links glossary terms in an article body (HTML from the BFF) to their definitions: the first
// occurrence of each term, as a whole word, longest name first, never inside a heading, a link,
// code, a button or a tag's attributes. Pure string work (no DOM), safe on any well-formed body.
import { boundedMemo } from '../bounded-memo.ts';

export interface LinkTarget {
  slug: string;
  /** The term and its other forms ("Stop loss", "stop-loss order", "SL"). */
  names: readonly string[];
}

/** Elements whose text is never linked. */
const skipped = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'kbd', 'samp', 'script', 'style', 'button', 'textarea', 'select', 'svg', 'math', 'dfn', 'abbr', 'figcaption', 'label']);
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isCjk = (s: string) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(s);
/** Upper-case abbreviations (CFD, EA, MT4) match only in upper case: "ea" or "ma" in text are not them. */
const isAbbreviation = (s: string) => /^[\p{Lu}\p{N}\s/&-]+$/u.test(s) && /\p{Lu}.*\p{Lu}/u.test(s);

/** What may be written before a term without a space: Arabic proclitics (Korean particles after any term). */
type Affixes = 'none' | 'arabic' | 'arabic-definite';

interface Name {
  slug: string;
  name: string;
  pattern: RegExp;
  wholeWord: boolean;
  affixes: Affixes;
  /** The name's longest word, folded: a text without it cannot hold the name (see `present`). */
  probe: string;
}

/**
 * Korean nouns take their particles without a space (레버리지는, 마진을, CFD의): a term followed
 * by one of these, and nothing else in the same word, is still the term. Any other syllable after
 * it makes another word (마진콜 is not 마진). Text in other languages has no Hangul to match.
 */
const koreanParticles = new Set(['은', '는', '이', '가', '을', '를', '의', '에', '에서', '에게', '에는', '에서는', '에도', '로', '으로', '로는', '으로는', '와', '과', '와의', '과의', '도', '만', '까지', '부터', '처럼', '보다', '만큼', '이나', '나', '이란', '란', '라는', '이라는', '이다', '입니다', '이며']);
const hangul = /\p{Script=Hangul}/u;
/**
 * Arabic writes "and", "so", "with", "for", "like" and "the" onto the next word (والرافعة,
 * بالهامش): such a prefix, and nothing else, may stand before a term. A term that already begins
 * with ال takes no second one.
 */
const arabicProclitics = /^[وف]?[بلك]?(?:ال)?$/u;
const arabicProcliticsBeforeDefinite = /^[وف]?[بلك]?$/u;
const arabicScript = /\p{Script=Arabic}/u;
const letter = /\p{L}/u;
const isArabicLetter = (c: string) => arabicScript.test(c) && letter.test(c);

function affixesOf(name: string): Affixes {
  if (isArabicLetter(name.charAt(0))) return name.startsWith('ال') ? 'arabic-definite' : 'arabic';
  return 'none';
}

/** Where a term's word really starts, past an Arabic prefix written onto it (or `index` if none may be). */
function wordStart(text: string, index: number, affixes: Affixes): number {
  if (affixes === 'none') return index;
  let start = index;
  while (start > 0 && isArabicLetter(text.charAt(start - 1))) start--;
  const prefix = text.slice(start, index);
  if (!prefix) return index;
  return (affixes === 'arabic' ? arabicProclitics : arabicProcliticsBeforeDefinite).test(prefix) ? start : index;
}

/** Where a term's word really ends, past a Korean particle written onto it (or `end` if none may be). */
function wordEnd(text: string, end: number): number {
  let stop = end;
  while (stop < text.length && hangul.test(text.charAt(stop))) stop++;
  return stop > end && koreanParticles.has(text.slice(end, stop)) ? stop : end;
}

/**
 * A letter, digit or underscore: what may not touch a term in scripts with spaces, nor a hyphen
 * joined to one ("stop-loss-order" is not "stop-loss"). Tested on the characters beside a match
 * in code, not as look-arounds in each term's pattern: some 500 patterns with \p{L} classes took
 * V8 1.7 s to compile on an instance's first article, against a few ms for plain ones.
 */
const wordChar = /[\p{L}\p{N}_]/u;
const letterOrDigit = /[\p{L}\p{N}]/u;

function charBefore(text: string, index: number): string {
  const code = text.charCodeAt(index - 1);
  return code >= 0xdc00 && code <= 0xdfff && index >= 2 ? text.slice(index - 2, index) : text.charAt(index - 1);
}

function charAfter(text: string, index: number): string {
  return String.fromCodePoint(text.codePointAt(index) ?? 0x20);
}

function standsAlone(text: string, matchIndex: number, matchEnd: number, affixes: Affixes): boolean {
  const index = wordStart(text, matchIndex, affixes);
  const end = wordEnd(text, matchEnd);
  const before = index > 0 ? charBefore(text, index) : '';
  if (before && wordChar.test(before)) return false;
  if (before === '-' && index > 1 && letterOrDigit.test(charBefore(text, index - 1))) return false;
  const after = end < text.length ? charAfter(text, end) : '';
  if (after && wordChar.test(after)) return false;
  if (after === '-' && end + 1 < text.length && letterOrDigit.test(charAfter(text, end + 1))) return false;
  return true;
}

/** The earliest place `n` stands as a whole word in `text` (anywhere for scripts without spaces). */
function find(n: Name, text: string): { index: number; length: number } | null {
  n.pattern.lastIndex = 0;
  for (let m = n.pattern.exec(text); m; m = n.pattern.exec(text)) {
    if (!n.wholeWord || standsAlone(text, m.index, m.index + m[0].length, n.affixes)) return { index: m.index, length: m[0].length };
    n.pattern.lastIndex = m.index + 1;
  }
  return null;
}

function compile(targets: readonly LinkTarget[]): Name[] {
  const names: Name[] = [];
  for (const t of targets) {
    for (const name of new Set(t.names.map((n) => n.trim()).filter(Boolean))) {
      // A single Chinese or Thai character (点) is part of too many other words to be linked.
      if (isCjk(name) && [...name].length < 2) continue;
      // Scripts without spaces have no word boundary to test; longest-first keeps 点差 over 点.
      const source = escapeRegExp(name).replace(/\s+/g, '\\s+');
      const probe = fold(name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), ''));
      names.push({ slug: t.slug, name, pattern: new RegExp(source, isAbbreviation(name) ? 'gu' : 'giu'), wholeWord: !isCjk(name), affixes: affixesOf(name), probe });
    }
  }
  return names.sort((a, b) => [...b.name].length - [...a.name].length);
}

/**
 * Lower case, with the two letters whose lower case differs from the regular expressions' case
 * folding (ſ and ς fold to s and σ) folded as those do: wherever a name matches case-insensitively,
 * its folded word is in the folded text.
 */
function fold(text: string): string {
  return text.toLowerCase().replace(/ſ/g, 's').replace(/ς/g, 'σ');
}

/**
 * The names that may occur in `html`: a body holds a few dozen of the glossary's five hundred, and
 * each name left out is a pattern not run over every text of the body (most of linking's time).
 */
function present(names: readonly Name[], html: string): Name[] {
  const text = fold(html);
  return names.filter((n) => text.includes(n.probe));
}

/** Compiled names per glossary (one per locale and language): building them is most of the cost. */
const compiled = boundedMemo<string, Name[]>(64);

function namesFor(targets: readonly LinkTarget[]): Name[] {
  const key = targets.map((t) => `${t.slug}\u0000${t.names.join('\u0001')}`).join('\u0002');
  return compiled.get(key, () => compile(targets));
}

/** Splits HTML into tags (kept whole, attributes included) and text runs. */
const tokens = /(<!--[\s\S]*?-->|<[^>]*>)/;

function tagName(tag: string): { name: string; closing: boolean; selfClosing: boolean } | null {
  const m = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(tag);
  if (!m) return null;
  return { name: m[2]!.toLowerCase(), closing: m[1] === '/', selfClosing: /\/>$/.test(tag) };
}

/** The earliest match of any not-yet-linked name in `text` (longest name wins a tie). */
function firstMatch(text: string, names: readonly Name[], done: ReadonlySet<string>): { index: number; length: number; slug: string } | null {
  let best: { index: number; length: number; slug: string } | null = null;
  for (const n of names) {
    if (done.has(n.slug)) continue;
    const m = find(n, text);
    if (m && (!best || m.index < best.index || (m.index === best.index && m.length > best.length))) best = { index: m.index, length: m.length, slug: n.slug };
  }
  return best;
}

/**
 * `html` with the first occurrence of each target linked: <a class="glossary-link" href="{href(slug)}">.
 * Terms already linked elsewhere in the body keep their link; the text is never re-escaped.
 */
export function linkGlossaryTerms(html: string, targets: readonly LinkTarget[], href: (slug: string) => string): string {
  const names = html ? present(namesFor(targets), html) : [];
  if (!names.length) return html;
  const done = new Set<string>();
  const open: string[] = [];
  let skipDepth = 0;
  const out: string[] = [];
  for (const part of html.split(tokens)) {
    if (!part) continue;
    if (part.startsWith('<')) {
      const tag = tagName(part);
      if (tag && !voidElements.has(tag.name) && !tag.selfClosing) {
        if (tag.closing) {
          const at = open.lastIndexOf(tag.name);
          if (at >= 0) {
            for (const name of open.splice(at)) if (skipped.has(name)) skipDepth--;
          }
        } else {
          open.push(tag.name);
          if (skipped.has(tag.name)) skipDepth++;
        }
      }
      out.push(part);
      continue;
    }
    if (skipDepth > 0) {
      out.push(part);
      continue;
    }
    // The names in this text: a run is a sentence or a list item, and holds only a few.
    const inRun = present(names, part);
    let rest = part;
    for (let m = firstMatch(rest, inRun, done); m; m = firstMatch(rest, inRun, done)) {
      // Never split an entity such as &amp; (its name could look like a word).
      const before = rest.slice(0, m.index);
      if (/&[a-zA-Z0-9#]*$/.test(before) && /^[a-zA-Z0-9#]*;/.test(rest.slice(m.index))) break;
      done.add(m.slug);
      const word = rest.slice(m.index, m.index + m.length);
      out.push(before, `<a class="glossary-link" href="${href(m.slug)}">${word}</a>`);
      rest = rest.slice(m.index + m.length);
    }
    out.push(rest);
  }
  return out.join('');
}
