import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import remarkGfm from 'remark-gfm';
import { publicSiteConfig } from '@zk/config/public';
import type { Plugin } from 'vite';

const siteSheet = fileURLToPath(new URL('../packages/site/src/styles.css', import.meta.url));
const noSiteSheet = fileURLToPath(new URL('./no-site-sheet.css', import.meta.url));

/**
 * The admin area's chunk imports the site's full stylesheet (for a visit that reaches it without a
 * page load), and the page stories render the admin. Here that sheet is an empty one: the stories share
 * one page (`isolate: false`), so the sheet a page story loaded, with its fonts cut to the site's
 * characters, would re-draw the text of every story after it, and stories are drawn with preview.css.
 */
function withoutSiteSheet(): Plugin {
  return {
    name: 'storybook-without-site-sheet',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('styles.css')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === siteSheet ? noSiteSheet : null;
    },
  };
}

const config: StorybookConfig = {
  stories: [
    // Introduction, Foundations, E-mails and the Pages overview (`.storybook/docs/`), then every
    // ui component's stories and the site's page stories (`packages/site/src/**/*.stories.tsx`).
    './docs/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/site/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: [
    // GitHub's Markdown in the MDX pages: the Introduction's and the Pages overview's tables.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-vitest',
    '@storybook/addon-a11y',
  ],
  core: { disableTelemetry: true },
  // react-docgen reads each component's props and its JSDoc from the source (TypeScript 5.9 would
  // also run react-docgen-typescript; react-docgen is faster and leaves out inherited DOM attributes).
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [withoutSiteSheet(), tailwindcss()],
      // The page stories render the site's own code, which reads the public configuration the site
      // build bakes in; here it is the default configuration (no environment), so every machine
      // shows the same pages.
      define: { __SITE_CONFIG__: JSON.stringify(publicSiteConfig({})) },
      // Stories import story-only modules (locales, the i18next instance per locale) as `@story/*`.
      resolve: { alias: { '@story': fileURLToPath(new URL('.', import.meta.url)) } },
      // Storybook's preview bundles are large by nature; the site has its own JS budget.
      build: {
        chunkSizeWarningLimit: 4096,
        rollupOptions: {
          // Radix ships "use client" directives, meaningless in a client-only bundle.
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
