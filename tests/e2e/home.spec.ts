import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';
import { gotoHydrated, settled } from './support/hydration';

const homes = [
  { lang: 'en', headline: 'Automate your business with AI that works around the clock', cta: 'Book a free consultation' },
  {
    lang: 'de',
    headline: 'Automatisieren Sie Ihre Geschäftsprozesse mit KI, die rund um die Uhr arbeitet',
    cta: 'Kostenlose Beratung vereinbaren',
  },
  { lang: 'tr', headline: 'İş süreçlerinizi 7/24 çalışan yapay zekâ ile otomatikleştirin', cta: 'Ücretsiz danışmanlık alın' },
];

for (const { lang, headline, cta } of homes) {
  test(`/${lang} serves its headline in static HTML and hydrates cleanly`, async ({ page, request }) => {
    const response = await request.get(`/${lang}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(headline);

    const problems = watchConsole(page);
    await gotoHydrated(page, `/${lang}`);
    // The accessible name, not the text: while the headline types, its characters are presentation only.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(headline);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Hydrated without errors, React's handlers work: the mobile menu toggle opens the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: /menu|Menü|Menüyü/i });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: cta })).toHaveAttribute('href', `/${lang}/contact`);
    expect(problems).toEqual([]);
  });
}

test('the language picker switches to German, keeping the path, and stores the choice', async ({ page }) => {
  await gotoHydrated(page, '/en?ref=test#top');
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(/\/de\?ref=test#top$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Automatisieren Sie');
  expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('de');
});

test('the sections below the hero load and hydrate only as the visitor scrolls towards them', async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  const belowFold: string[] = [];
  page.on('request', (request) => {
    if (/\/home-below-fold-[\w-]+\.js$/.test(request.url())) belowFold.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/en');
  await settled(page);
  // Prerendered and visible, but none of their code has loaded, and they are not live.
  await expect(page.locator('#pricing')).toBeAttached();
  expect(belowFold).toEqual([]);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('#services')).not.toHaveAttribute('data-hydrated');

  await page.locator('#problem').scrollIntoViewIfNeeded();
  await settled(page);
  expect(belowFold).toEqual([]);
  await page.locator('#services').scrollIntoViewIfNeeded();
  await expect.poll(() => belowFold.length).toBe(1);
  // Hydrated: a pricing link now navigates client-side, within the same document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const quote = page.locator('#pricing').getByRole('link').first();
  await quote.scrollIntoViewIfNeeded();
  await expect(page.locator('#services')).toHaveAttribute('data-hydrated', '');
  await quote.click();
  await expect(page).toHaveURL(`${baseURL}/en/contact`);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
});
