import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { textFontsPlugin } from './scripts/fonts.mjs';
import { publicSiteConfig } from '../data/src/config/environment.server.ts';

/**
 * Everything the entry imports statically, as one chunk. Left alone, Rolldown gives every module
 * that a lazy page shares with the shell a chunk of its own (an icon, `cn`, the link), and every
 * page started with 22 module preloads, each a little main-thread work after the first paint.
 * The entry module stays its own small chunk, so the HTML still names one entry.
 */
const shellChunk = {
  name: 'shell',
  tags: ['$initial' as const],
  test: (id: string) => !/\/site\/(index\.html|src\/entry-client\.tsx)$/.test(id),
};

/**
 * Only the values in `publicSiteConfig` reach the browser bundle, each named explicitly:
 * no other environment variable (and so no secret) can leak into it.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [textFontsPlugin(`${import.meta.dirname}/src/fonts/generated`), react(), tailwindcss()],
  define: { __SITE_CONFIG__: JSON.stringify(publicSiteConfig()) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every supported browser preloads modules natively.
    modulePreload: { polyfill: false },
    // Fonts stay files: inlined, the Turkish letters would weigh on every English and German page.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: { output: { codeSplitting: { groups: [shellChunk] } } },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
