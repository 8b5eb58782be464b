import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';

/**
 * Screenshot every story of the built Storybook and compare with committed baselines.
 * Run through `npm run test:visual` (scripts/test-visual.mjs), which builds and serves Storybook
 * and sets STORYBOOK_URL.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/visual',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A missing baseline fails the run; only `--update` (--update-snapshots=changed) writes baselines.
  updateSnapshots: 'none',
  reporter: [
    ['list'],
    ['json', { outputFile: '../../test-results/visual/results.json' }],
  ],
  // Generous: full-page screenshots of long sections are slow on a loaded 2-core machine.
  timeout: 60_000,
  expect: {
    timeout: 20_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Measured on this stack: re-rendering a story in the same Chromium gives identical pixels
      // or a few faint ones that the per-pixel colour threshold absorbs, while changing one
      // glyph in a line of body copy ("ß" -> "ss") differs by ~1,400 pixels. A ratio such as
      // 0.002 (2,048 px on 1280x800, more on tall pages) would let that copy change through, so
      // the budget is an absolute pixel count, independent of page height.
      threshold: 0.2,
      maxDiffPixels: 40,
    },
  },
  use: {
    baseURL: process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6006',
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'dark',
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
  },
});
