import type { Locator, Page } from '@playwright/test';
import { apiSignIn, clearCountdowns, createCountdown, expect, test } from './support/admin';
import { gotoHydrated } from './support/hydration';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request, baseURL }) => {
  await apiSignIn(request, baseURL!);
  await clearCountdowns(request, baseURL!);
});

const day = 86_400_000;

/** Sums every layout shift not caused by input, from the document's start. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** True once the banner's own script has taken it over (it rewrites the digits every second). */
async function expectTicking(banner: Locator) {
  const first = await banner.locator('[data-slot="countdown-banner-digits"]').textContent();
  await expect.poll(() => banner.locator('[data-slot="countdown-banner-digits"]').textContent()).not.toBe(first);
}

test('the earliest active countdown is in the page the server sends, at the top, and neither its arrival nor a live change moves anything', async ({
  page,
  request,
  baseURL,
}) => {
  await createCountdown(request, baseURL!, 'Later offer', new Date(Date.now() + 9 * day));
  await createCountdown(request, baseURL!, 'Spring launch offer', new Date(Date.now() + 3 * day + 14 * 3_600_000));
  for (const path of ['/en', '/de/faq', '/tr/contact']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('Spring launch offer');
    expect(html, path).not.toContain('Later offer');
    expect(html.indexOf('Spring launch offer'), path).toBeLessThan(html.indexOf('<header'));
  }

  // The text font in the cache first: on a busy machine it can come after the first layout, and
  // its arrival is not the banner's (the fallback cannot match every word's width).
  await page.goto('/de/faq');
  await page.evaluate(() => document.fonts.ready);
  const shift = await watchLayoutShift(page);
  await page.goto('/de/faq');
  const banner = page.getByRole('region', { name: 'Countdown' });
  await expect(banner).toContainText('Spring launch offer');
  await expect(banner).toHaveAttribute('data-placement', 'inline');
  const box = (await banner.boundingBox())!;
  const header = (await page.locator('header').boundingBox())!;
  expect(box.y).toBe(0);
  expect(header.y).toBeGreaterThanOrEqual(box.height);
  await expectTicking(banner);

  // Live: an earlier countdown takes the row, then its deletion gives it back; nothing moves.
  const sooner = await createCountdown(request, baseURL!, 'Flash sale today', new Date(Date.now() + 2 * day));
  await expect(banner).toContainText('Flash sale today');
  await request.delete(`/api/countdowns/${sooner.id}`, { headers: { Origin: baseURL! } });
  await expect(banner).toContainText('Spring launch offer');
  expect((await banner.boundingBox())!.y).toBe(0);
  expect(await shift()).toBe(0);
});

test('a countdown that starts while the page is open slides in over the top without moving the page', async ({
  page,
  request,
  baseURL,
}) => {
  const shift = await watchLayoutShift(page);
  await gotoHydrated(page, '/tr/contact');
  const banner = page.getByRole('region', { name: 'Geri sayım' });
  await expect(banner).toHaveCount(0);
  // Measure what the live arrival shifts, from a settled page (a late font on a busy machine is not it).
  await page.evaluate(async () => {
    await document.fonts.ready;
    (window as unknown as { __shift: number }).__shift = 0;
  });
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  await createCountdown(request, baseURL!, 'Yeni kampanya', new Date(Date.now() + 5 * day));
  await expect(banner).toContainText('Yeni kampanya');
  await expect(banner).toHaveAttribute('data-placement', 'overlay');
  expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBe(heading.y);
  expect(await shift()).toBe(0);
});

test('screen readers get the title and the target date, not the ticking digits', async ({ page, request, baseURL }) => {
  const target = new Date(Date.UTC(2030, 0, 1, 9, 0));
  await createCountdown(request, baseURL!, 'Launch offer', target);
  await page.goto('/de');
  const banner = page.getByRole('region', { name: 'Countdown' });
  await expect(banner).toContainText('Launch offer');
  const expected = new Intl.DateTimeFormat('de', { dateStyle: 'full', timeStyle: 'short' }).format(target);
  // Playwright's browser runs in this process's time zone, so the formatted date matches.
  await expect(banner.locator('[data-slot="countdown-banner-ends"]')).toHaveText(`Endet am ${expected}`);
  await expect(banner.locator('[data-slot="countdown-banner-digits"]')).toHaveAttribute('aria-hidden', 'true');
  await expect(banner.locator('[aria-live], [role="timer"], [role="status"]')).toHaveCount(0);
  const first = await banner.locator('[data-slot="countdown-banner-digits"]').textContent();
  await expect.poll(() => banner.locator('[data-slot="countdown-banner-digits"]').textContent()).not.toBe(first);
});

test('the digits turn red (danger token) on the last day and the banner hides when time is up', async ({ page, request, baseURL }) => {
  // Long enough to read the colour on a slow machine (the banner's code loads after the page).
  await createCountdown(request, baseURL!, 'Ends soon', new Date(Date.now() + 8_000));
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Countdown' });
  await expect(banner).toHaveAttribute('data-state', 'urgent');
  const color = await banner
    .locator('[data-slot="countdown-banner-value"]')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  expect(color).toBe('rgb(248, 113, 113)');
  await expect(banner).toHaveCount(0);
});
