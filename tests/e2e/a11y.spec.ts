import type { Page } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { allPublicRoutes } from '../../packages/i18n/src/pages';
import { announcedChanges, axeViolations, desktop, focusIndicator, mobile, pageStructure } from './support/a11y';
import { apiSignIn } from './support/admin';
import { expect, test } from './support/banner';
import { waitForHydration } from './support/form-server';

/**
 * Issue 9's accessibility gate. Every public page in every language, the 404 page, the admin
 * sign-in, the dashboard and both demos pass axe (WCAG 2.0/2.1/2.2 A and AA, zero violations of any
 * impact) at 1280 px and at 390 px; public pages also get the structural checks axe leaves out.
 * Each URL loads once: analyse at 1280, resize to 390, analyse again. An urgent countdown
 * (support/banner.ts) puts the banner with its red digits on every public page and the dashboard.
 */
test.use({ reducedMotion: 'reduce', viewport: desktop });

const dictionaries = { en, de, tr } as const;

async function expectLandmarks(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
}

async function expectStructure(page: Page, language: string) {
  const structure = await pageStructure(page);
  expect(structure.lang, 'html lang').toBe(language);
  expect(structure.h1Count, JSON.stringify(structure.headings)).toBe(1);
  expect(structure.skippedLevels, 'skipped heading levels').toEqual([]);
  expect(structure.unlabelled, 'unlabelled form controls').toEqual([]);
  expect(structure.tableProblems, 'table semantics').toEqual([]);
  expect(structure.casingOutsideLang, 'CSS case transforms without a language').toEqual([]);
  expect(structure.casingWrong, 'CSS case transforms not following the language').toEqual([]);
}

/** Nothing on the page is wider than the viewport: a phone never scrolls it sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** Submits the page's form empty and checks every error is announced and tied to its field. */
async function expectAnnouncedFieldErrors(page: Page) {
  const form = page.locator('main form');
  const tiles = form.locator('input[type="checkbox"][name="services"]');
  if ((await tiles.count()) > 0) await tiles.first().click();
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  const errors = await form.locator('[aria-invalid="true"]').evaluateAll((controls) =>
    controls.map((control) => {
      const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const descriptions = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el);
      return {
        field: control.getAttribute('name'),
        description: descriptions.map((el) => el.textContent?.trim()).join(' '),
        announced: descriptions.some((el) => !!el.closest('[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"]')),
      };
    }),
  );
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(error.description, `${error.field} has its error as description`).not.toBe('');
    expect(error.announced, `${error.field}'s error is in a live region`).toBe(true);
  }
}

test.describe('public pages', () => {
  for (const { page: name, language, path } of allPublicRoutes()) {
    test(`${path}: axe at 1280 and 390, skip link, headings, landmarks, labels`, async ({ page }) => {
      const copy = dictionaries[language];
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: copy.banner.region })).toBeVisible();

      expect(await axeViolations(page), 'axe at 1280 px').toEqual([]);
      await expectStructure(page, language);
      await expectLandmarks(page);

      await page.setViewportSize(mobile);
      expect(await axeViolations(page), 'axe at 390 px').toEqual([]);
      await expectStructure(page, language);
      await expectLandmarks(page);
      await expectNoSidewaysScroll(page);

      // The skip link is the first stop of the keyboard, visible when focused, and lands on main.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: copy.common.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toHaveAttribute('href', '#main');
      await expect(skip).toBeInViewport();
      expect((await focusIndicator(page)).visible, 'skip link focus indicator').toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();

      if (name === 'home') {
        // The banner ticks every second; none of its ticks may reach a live region.
        expect(await announcedChanges(page, '[data-slot="countdown-banner-digits"]'), 'changes announced while the banner ticks').toEqual(
          [],
        );
      }

      if (name === 'contact' || name === 'waitlist') {
        await expectAnnouncedFieldErrors(page);
        expect(await axeViolations(page), 'axe with field errors at 390 px').toEqual([]);
      }
    });
  }
});

test('the 404 page passes axe at both widths and has one h1', async ({ page }) => {
  // Serve the real 404 document without its redirect script, so the page stays to be checked.
  await page.route('**/en/no-such-page', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script>[^<]*<\/script>/g, '');
    await route.fulfill({ response, body: html });
  });
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/404/);
  expect(await axeViolations(page), 'axe at 1280 px').toEqual([]);
  await expectStructure(page, 'en');
  await page.setViewportSize(mobile);
  expect(await axeViolations(page), 'axe at 390 px').toEqual([]);
  await expectStructure(page, 'en');
});

test.describe('admin', () => {
  test('the sign-in screen passes axe at both widths', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: en.admin.signIn.title })).toBeVisible();
    expect(await axeViolations(page), 'axe at 1280 px').toEqual([]);
    await expectStructure(page, 'en');
    await page.setViewportSize(mobile);
    expect(await axeViolations(page), 'axe at 390 px').toEqual([]);
    await expectStructure(page, 'en');
  });

  const protectedPages = [
    { path: '/admin/dashboard', ready: (page: Page, title: string) => page.getByText(title).first() },
    { path: '/admin/demo/1', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
    { path: '/admin/demo/2', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  ];
  for (const { path, ready } of protectedPages) {
    test(`${path}, signed in, passes axe at both widths`, async ({ page, baseURL, urgentCountdown }) => {
      await apiSignIn(page.request, baseURL!);
      await page.goto(path);
      await expect(ready(page, urgentCountdown)).toBeVisible();
      expect(await axeViolations(page), 'axe at 1280 px').toEqual([]);
      if (path.endsWith('dashboard')) {
        expect(
          await announcedChanges(page, '[data-slot="session-countdown"] [role="timer"]'),
          'the session clock is not announced every second',
        ).toEqual([]);
      }
      await expectStructure(page, 'en');
      await page.setViewportSize(mobile);
      expect(await axeViolations(page), 'axe at 390 px').toEqual([]);
      await expectStructure(page, 'en');
      await expectNoSidewaysScroll(page);
    });
  }
});
