// One config, two builds: the browser bundle (hashed, code-split per route, with a manifest the
// server reads to link each page's CSS and chunks) and the server render bundle.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The self-hosted fonts are shown only if they arrive at once (font-display: optional, instead
 * of fontsource's swap): the metric-matched local fallback stays for the rest of that page view
 * and the cached font is used from the next page on. A swap laid the whole page out again on a
 * phone (~100-250 ms of blocking at Lighthouse's 4x CPU) and could shift text.
 */
const fontDisplayOptional = {
  postcssPlugin: 'velora-font-display-optional',
  Declaration: {
    'font-display': (decl: { value: string }) => {
      decl.value = 'optional';
    },
  },
};

/**
 * One chunk for the modules three or more entries share (React, the router, the frame's and the
 * pages' common parts). Rolldown's automatic splitting made a chunk per distinct set of importers:
 * a page loaded 14-23 chunks, most under 2 KB, and each costs the main thread a fetch start, a
 * response and a module evaluation of its own. Now a page loads 5-7 chunks (+9 KB brotli: shared
 * code a page does not use) and Chromium's main-thread time for a load fell ~12 % (medians of 8
 * alternating loads of 4 pages). Zod stays apart (no page loads it on a first visit), and so do
 * stylesheets: in the shared chunk, every page would get every shared component's CSS (+5 KB).
 * Page families' code, the quote and calculator features and the market/academy rules stay out
 * too (issue 35): in the shared chunk every page's start-up JavaScript carried them (the entry set
 * fell 124.4 -> 114.6 KB br; a page now loads a few more, smaller chunks of its own).
 * The parts page families share (features/articles, data/content-page.ts: issue 36's walls) stay
 * out with them: in the shared chunk they and the academy reads they import cost every page ~1 KB br.
 */
const sharedChunk = {
  name: 'app',
  test: (id: string) => !/[\\/]client[\\/](boot|entry-client)\.tsx?$|[\\/]client[\\/]zod-jitless\.ts$|[\\/]client[\\/]pages[\\/]|[\\/]client[\\/]features[\\/](quotes|spreads|calculator|instruments|articles|academy-data|media-data)[\\/]|[\\/]client[\\/]data[\\/]content-page\.ts$|[\\/]shared[\\/](quotes|trading|calendar|academy|articles)[\\/]|[\\/]node_modules[\\/]zod[\\/]|\.css($|\?)/.test(id),
  minShareCount: 3,
  maxModuleSize: 20_000,
};

export default defineConfig(({ isSsrBuild }) => ({
  // build/build.ts sets VELORA_SSR_BUILD for the second pass (the programmatic API has no --ssr flag).
  plugins: [react()],
  publicDir: 'public',
  appType: 'custom',
  css: { postcss: { plugins: [fontDisplayOptional] } },
  // Browser code gets zod without its eval probe (client/zod-jitless.ts); the server keeps zod as is.
  resolve: isSsrBuild || process.env.VELORA_SSR_BUILD === '1' ? {} : { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('client/zod-jitless.ts', import.meta.url)) }] },
  build: isSsrBuild || process.env.VELORA_SSR_BUILD === '1'
    ? {
        ssr: 'client/server-render/entry-server.tsx',
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node22',
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'entry-server.js', format: 'es' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // For investigations only: VELORA_PROFILE_BUILD=1 keeps names readable in CPU profiles,
        // VELORA_SOURCEMAP=1 writes the maps bench/bundle.ts reads.
        minify: process.env.VELORA_PROFILE_BUILD !== '1',
        sourcemap: process.env.VELORA_SOURCEMAP === '1',
        cssCodeSplit: true,
        assetsDir: 'assets',
        // A font stays a file: inlined as base64 into the start-up CSS, every page would carry a
        // face (e.g. the 3 KB cut of Inter's latin-ext) that only a few languages ever draw.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        rolldownOptions: {
          input: ['client/entry-client.tsx', 'client/boot.ts'],
          output: { codeSplitting: { groups: [sharedChunk] } },
        },
      },
}));
