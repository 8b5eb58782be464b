import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/** The font files a page downloads, by name without the content hash. */
async function fontsOf(page: Page, path: string): Promise<string[]> {
  const fonts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.add(new URL(response.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.woff2$/g, ''));
  });
  await gotoHydrated(page, path);
  // Every font the rendered text needs, the typed-out hero included.
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.wheel(0, 20_000);
  await page.evaluate(() => document.fonts.ready);
  return [...fonts].sort();
}

test.describe('the text font', () => {
  for (const path of ['/en', '/de/faq', '/de/privacy', '/en/zkagent']) {
    test(`${path} downloads only the cut Latin font`, async ({ page }) => {
      expect(await fontsOf(page, path)).toEqual(['inter-text-latin']);
    });
  }

  for (const path of ['/tr', '/tr/contact', '/tr/terms']) {
    test(`${path} adds only the cut Turkish letters`, async ({ page }) => {
      // Had a cut lacked a letter the page uses, the browser would also have fetched a full file.
      expect(await fontsOf(page, path)).toEqual(['inter-text-latin', 'inter-text-turkish']);
    });
  }

  test('text outside the cut still gets Inter, from the full file', async ({ page }) => {
    await gotoHydrated(page, '/en');
    const fallback = page.waitForResponse((response) => /inter-latin-ext-wght-normal-[\w-]{8}\.woff2$/.test(response.url()));
    await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.textContent = 'Łódź';
      document.body.append(probe);
    });
    expect((await fallback).ok()).toBe(true);
  });
});
