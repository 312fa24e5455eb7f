// Vietnamese in the web font (issue 34 item 2): every letter the Vietnamese pages write (their
// messages and the CMS's Vietnamese media and expert items) is in one of the three Inter cuts a
// Vietnamese page preloads (shared/font-faces.ts: latin, the site's vietnamese and latin-ext
// cuts), so no diacritic comes from the not-preloaded remainder or a system font mid-word. Text
// is NFC: a decomposed tone mark (U+0300...) would fall in the remainder. Needs the build's
// .cache/fonts/site-fonts.css (npm run build).
import t from 'tap';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseRanges, pointsIn } from './unicode-ranges.ts';
import { preloadFacesFor } from '../shared/font-faces.ts';
import { mediaText, withNames } from '../server/sandbox/fixtures/media-text/index.ts';

const root = new URL('..', import.meta.url).pathname;
const css = join(root, '.cache/fonts/site-fonts.css');

t.test('every Vietnamese letter of the site is in a preloaded Inter cut', async (t) => {
  // No build is a failure, not a skip: the test command builds first, and a skip let a run pass
  // without this check.
  if (!existsSync(css)) return t.fail(`no ${css}: run \`npm run build\` first`);
  t.same(preloadFacesFor('vi'), ['latin', 'vietnamese', 'latinExt'], 'a Vietnamese page preloads these three');
  const faces = [...readFileSync(css, 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => ({
    src: /url\('?([^')]+)'?\)/.exec(m[1]!)?.[1] ?? '',
    ranges: parseRanges(/unicode-range:\s*([^;]+);/.exec(m[1]!)?.[1] ?? ''),
  }));
  const preloaded = faces.filter((f) => /inter-latin-wght-normal\.woff2$|inter-vietnamese-wght-normal-site-|inter-latin-ext-wght-normal-site-/.test(f.src));
  t.equal(preloaded.length, 3, 'the three cuts are in the CSS');
  const text = [
    withNames(JSON.stringify(mediaText('vi'))),
    ...readdirSync(join(root, 'locales/vi')).map((f) => readFileSync(join(root, 'locales/vi', f), 'utf8')),
  ].join('');
  t.equal(text, text.normalize('NFC'), 'Vietnamese text is precomposed (NFC)');
  // Latin letters and marks (the language names of other scripts in the switcher use their own fonts).
  const letters = new Set([...text].map((c) => c.codePointAt(0)!).filter((p) => p > 0x7f && /\p{Script=Latin}|\p{M}/u.test(String.fromCodePoint(p))));
  const uncovered = [...letters].filter((p) => !preloaded.some((f) => pointsIn(f.ranges, [p]).length > 0));
  t.same(uncovered.map((p) => `U+${p.toString(16).toUpperCase()} ${String.fromCodePoint(p)}`), [], 'no letter outside the preloaded cuts');
});
