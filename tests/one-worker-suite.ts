import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * What the suites that drive one shared thing in order (one Caddy and server, one static Storybook)
 * have in common: their folder's specs, one worker, no retries, and ceilings rather than budgets:
 * every wait is on a condition (see tests/e2e/playwright.config.ts).
 */
export const oneWorkerSuite = {
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
} satisfies PlaywrightTestConfig;
