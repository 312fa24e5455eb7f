// Links glossary terms in an article body (HTML from the BFF) to their definitions: the first
// occurrence of each term, as a whole word, longest name first, never inside a heading, a link,
// code, a button or a tag's attributes. Pure string work (no DOM), safe on any well-formed body.

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

interface Name { slug: string; name: string; pattern: RegExp }

function compile(targets: readonly LinkTarget[]): Name[] {
  const names: Name[] = [];
  for (const t of targets) {
    for (const name of new Set(t.names.map((n) => n.trim()).filter(Boolean))) {
      // A single Chinese or Thai character (点) is part of too many other words to be linked.
      if (isCjk(name) && [...name].length < 2) continue;
      // Whole words in scripts with spaces: no letter, digit or joining hyphen on either side.
      // Scripts without spaces have no word boundary to test; longest-first keeps 点差 over 点.
      const body = escapeRegExp(name).replace(/\s+/g, '\\s+');
      const source = isCjk(name) ? body : `(?<![\\p{L}\\p{N}_]|[\\p{L}\\p{N}]-)${body}(?![\\p{L}\\p{N}_]|-[\\p{L}\\p{N}])`;
      names.push({ slug: t.slug, name, pattern: new RegExp(source, isAbbreviation(name) ? 'u' : 'iu') });
    }
  }
  return names.sort((a, b) => [...b.name].length - [...a.name].length);
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
    const m = n.pattern.exec(text);
    if (m && (!best || m.index < best.index || (m.index === best.index && m[0].length > best.length))) best = { index: m.index, length: m[0].length, slug: n.slug };
  }
  return best;
}

/**
 * `html` with the first occurrence of each target linked: <a class="glossary-link" href="{href(slug)}">.
 * Terms already linked elsewhere in the body keep their link; the text is never re-escaped.
 */
export function linkGlossaryTerms(html: string, targets: readonly LinkTarget[], href: (slug: string) => string): string {
  const names = compile(targets);
  if (!names.length || !html) return html;
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
    let rest = part;
    for (let m = firstMatch(rest, names, done); m; m = firstMatch(rest, names, done)) {
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
