import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, tracing } from '../../scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Ceilings, not budgets: every wait is on a condition, and a 2-core machine with another process
  // loading it (as CI may be) can take several times as long as an idle one to get there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.BASE_URL,
    launchOptions: chromiumLaunchOptions,
    trace: tracing,
  },
  // The upgrade journey builds the site once more (a minute or more of both cores): scripts/test-e2e.mjs
  // runs it after the others, alone, so their waits do not compete with a build.
  projects: [
    { name: 'journeys', testIgnore: 'upgrade.spec.ts' },
    { name: 'upgrade', testMatch: 'upgrade.spec.ts' },
  ],
});
