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
 * One chunk for what the entry imports statically (React, the router, the frame): the code every
 * page starts with. Rolldown's `$initial` tag names exactly those modules. Before (issue 35) the
 * group took every module three or more entries shared, so each page's start-up JavaScript
 * carried the other pages' common parts (JSON-LD builders, list queries, cards: the entry set was
 * 115 KB br against a 110 KB budget); now those go with the pages that import them, in the
 * chunks rolldown's automatic splitting makes per set of importers. A page loads more, smaller
 * chunks (13 on average, 5-7 before); grouping them again (an `entriesAware` group with merging)
 * put back 5-13 KB of unused code on some pages, so it is not done. Stylesheets stay apart: in
 * the shared chunk, every page would get every shared component's CSS (+5 KB).
 */
const sharedChunk = {
  name: 'app',
  test: (id: string) => !/[\\/]client[\\/](boot|entry-client)\.tsx?$|\.css($|\?)/.test(id),
  tags: ['$initial' as const],
  minShareCount: 1,
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
        // A lazily loaded module (a page on a client navigation, a dialog) names only its
        // stylesheets for the preload helper: the list of every JS chunk each one imports was
        // ~2.3 KB brotli of the start-up JavaScript of every page (the browser finds a chunk's
        // imports itself, a round trip per level; the first load's chunks come from client/boot.ts).
        modulePreload: { resolveDependencies: (_file: string, deps: string[]) => deps.filter((d) => d.endsWith('.css')) },
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
