import type { Page } from '@playwright/test';
import { waitForHydration } from './form-server';

/**
 * Opens a public page and waits until React has hydrated its header. The scripts start after the
 * first paint, so `goto` (which waits for the load event) can return while the page is still inert:
 * a test that clicks a control or expects client-side navigation right away goes through here.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page, 'header a');
}
