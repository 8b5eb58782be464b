import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { textFontsPlugin } from './scripts/fonts.mjs';
import { publicSiteConfig } from '@zk/config/public';

/**
 * Everything the application's start (`src/app/start.tsx`, an entry of its own) imports statically,
 * as one chunk. Left alone, Rolldown gives every module that a lazy page shares with the shell a chunk
 * of its own (an icon, `cn`, the link), and every page started with 22 module preloads, each a little
 * main-thread work after the first paint. The HTML's entry (`src/entry-client.tsx`) stays a small
 * chunk that starts React and then the application in tasks of their own.
 */
const shellChunk = {
  name: 'shell',
  tags: ['$initial' as const],
  test: (id: string) => !/\/site\/(index\.html|src\/entry-client\.tsx|src\/app\/start\.tsx)$/.test(id),
};

/** Vite's helper that preloads a lazy chunk's imports, a chunk of its own: the HTML's entry uses it and must not import the shell. */
const preloadHelperChunk = { name: 'preload-helper', priority: 2, test: /preload-helper/ };

/**
 * The public pages' stylesheet, out of the shell for the same reason (the build inlines it into every
 * public page). Only it: the full one (`src/styles.css`) stays with the admin area's chunk, which imports it.
 */
const stylesChunk = { name: 'styles', priority: 2, test: /[\\/]site[\\/]src[\\/]public-styles\.css$/ };

/** React and React DOM, a chunk of their own: the entry evaluates it in a task before the application's. */
const reactChunk = {
  name: 'react',
  priority: 1,
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
};

/**
 * The banner's countdown feed (`@zk/data/local/public`) with the HTTP and event-stream clients and the
 * data errors, one chunk: every public page loads all of them after hydration, and as four small
 * files they cost more than as one.
 */
const countdownFeedChunk = {
  name: 'countdown-feed',
  priority: 1,
  test: /[\\/]packages[\\/]data[\\/]src[\\/](adapters[\\/]local[\\/](public-adapters|countdown-feed|http-client|sse-client)|domain[\\/]errors)\.ts$/,
};

/**
 * The public form pages' parts (the form hook and its messages, the fields, the services and the
 * thank-you's loader), one chunk for the contact and waitlist pages: Rolldown's own splitting cuts them
 * into a chunk per set of importers (the console and the e-mail pages among them), and a waitlist visit
 * fetched nine small files that compress worse than one. Modules the banner, the FAQ or the home page
 * also load (async-status, the field, icons) stay out, so those pages load none of it. The three groups
 * below take only the modules they name (not their imports, which are the shell's and React's).
 */
const formPagesChunk = {
  name: 'form-pages',
  includeDependenciesRecursively: false,
  test: /[\\/]packages[\\/](ui[\\/]src[\\/](primitives[\\/]field[\\/](text-field|honeypot)|sections[\\/]form-parts[\\/]|hooks[\\/]use-(refocus-after-busy|focus-first-invalid))|data[\\/]src[\\/](domain[\\/](honeypot|forms|services)\.ts|react[\\/]use-submit)|site[\\/]src[\\/](pages[\\/](use-form-page|form-messages|lazy-form-thanks)|props[\\/](declared-fields|waitlist-service-keys)))|lucide-react[\\/].*[\\/]mail-check/,
};

/** The field and its error icon, always loaded together (FAQ search, forms). */
const fieldChunk = {
  name: 'field',
  includeDependenciesRecursively: false,
  test: /[\\/](packages[\\/]ui[\\/]src[\\/]primitives[\\/]field[\\/]field\.tsx|lucide-react[\\/].*[\\/]circle-exclamation-point\.mjs)$/,
};
/** A page's intro section with its props. */
const pageIntroChunk = {
  name: 'page-intro',
  includeDependenciesRecursively: false,
  test: /[\\/]packages[\\/](ui[\\/]src[\\/]sections[\\/]page-intro[\\/]page-intro\.tsx|site[\\/]src[\\/]props[\\/]page-intro\.ts)$/,
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
    // No preload lists in the chunks (Vite's `__vite__mapDeps`, every lazy chunk's imports by name,
    // 1-2 KB gz of each visit's scripts): a page's first load has the boot script preload its modules
    // (scripts/build.mjs reads them from the manifest), and a lazy chunk's imports load as the browser
    // meets them, most of them loaded already (React, the shell).
    modulePreload: false,
    // Fonts stay files: inlined, the Turkish letters would weigh on every English and German page.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      input: { index: `${import.meta.dirname}/index.html`, start: `${import.meta.dirname}/src/app/start.tsx` },
      output: {
        codeSplitting: {
          groups: [preloadHelperChunk, stylesChunk, reactChunk, countdownFeedChunk, shellChunk, formPagesChunk, fieldChunk, pageIntroChunk],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
