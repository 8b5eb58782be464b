// The Vitest browser command behind motion.ts, run by Vitest's server on the Playwright page.
import type { BrowserCommand } from 'vitest/node';
import type { ReducedMotion } from './motion.ts';

export const setReducedMotion: BrowserCommand<[ReducedMotion]> = async ({ page }, value) => {
  await page.emulateMedia({ reducedMotion: value });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    setReducedMotion: (value: ReducedMotion) => Promise<void>;
  }
}
