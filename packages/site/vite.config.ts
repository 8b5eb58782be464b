import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { publicSiteConfig } from './scripts/public-config.mjs';

/**
 * Only the values in `publicSiteConfig` reach the browser bundle, each named explicitly:
 * no other environment variable (and so no secret) can leak into it.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  define: { __SITE_CONFIG__: JSON.stringify(publicSiteConfig()) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every supported browser preloads modules natively.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
