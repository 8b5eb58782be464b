import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/** The font files a page downloads, by name without the content hash. */
async function fontsOf(page: Page, path: string): Promise<string[]> {
  const fonts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font')
      fonts.add(new URL(response.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.woff2$/g, ''));
  });
  await gotoHydrated(page, path);
  // Every font the rendered text needs, the typed-out hero included.
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.wheel(0, 20_000);
  await page.evaluate(() => document.fonts.ready);
  return [...fonts].sort();
}

test.describe('the text font', () => {
  for (const path of ['/en', '/de/faq', '/de/contact', '/en/zkagent']) {
    test(`${path} downloads only the cut Latin font`, async ({ page }) => {
      expect(await fontsOf(page, path)).toEqual(['inter-text-latin']);
    });
  }

  // The German privacy policy names Türkiye's İYS (İleti Yönetim Sistemi) for recipients there: its İ is in the Turkish cut.
  for (const path of ['/tr', '/tr/contact', '/tr/terms', '/de/privacy']) {
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

  test("the fallback faces keep Inter's widths and line heights, so a late font hardly moves anything", async ({ page }) => {
    // The header's and the heading's copy in each language, as the pages serve it.
    const copy: string[] = [];
    for (const path of ['/en/faq', '/de/faq', '/tr/faq']) {
      await page.goto(path);
      copy.push(`${await page.locator('header').first().innerText()} ${await page.locator('h1').innerText()}`.replace(/\s+/g, ' '));
    }
    const off = await page.evaluate(async (copy) => {
      const box = (family: string, weight: number, size: number, text: string) => {
        const span = document.createElement('span');
        span.style.cssText = `position:absolute;white-space:nowrap;line-height:normal;font:${weight} ${size}px ${family}`;
        span.textContent = text;
        document.body.append(span);
        const { width, height } = span.getBoundingClientRect();
        span.remove();
        return { width, height };
      };
      const found: string[] = [];
      for (const weight of [400, 500, 600, 700]) {
        for (const family of ['"Inter Variable"', '"Inter Fallback"']) await document.fonts.load(`${weight} 16px ${family}`, copy.join(''));
        for (const size of [12, 14, 16, 18, 20, 24, 30, 36, 48, 60, 72]) {
          for (const text of copy) {
            const inter = box('"Inter Variable"', weight, size, text);
            const fallback = box('"Inter Fallback"', weight, size, text);
            const ratio = fallback.width / inter.width - 1;
            if (Math.abs(ratio) > 0.01) found.push(`${weight} ${size}px width ${(ratio * 100).toFixed(2)} %: ${text}`);
            if (fallback.height !== inter.height) found.push(`${weight} ${size}px height ${fallback.height} vs ${inter.height}`);
          }
        }
      }
      return found;
    }, copy);
    expect(off).toEqual([]);
  });
});
