import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { oneWorkerSuite } from '../one-worker-suite';

/**
 * The built Storybook (`storybook-static/`, made by `npm run build-storybook`) as a tested artifact:
 * every docs page in Debian's Chromium, split over two workers, each opening the preview once.
 */
export default defineConfig({
  ...oneWorkerSuite,
  workers: 2,
  // Its own folder: Playwright empties its output folder, and test-results/visual holds the story diffs.
  outputDir: '../../test-results/storybook-docs',
  use: { launchOptions: chromiumLaunchOptions, viewport: { width: 1280, height: 800 } },
});
