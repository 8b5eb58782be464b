import type { Page } from '@playwright/test';
import { waitForHydration } from './form-server';

/**
 * Opens a public page and waits until it is live (`#root[data-hydrated]`, see `waitForHydration`). The
 * scripts start after the first paint, so `goto` (which waits for the load event) can return while the
 * page is still inert: a test that clicks a control or expects client-side navigation right away goes
 * through here.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page, 'header a');
}

/**
 * Resolves once the page's main thread has run out of work (React has no hydration left to do) and two
 * frames have rendered after that, so every IntersectionObserver has reported the current scroll
 * position. What has not started by then is not waiting on time but on something else (a scroll, a
 * click): the event-order condition for a check that something did *not* happen.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      }),
  );
}

/**
 * Holds every script of the site until `release()`: the page is its HTML alone until then, as for a
 * visitor whose scripts are slow to arrive.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}
