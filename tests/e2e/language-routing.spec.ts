import { expect, test, type Browser, type Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { waitForHydration } from './support/form-server';
import { gotoHydrated } from './support/hydration';

/** A fresh visitor with a browser language and, optionally, a stored preference. */
async function visitor(browser: Browser, locale: string, stored?: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  if (stored) {
    await context.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('preferredLanguage', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, stored);
  }
  return context.newPage();
}

const historyLength = (page: Page) => page.evaluate(() => history.length);

test.describe('the language of a prefix-less visit', () => {
  for (const [locale, expected] of [
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['de', 'de'],
    ['tr-TR', 'tr'],
    ['fr-FR', 'en'],
    ['en-US', 'en'],
  ] as const) {
    test(`browser ${locale} at / goes to /${expected}, replacing the entry`, async ({ browser, baseURL }) => {
      const page = await visitor(browser, locale);
      await page.goto('/robots.txt');
      const before = await historyLength(page);
      await page.goto('/');
      await expect(page).toHaveURL(`${baseURL}/${expected}`);
      // One new entry for the visit: the redirect replaced it rather than adding another.
      expect(await historyLength(page)).toBe(before + 1);
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      await page.context().close();
    });
  }

  test('the stored preference wins over the browser language', async ({ browser, baseURL }) => {
    const page = await visitor(browser, 'de-AT', 'tr');
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/tr`);
    await page.context().close();
  });

  test('query string and hash are kept, on / and on a prefix-less page', async ({ browser, baseURL }) => {
    const page = await visitor(browser, 'de-DE');
    await page.goto('/?utm=mail#pricing');
    await expect(page).toHaveURL(`${baseURL}/de?utm=mail#pricing`);
    await page.goto('/contact?ref=ad#form');
    await expect(page).toHaveURL(`${baseURL}/de/contact?ref=ad#form`);
    await page.context().close();
  });

  test('a page under another prefix switches the language and stores it', async ({ browser, baseURL }) => {
    const page = await visitor(browser, 'de-DE', 'de');
    await page.goto('/tr/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await waitForHydration(page, 'header a');
    // Stored once the visitor acts on the page or leaves it (not while it loads): here, by leaving it.
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/tr`);
    await page.context().close();
  });
});

test.describe('without JavaScript', () => {
  test('the stored choice, mirrored in a cookie, makes the server redirect', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    await context.addCookies([{ name: 'preferredLanguage', value: 'tr', url: baseURL! }]);
    const page = await context.newPage();
    const response = await page.goto('/about?x=1');
    await expect(page).toHaveURL(`${baseURL}/tr/about?x=1`);
    expect(response?.status()).toBe(200);
    await context.close();
  });

  test('with no stored choice the browser language decides', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'tr-TR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/tr`);
    await context.close();
  });

  test('the server answers prefix-less paths varying on cookie and language', async ({ request }) => {
    const response = await request.get('/faq', { headers: { Cookie: 'preferredLanguage=de' }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/de/faq');
    expect(response.headers().vary).toMatch(/Cookie/);
    expect(response.headers().vary).toMatch(/Accept-Language/);
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with a noindex page titled 404 showing the English home', async ({ request }) => {
    for (const path of ['/en/no-such-page', '/nothing-here', '/de/contact/extra']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]*404[^<]*<\/title>/);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('Automate your business with AI that works around the clock');
    }
  });

  test('send the browser to the home of the stored language, default English', async ({ browser, baseURL }) => {
    const german = await visitor(browser, 'en-US', 'de');
    await german.goto('/en/no-such-page');
    await expect(german).toHaveURL(`${baseURL}/de`);
    await german.context().close();
    const fresh = await visitor(browser, 'tr-TR');
    await fresh.goto('/no/such/page');
    await expect(fresh).toHaveURL(`${baseURL}/en`);
    await fresh.context().close();
  });
});

test.describe('language picker', () => {
  test('switches by keyboard, keeping path, query and hash, replacing the entry', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/en/faq?q=1#top');
    const before = await historyLength(page);
    const trigger = page.getByRole('button', { name: /Change language/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/tr/faq?q=1#top`);
    expect(await historyLength(page)).toBe(before);
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('tr');
  });

  test('closes on Escape and on an outside click', async ({ page }) => {
    await gotoHydrated(page, '/de');
    const trigger = page.getByRole('button', { name: /Sprache wählen/ });
    await trigger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(page.getByRole('menu')).toBeHidden();
  });
});

test.describe('header navigation', () => {
  test('an anchor link on another page goes home first, then scrolls to the section', async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/en/faq');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
    await expect(page).toHaveURL(`${baseURL}/en#pricing`);
    await expect(page.locator('#pricing')).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test('an anchor link on the home page scrolls there; a page link starts at the top', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/de');
    await page.getByRole('banner').getByRole('link', { name: 'Ablauf' }).first().click();
    await expect(page.locator('#process')).toBeInViewport();
    await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'scrolled');
    await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page).toHaveURL(`${baseURL}/de/faq`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'top');
  });

  test('page links navigate without reloading, and back and forward restore the pages', async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/en/about');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(`${baseURL}/en/contact`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Let’s talk');
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/en/about`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About us');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Let’s talk');
    await expect(page).toHaveTitle(/Contact/);
    // The whole trip happened in one document: no page load reset the marker.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the mobile menu toggles and closes on navigation', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tr');
    const toggle = page.getByRole('button', { name: /^Menüyü (aç|kapat)$/ });
    await waitForHydration(page, 'header button[aria-expanded]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Menüyü kapat');
    await page.getByRole('banner').getByRole('link', { name: 'SSS' }).last().click();
    await expect(page).toHaveURL(`${baseURL}/tr/faq`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
