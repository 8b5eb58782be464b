import { apiSignIn, clearCountdowns, createCountdown, expect, test } from './support/admin';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request, baseURL }) => {
  await apiSignIn(request, baseURL!);
  await clearCountdowns(request, baseURL!);
});

const day = 86_400_000;

test('every public page shows the earliest active countdown, and its arrival moves nothing', async ({ page, request, baseURL }) => {
  await createCountdown(request, baseURL!, 'Later offer', new Date(Date.now() + 9 * day));
  await createCountdown(request, baseURL!, 'Spring launch offer', new Date(Date.now() + 3 * day + 14 * 3_600_000));
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  for (const path of ['/en', '/de/faq', '/tr/contact']) {
    // Hold the banner's data until the page has settled, then measure only what its arrival shifts.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/countdowns/active', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(path);
    // Let the page settle (the home hero types its headline), then measure from zero.
    await expect
      .poll(
        async () => {
          const before = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
          await page.waitForTimeout(1_000);
          return (await page.evaluate(() => (window as unknown as { __shift: number }).__shift)) === before;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
    release();
    const banner = page.getByRole('region', { name: /Countdown|Geri sayım/ });
    await expect(banner).toContainText('Spring launch offer');
    await expect(banner).not.toContainText('Later offer');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), path).toBe(0);
    await page.unroute('**/api/countdowns/active');
  }
});

test('screen readers get the title and the target date, not the ticking digits', async ({ page, request, baseURL }) => {
  const target = new Date(Date.UTC(2030, 0, 1, 9, 0));
  await createCountdown(request, baseURL!, 'Launch offer', target);
  await page.goto('/de');
  const banner = page.getByRole('region', { name: 'Countdown' });
  await expect(banner).toContainText('Launch offer');
  const expected = new Intl.DateTimeFormat('de', { dateStyle: 'full', timeStyle: 'short' }).format(target);
  // Playwright's browser runs in this process's time zone, so the formatted date matches.
  await expect(banner.locator('.sr-only')).toHaveText(`Endet am ${expected}`);
  await expect(banner.locator('ol')).toHaveAttribute('aria-hidden', 'true');
  await expect(banner.locator('[aria-live], [role="timer"], [role="status"]')).toHaveCount(0);
  const first = await banner.locator('ol').textContent();
  await expect.poll(() => banner.locator('ol').textContent(), { timeout: 5_000 }).not.toBe(first);
});

test('the digits turn red (danger token) on the last day and the banner hides when time is up', async ({ page, request, baseURL }) => {
  // Long enough to read the colour on a slow machine (the banner's code loads after the page).
  await createCountdown(request, baseURL!, 'Ends soon', new Date(Date.now() + 8_000));
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Countdown' });
  await expect(banner).toHaveAttribute('data-state', 'urgent');
  const color = await banner.locator('ol li span').first().evaluate((el) => getComputedStyle(el).color);
  expect(color).toBe('rgb(248, 113, 113)');
  await expect(banner).toHaveCount(0, { timeout: 10_000 });
});
