import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserConfigOptions } from 'vitest/node';
import { bringToFront } from './.storybook/front-command.ts';
import { setReducedMotion } from './.storybook/motion-command.ts';
import {
  baselineDir,
  diffDir,
  storyFileName,
  storyInitialGlobalsKey,
  storyRunConfigKey,
  storyScreenshotsKey,
} from './.storybook/visual.ts';
import { VisualReport } from './.storybook/visual-report.ts';
import { chromiumArgs, chromiumExecutablePath } from './scripts/lib/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
// Only stops a hung test: on a loaded 2-core machine a jsdom test that takes 1 s idle can take 6.
const testTimeout = 30_000;

/**
 * The story screenshots: one baseline per story id in tests/visual/__screenshots__; on a
 * difference the actual image and the diff go to test-results/visual/<story-id>-{actual,diff}.png.
 */
const screenshotOptions = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
  screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  // A full-page capture of a long story takes a while on a loaded 2-core machine.
  timeout: 20_000,
  resolveScreenshotPath: ({ arg, ext, root }) => path.join(root, baselineDir, `${storyFileName(arg)}${ext}`),
  resolveDiffPath: ({ arg, ext, root }) => path.join(root, diffDir, `${storyFileName(arg)}${ext}`),
} satisfies NonNullable<NonNullable<BrowserConfigOptions['expect']>['toMatchScreenshot']>;

/**
 * Every story runs once more under each of these toolbar locales, as a browser instance of the
 * storybook project (one Vite server for all): a story that does not fix its language renders its
 * `parameters.localeArgs`, and its `play` function must expect that copy (`renderedArgs`). These runs
 * check the plays and the document's language only: no screenshots, no second axe pass.
 */
const storyLocaleRuns = ['de', 'tr'] as const;

function localeRun(locale: (typeof storyLocaleRuns)[number]) {
  return {
    browser: 'chromium',
    name: `storybook-${locale}`,
    provide: {
      [storyInitialGlobalsKey]: { locale },
      [storyRunConfigKey]: { a11y: false },
      [storyScreenshotsKey]: false,
    },
  } as const;
}

export default defineConfig({
  test: {
    // A missing story screenshot fails the run and is written only under test-results/visual/,
    // also outside CI (Vitest's local default would write it as the new baseline); `-u` writes baselines.
    update: 'none',
    // After a story run with differing screenshots: test-results/visual/report.html for QA, its path printed.
    reporters: ['default', new VisualReport(dirname)],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          testTimeout,
          include: [
            'packages/{server,config,data,i18n}/src/**/*.test.ts',
            'packages/site/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/{rls,contrast,l10n,visual}/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        // Stories' fixtures read the dictionaries through `@story/*` (as in `.storybook/main.ts`);
        // `packages/ui/src/data-slot.test.tsx` renders every story.
        resolve: { alias: { '@story': path.join(dirname, '.storybook') } },
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom per worker instead of one per file (each file still runs in a context of its
          // own): creating them was 43 % of the project's time. vitest.setup.dom.ts adds web streams.
          pool: 'vmThreads',
          testTimeout,
          include: ['packages/{ui,site}/src/**/*.test.{ts,tsx}'],
          setupFiles: [path.join(dirname, 'vitest.setup.dom.ts')],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundle up front: a dependency discovered mid-run makes Vite re-optimise and
        // reload, and the browser then imports CommonJS React raw and the run fails.
        optimizeDeps: {
          entries: ['packages/ui/src/**/*.stories.@(ts|tsx)', 'packages/site/src/**/*.stories.@(ts|tsx)', '.storybook/preview.tsx'],
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            '@react-email/components',
            '@react-email/render',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@radix-ui/react-accordion',
            '@radix-ui/react-dropdown-menu',
            '@radix-ui/react-slot',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout,
          // Story files share their browser page instead of each loading the preview afresh (its CSS,
          // fonts and Storybook's setup): that was a third of the run. Each story is rendered on its own by
          // Storybook, which resets args, globals and the document's language for it.
          isolate: false,
          // The screenshot of each story (.storybook/vitest.setup.ts) runs after its play function.
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            // Failure screenshots stay out of the source tree.
            screenshotDirectory: 'test-results/browser-failures',
            expect: { toMatchScreenshot: screenshotOptions },
            // For stories that run with motion (.storybook/motion.ts), and a capture that stalls (vitest.setup.ts).
            commands: { setReducedMotion, bringToFront },
            provider: playwright({
              launchOptions: {
                executablePath: chromiumExecutablePath,
                args: chromiumArgs,
              },
              // Deterministic runs: CSS and components honour prefers-reduced-motion.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }, ...storyLocaleRuns.map(localeRun)],
          },
        },
      },
    ],
  },
});
