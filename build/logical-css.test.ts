// Right-to-left by construction (issue 13, part 4): the client's CSS uses logical properties
// (margin-inline-start, inset-inline-end, padding-inline, border-inline..., text-align: start)
// so Arabic mirrors without extra rules. This reads every client/**/*.css file and fails on a
// physical left/right property or value, and on a four-value margin/padding/inset/border-width
// shorthand whose left and right differ. What truly must be physical is in the allow-list, with why.
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** file (relative) + a piece of the declaration, and why it may stay physical. */
const allowed: { file: string; text: string; why: string }[] = [
  { file: 'client/styles/base.css', text: 'linear-gradient(to right', why: 'fade mask of the category strip; the [dir=rtl] rule next to it turns it round' },
  { file: 'client/styles/base.css', text: 'linear-gradient(to left', why: 'the right-to-left counterpart of the fade mask above' },
  { file: 'client/styles/base.css', text: 'translateX(24px)', why: 'the drawer slides in from the end edge; drawer-in-rtl is its right-to-left twin' },
  { file: 'client/styles/base.css', text: 'translateX(-24px)', why: 'drawer-in-rtl: the twin above for [dir=rtl]' },
  { file: 'client/styles/base.css', text: 'scaleX(-1)', why: '[dir=rtl] .flip-rtl: the mirroring of direction icons itself' },
  { file: 'client/ui/carousel.css', text: 'scaleX(-1)', why: 'mirrors the previous/next arrows under [dir=rtl]' },
];

const physicalProperty = /^(?:left|right|(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-\w+)?|border-(?:top|bottom)-(?:left|right)-radius)$/;
const physicalValue: Record<string, RegExp> = {
  'text-align': /\b(left|right)\b/,
  float: /\b(left|right)\b/,
  clear: /\b(left|right)\b/,
  resize: /\b(horizontal)\b/,
};
const directionalValue = /translateX\(|translate3d\(|to (?:left|right)\b|\b(?:left|right) (?:top|bottom|center)\b|scaleX\(-1\)/;
const fourValueShorthand = /^(?:margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return cssFiles(path);
    return e.name.endsWith('.css') ? [path] : [];
  });
}

/** Splits a shorthand value into its top-level parts (var(), calc() stay whole). */
function parts(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value.trim()) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

export function findPhysical(css: string): { line: number; text: string; problem: string }[] {
  const found: { line: number; text: string; problem: string }[] = [];
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  // Declarations: property: value, ended by ; or }.
  for (const m of source.matchAll(/([\w-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const property = m[1]!.toLowerCase();
    const value = m[2]!.trim();
    const line = source.slice(0, m.index).split('\n').length;
    const text = `${property}: ${value}`;
    if (property.startsWith('--')) continue;
    if (physicalProperty.test(property)) found.push({ line, text, problem: `physical property ${property}` });
    else if (physicalValue[property]?.test(value)) found.push({ line, text, problem: `physical value of ${property}` });
    else if (directionalValue.test(` ${text}`)) found.push({ line, text, problem: 'direction-dependent value (give it a [dir=rtl] counterpart and allow-list it)' });
    else if (property === 'translate' && !/^0(?:px|%)?$/.test(parts(value)[0] ?? '0')) found.push({ line, text, problem: 'horizontal translate (give it a [dir=rtl] counterpart and allow-list it)' });
    else if (fourValueShorthand.test(property)) {
      const p = parts(value);
      if (p.length === 4 && p[1] !== p[3]) found.push({ line, text, problem: `${property} with different right and left: use ${property}-block and ${property}-inline` });
    }
  }
  return found;
}

t.test('the checker finds physical properties and allows logical ones', async (t) => {
  const css = `.a { margin-left: 4px; padding: 1px 2px 3px 4px; text-align: right; left: 0; }
.b { margin-inline-start: 4px; padding: 1px 2px 3px 2px; padding: 0 var(--x) 0 var(--x); text-align: start; inset-inline-end: 0; }
.c { transform: translateX(4px); border-top-left-radius: 2px; border-right: 1px solid; }
.d:hover { color: red; } .e { float: inline-start; translate: 0 -50%; } .f { translate: -50% 0; }
@media (max-width: 639px) { .g { inset-inline: 0; } }`;
  const found = findPhysical(css).map((f) => f.text);
  t.same(found, [
    'margin-left: 4px',
    'padding: 1px 2px 3px 4px',
    'text-align: right',
    'left: 0',
    'transform: translateX(4px)',
    'border-top-left-radius: 2px',
    'border-right: 1px solid',
    'translate: -50% 0',
  ]);
});

t.test('client CSS uses logical properties only (right-to-left mirrors by itself)', async (t) => {
  const files = cssFiles(join(root, 'client'));
  t.ok(files.length >= 5, 'reads the client stylesheets');
  const problems: string[] = [];
  const used = new Set<number>();
  for (const file of files) {
    const rel = relative(root, file);
    for (const f of findPhysical(readFileSync(file, 'utf8'))) {
      const allow = allowed.findIndex((a) => a.file === rel && f.text.includes(a.text));
      if (allow >= 0) used.add(allow);
      else problems.push(`${rel}:${f.line} ${f.text} (${f.problem})`);
    }
  }
  t.same(problems, [], 'no physical left/right in client CSS');
  t.same(allowed.filter((_, i) => !used.has(i)).map((a) => a.text), [], 'every allow-list entry is still needed');
});
