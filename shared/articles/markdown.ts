// The academy's Markdown subset (## and ### headings, paragraphs, '- ' and '1. ' lists, **bold**,
// *italic*, pipe tables, '> ' quotes, [links](/path)) rendered to HTML that is safe by
// construction: every piece of source text is HTML-escaped before any markup is added, and a
// link keeps its href only when it is a site path or an http(s) URL. Pure and isomorphic.

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

export interface RenderOptions {
  /** Prepended to site paths in links ('/en' turns '/academy/x' into '/en/academy/x'). */
  pathPrefix?: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c]!);

/** A site path ('/academy/x', '/academy/x#y') or an absolute http(s) URL, else null. */
function safeHref(raw: string, prefix: string): string | null {
  if (/^\/[A-Za-z0-9/_~.%-]*(#[A-Za-z0-9_-]*)?$/.test(raw) && !raw.startsWith('//')) return prefix + raw;
  if (/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9/_~.%?=&;#+-]*)?$/.test(raw)) return raw;
  return null;
}

/** Inline markup on one line of source: escape first, then links, bold, italic. */
export function renderInline(source: string, prefix = ''): string {
  let out = escapeHtml(source);
  // After escaping, '(' ')' '[' ']' '*' are untouched and the href is checked against a strict
  // pattern (it was escaped too, so it holds no quote or angle bracket).
  out = out.replace(/\[([^\]\n]+)\]\(([^()\s]+)\)/g, (_m, text: string, href: string) => {
    const raw = href.replace(/&amp;/g, '&');
    const safe = safeHref(raw, prefix);
    return safe === null ? text : `<a href="${escapeHtml(safe)}">${text}</a>`;
  });
  out = out.replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>');
  out = out.replace(/(^|[^*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?![*\w])/g, '$1<em>$2</em>');
  return out;
}

/** Plain text of inline source (headings in the table of contents, word counts). */
export function inlineText(source: string): string {
  return source.replace(/\[([^\]\n]+)\]\([^()\s]+\)/g, '$1').replace(/\*\*(.+?)\*\*/g, '$1').replace(/\*([^*]+)\*/g, '$1');
}

/** 'Why size matters' -> 'why-size-matters'; letters of any script are kept, with their marks (Thai vowels, Arabic harakat). */
export function headingId(text: string): string {
  const id = text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return id.slice(0, 80);
}

const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
const isTableSeparator = (line: string) => /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);

export function renderMarkdown(source: string, options: RenderOptions = {}): RenderedMarkdown {
  const prefix = options.pathPrefix ?? '';
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const html: string[] = [];
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const inline = (s: string) => renderInline(s, prefix);
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = heading[1]!.length as 2 | 3;
      const text = inlineText(heading[2]!);
      let id = headingId(text) || `section-${toc.length + 1}`;
      for (let n = 2; used.has(id); n++) id = `${headingId(text) || 'section'}-${n}`;
      used.add(id);
      toc.push({ id, text, level });
      html.push(`<h${level} id="${escapeHtml(id)}">${inline(heading[2]!)}</h${level}>`);
      i++;
      continue;
    }
    if (/^\s*[-*]\s+/.test(line) || /^\s*\d+[.)]\s+/.test(line)) {
      const ordered = /^\s*\d+[.)]\s+/.test(line);
      const marker = ordered ? /^\s*\d+[.)]\s+/ : /^\s*[-*]\s+/;
      const items: string[] = [];
      while (i < lines.length && marker.test(lines[i]!)) {
        let item = lines[i]!.replace(marker, '');
        i++;
        // Lazy continuation lines belong to the item.
        while (i < lines.length && lines[i]!.trim() !== '' && /^\s{2,}\S/.test(lines[i]!) && !marker.test(lines[i]!)) item += ' ' + lines[i++]!.trim();
        items.push(`<li>${inline(item)}</li>`);
      }
      html.push(ordered ? `<ol>${items.join('')}</ol>` : `<ul>${items.join('')}</ul>`);
      continue;
    }
    if (/^\s*>/.test(line)) {
      const parts: string[] = [];
      while (i < lines.length && /^\s*>/.test(lines[i]!)) parts.push(lines[i++]!.replace(/^\s*>\s?/, ''));
      const paragraphs = parts.join('\n').split(/\n\s*\n/).map((p) => `<p>${inline(p.replace(/\n/g, ' ').trim())}</p>`);
      html.push(`<blockquote>${paragraphs.join('')}</blockquote>`);
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && isTableSeparator(lines[i + 1]!)) {
      const header = cells(line);
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.includes('|') && lines[i]!.trim() !== '') rows.push(cells(lines[i++]!));
      const head = header.map((c) => `<th scope="col">${inline(c)}</th>`).join('');
      const body = rows.map((r) => `<tr>${header.map((_, k) => `<td>${inline(r[k] ?? '')}</td>`).join('')}</tr>`).join('');
      html.push(`<div class="article-table"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`);
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '' && !/^(#{2,3})\s|^\s*[-*]\s+|^\s*\d+[.)]\s+|^\s*>/.test(lines[i]!)) {
      if (lines[i]!.includes('|') && i + 1 < lines.length && isTableSeparator(lines[i + 1]!)) break;
      para.push(lines[i++]!.trim());
    }
    if (para.length === 0) {
      // A line no rule takes (e.g. '#' alone): shown as text.
      para.push(lines[i++]!.trim());
    }
    html.push(`<p>${inline(para.join(' '))}</p>`);
  }
  return { html: html.join('\n'), toc };
}

/** Plain text of a Markdown body (search, word counts, descriptions). */
export function markdownText(source: string): string {
  return inlineText(source.replace(/^\s*(#{1,6}|[-*]|\d+[.)]|>)\s+/gm, '').replace(/\|/g, ' ').replace(/^[\s:-]+$/gm, ''));
}

/** Minutes to read: Latin words at 220 a minute, CJK characters at 400 a minute; at least 1. */
export function readingMinutes(source: string): number {
  const text = markdownText(source);
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  const words = (text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’.,/-]*/gu) ?? []).length;
  return Math.max(1, Math.round(words / 220 + cjk / 400));
}
