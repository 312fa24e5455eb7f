// Web fonts cut to what the site writes (issue 35). fontsource splits each face by script with
// unicode-range, but a script's file still holds every glyph of it: an Arabic page fetched 162 KB
// of Noto Sans Arabic for the ~50 letters the site uses, a Vietnamese page 83 KB of Inter's
// latin-ext for a dozen letters. At build, each large face is split in two:
//   - the site's part: only the characters the site's text uses (messages, content files and the
//     sandbox CMS items), its weight axis limited to the 400-800 the styles use;
//   - the rest: the original file, for every other character of the face's range.
// The two ranges do not overlap, so a page loads the rest only when it shows a character the site
// never wrote (a CMS item in a new script): nothing falls back to a system font mid-word.
// Faces the site does not need for a script another face covers are dropped (Noto Sans Arabic's
// and Noto Sans Thai's Latin parts: Inter comes first in those stacks).
// Output: .cache/fonts/site-fonts.css (imported by client/styles/base.css) and its woff2 files.
import subsetFont from 'subset-font';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, dirname } from 'node:path';
import { parseRanges, formatRanges, subtractPoints, pointsIn } from './unicode-ranges.ts';

interface Face {
  family: string;
  weight: string;
  file: string;
  ranges: string;
  name: string;
}

interface FontPackage {
  css: string;
  /** Subset names (fontsource's comment, e.g. 'noto-sans-arabic-arabic-wght-normal') to cut to the site's text. */
  split: string[];
  /** Subset names left out: another family earlier in the stack covers them. */
  drop: string[];
}

const packages: FontPackage[] = [
  { css: '@fontsource-variable/inter/wght.css', split: ['inter-latin-ext-wght-normal', 'inter-vietnamese-wght-normal'], drop: [] },
  { css: '@fontsource-variable/noto-sans-thai/wght.css', split: ['noto-sans-thai-thai-wght-normal'], drop: ['noto-sans-thai-latin-wght-normal', 'noto-sans-thai-latin-ext-wght-normal'] },
  {
    css: '@fontsource-variable/noto-sans-arabic/wght.css',
    split: ['noto-sans-arabic-arabic-wght-normal'],
    drop: ['noto-sans-arabic-latin-wght-normal', 'noto-sans-arabic-latin-ext-wght-normal'],
  },
];

/** The weights the styles use; the site's part keeps only this span of the weight axis. */
const WEIGHT_AXIS = { min: 400, max: 800, default: 400 };

function parseFaces(css: string, base: string): Face[] {
  const faces: Face[] = [];
  const re = /\/\* ([\w-]+) \*\/\s*@font-face\s*{([^}]*)}/g;
  for (const m of css.matchAll(re)) {
    const body = m[2]!;
    const get = (prop: string) => new RegExp(`${prop}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? '';
    const url = /url\(([^)]+)\)/.exec(get('src'))?.[1] ?? '';
    faces.push({ name: m[1]!, family: get('font-family'), weight: get('font-weight'), file: join(base, url), ranges: get('unicode-range') });
  }
  return faces;
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(json|md|ts)$/.test(name)) yield p;
  }
}

/** Every character the site's own text and the sandbox CMS items use. */
export function siteCharacters(root: string): Set<number> {
  const points = new Set<number>();
  for (const dir of ['locales', 'content', 'server/sandbox/fixtures', 'shared']) {
    for (const file of files(join(root, dir))) {
      for (const ch of readFileSync(file, 'utf8')) points.add(ch.codePointAt(0)!);
    }
  }
  return points;
}

const faceRule = (f: { family: string; weight: string; url: string; ranges: string }) =>
  `@font-face {\n  font-family: ${f.family};\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${f.weight};\n  src: url(${f.url}) format('woff2-variations');\n  unicode-range: ${f.ranges};\n}\n`;

export async function buildFonts(root: string): Promise<{ css: string; report: string[] }> {
  const out = join(root, '.cache/fonts');
  mkdirSync(out, { recursive: true });
  const used = siteCharacters(root);
  const rules: string[] = [];
  const report: string[] = [];
  for (const pkg of packages) {
    const cssPath = join(root, 'node_modules', pkg.css);
    for (const face of parseFaces(readFileSync(cssPath, 'utf8'), dirname(cssPath))) {
      if (pkg.drop.includes(face.name)) continue;
      // Vite resolves these from the generated CSS's folder: node_modules is two levels up.
      const original = `'../../node_modules/${face.file.slice(join(root, 'node_modules').length + 1)}'`;
      if (!pkg.split.includes(face.name)) {
        rules.push(faceRule({ family: face.family, weight: face.weight, url: original, ranges: face.ranges }));
        continue;
      }
      const range = parseRanges(face.ranges);
      const mine = pointsIn(range, used);
      const source = readFileSync(face.file);
      const cut = await subsetFont(source, String.fromCodePoint(...mine), { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_AXIS } });
      const file = `${face.name}-site-${createHash('sha256').update(cut).digest('hex').slice(0, 8)}.woff2`;
      writeFileSync(join(out, file), cut);
      rules.push(faceRule({ family: face.family, weight: face.weight, url: `'./${file}'`, ranges: formatRanges(mine.map((p) => [p, p])) }));
      const rest = subtractPoints(range, new Set(mine));
      if (rest.length) rules.push(faceRule({ family: face.family, weight: face.weight, url: original, ranges: formatRanges(rest) }));
      report.push(`${face.name}: ${mine.length} characters, ${(source.length / 1024).toFixed(1)} KB -> ${(cut.length / 1024).toFixed(1)} KB`);
    }
  }
  const css = `/* Generated by build/fonts.ts at build: do not edit. */\n${rules.join('\n')}`;
  writeFileSync(join(out, 'site-fonts.css'), css);
  return { css, report };
}
