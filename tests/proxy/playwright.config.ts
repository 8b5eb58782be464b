import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';

/**
 * The production-topology suite (`npm run test:proxy`): Caddy (deploy/zk-site.caddy) with a locally
 * issued certificate in front of the built site on the real server. One Caddy and one server for the
 * file, so its tests run in order in one worker.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Ceilings, not budgets: every wait is on a condition (see tests/e2e/playwright.config.ts).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
});
