// The Vitest browser command that brings the story run's page to the front (vitest.setup.ts, when a
// capture stalls), run by Vitest's server on the Playwright page.
import type { BrowserCommand } from 'vitest/node';

export const bringToFront: BrowserCommand<[]> = async ({ page }) => {
  await page.bringToFront();
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    bringToFront: () => Promise<void>;
  }
}
