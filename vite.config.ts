// One config, two builds: the browser bundle (hashed, code-split per route, with a manifest the
// server reads to link each page's CSS and chunks) and the server render bundle.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig(({ isSsrBuild }) => ({
  // build/build.ts sets VELORA_SSR_BUILD for the second pass (the programmatic API has no --ssr flag).
  plugins: [react()],
  publicDir: 'public',
  appType: 'custom',
  css: { postcss: { plugins: [fontDisplayOptional] } },
  build: isSsrBuild || process.env.VELORA_SSR_BUILD === '1'
    ? {
        ssr: 'client/entry-server.tsx',
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
        rollupOptions: { input: ['client/entry-client.tsx', 'client/boot.ts'] },
      },
}));
