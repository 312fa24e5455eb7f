// npm run bench:page-weight [-- --origin http://host:port] [paths...]
// What the first view of a page costs per language in CSS and fonts: Chromium (Debian's) loads
// each page at 1280x800, waits for its fonts, and sums the bytes of the stylesheets and font
// files it fetched (Resource Timing's encoded body sizes: what came over the wire, brotli where
// the server sent brotli). Also: the platform fonts Chromium drew the main heading and text with
// (CDP CSS.getPlatformFontsForNode), which tells whether a script falls back to a system font.
// Without --origin it serves dist/ in-process on a free port.
import { buildTestApp } from '../server/test-support/app.ts';
import { launchBrowser } from '../e2e/support.ts';

const args = process.argv.slice(2);
const originFlag = args.indexOf('--origin');
let origin = originFlag >= 0 ? args[originFlag + 1]! : '';
const paths = args.filter((a, i) => !a.startsWith('--') && (originFlag < 0 || i !== originFlag + 1));
const pages = paths.length ? paths : ['/en', '/ar', '/th', '/vi', '/zh-hans', '/zh-hant', '/ko'];

let close = async () => {};
if (!origin) {
  const { app } = await buildTestApp({ PUBLIC_ORIGIN: 'http://127.0.0.1', TEST_ROUTES: '0', LOG_LEVEL: 'warn', DIST_DIR: process.env.DIST_DIR ?? 'dist' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  close = () => app.close();
}

const browser = await launchBrowser();
const kb = (n: number) => (n / 1024).toFixed(1);
const rows: { path: string; css: number; fonts: number; files: string[]; platform: string }[] = [];
try {
  for (const path of pages) {
    // A fresh context per page: nothing cached from the page before.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: e.name, size: e.encodedBodySize, type: e.initiatorType })),
    );
    const css = entries.filter((e) => /\.css(\?|$)/.test(e.name)).reduce((n, e) => n + e.size, 0);
    const fontEntries = entries.filter((e) => /\.woff2?(\?|$)/.test(e.name));
    const fonts = fontEntries.reduce((n, e) => n + e.size, 0);
    const files = fontEntries.map((e) => `${e.name.split('/').pop()!.replace(/-[\w-]{8}\.woff2$/, '')} ${kb(e.size)}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const platform: string[] = [];
    for (const selector of ['h1', 'main p']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      if (!nodeId) continue;
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      platform.push(`${selector}: ${used.map((f) => `${f.familyName}${f.isCustomFont ? ' (web)' : ''} ${f.glyphCount}`).join(', ')}`);
    }
    rows.push({ path, css, fonts, files, platform: platform.join(' | ') });
    await context.close();
  }
} finally {
  await browser.close();
  await close();
}

const en = rows.find((r) => r.path === '/en');
console.log('\npage        CSS KB  fonts KB  total KB  x en   font files');
for (const r of rows) {
  const total = r.css + r.fonts;
  const ratio = en ? (total / (en.css + en.fonts)).toFixed(2) : '-';
  console.log(`${r.path.padEnd(10)} ${kb(r.css).padStart(7)} ${kb(r.fonts).padStart(9)} ${kb(total).padStart(9)}  ${ratio.padStart(4)}   ${r.files.join(', ')}`);
}
console.log('\nglyphs drawn per platform font (first heading, first paragraph of main):');
for (const r of rows) console.log(`${r.path.padEnd(10)} ${r.platform}`);
