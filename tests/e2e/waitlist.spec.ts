import type { Page, Route } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { expect, holdRequests, queryDb, test, waitForHydration } from './support/form-server';
import { axeViolations } from './support/a11y';
import { gotoHydrated } from './support/hydration';
import { waitlistConsentVersion } from '../../packages/data/src/domain/submissions';

const languages = [
  {
    lang: 'en',
    copy: en,
    success: 'Almost done: please confirm your sign-up.',
    failure: 'Failed to join waitlist. Please try again later.',
  },
  {
    lang: 'de',
    copy: de,
    success: de.form.waitlistSuccess,
    failure: 'Die Anmeldung zur Warteliste ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  },
  {
    lang: 'tr',
    copy: tr,
    success: 'Neredeyse tamam: Lütfen kaydınızı onaylayın.',
    failure: 'Bekleme listesine katılırken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  },
] as const;

type Copy = (typeof languages)[number]['copy'];

interface WaitlistRow {
  full_name: string;
  email: string;
  services: string;
  language: string;
  consent_version: string;
}

function form(page: Page, copy: Copy) {
  return {
    tile: (key: keyof Copy['waitlist']['services']) => page.getByRole('checkbox', { name: copy.waitlist.services[key].title, exact: true }),
    tiles: page.getByRole('group', { name: copy.waitlist.labels.services }).getByRole('checkbox'),
    name: page.getByRole('textbox', { name: copy.common.fullName, exact: true }),
    email: page.getByRole('textbox', { name: copy.common.email, exact: true }),
    consent: page.getByRole('checkbox', { name: copy.waitlist.consent.label }),
    submit: page.getByRole('button', { name: copy.waitlist.labels.submit }),
  };
}

for (const { lang, copy, success, failure } of languages) {
  test.describe(`/${lang}/waitlist`, () => {
    test.describe.configure({ timeout: 60_000 });
    test('preselects ?service=, toggles tiles by click and keyboard, and stores the entry in the page language', async ({
      page,
      formServer,
    }) => {
      await page.goto(`/${lang}/waitlist?service=telegram`);
      const f = form(page, copy);
      await expect(f.tiles).toHaveCount(7);
      await expect(f.tile('telegram')).toBeChecked();
      await expect(f.tile('coldEmail')).not.toBeChecked();
      // A chosen tile as the visitor arrives with it (every page's first state: a11y.spec.ts).
      expect(await axeViolations(page)).toEqual([]);

      await f.tile('coldEmail').click();
      await expect(f.tile('coldEmail')).toBeChecked();
      await f.tile('phoneCallers').focus();
      await page.keyboard.press('Space');
      await expect(f.tile('phoneCallers')).toBeChecked();
      await page.keyboard.press('Space');
      await expect(f.tile('phoneCallers')).not.toBeChecked();

      await expect(f.name).toHaveAttribute('required', '');
      await expect(f.email).toHaveAttribute('type', 'email');
      const email = `waitlist-${lang}-${Date.now()}@example.com`;
      await f.name.fill(`Jonas Weiß ${lang}`);
      await f.email.fill(email);
      await expect(f.consent).not.toBeChecked();
      await f.consent.check();
      const held = await holdRequests(page, '/api/submissions/waitlist');
      await f.submit.click();
      await expect(page.getByRole('button', { name: copy.common.submitting })).toBeDisabled();
      await expect(f.name).toBeDisabled();
      held.release();

      await expect(page.getByText(success, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: copy.common.backToHome })).toHaveAttribute('href', `/${lang}`);

      const rows = queryDb<WaitlistRow>(
        formServer,
        'SELECT full_name, email, services, language, consent_version FROM waitlist_entries WHERE email = ?',
        email,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.consent_version).toBe(waitlistConsentVersion);
      expect(rows[0]!.full_name).toBe(`Jonas Weiß ${lang}`);
      expect(rows[0]!.language).toBe(lang);
      expect(rows[0]!.services).toContain('Cold Email Outreach');
      expect(rows[0]!.services).toContain('Telegram Bot');
      expect(rows[0]!.services).not.toContain('AI Phone Callers');
    });

    test('keeps the button disabled until a service is chosen and validates name and e-mail', async ({ page }) => {
      await page.goto(`/${lang}/waitlist`);
      await waitForHydration(page, 'form');
      const f = form(page, copy);
      await expect(f.submit).toBeDisabled();
      await expect(page.getByText(copy.waitlist.labels.selectService)).toBeVisible();
      await expect(page.locator('label', { hasText: copy.common.fullName })).toContainText('*');

      await f.tile('instagram').click();
      await expect(f.submit).toBeEnabled();
      await f.submit.click();
      await expect(page.getByText(copy.form.required)).toHaveCount(2);
      await expect(f.name).toBeFocused();
      await expect(f.email).toHaveAccessibleDescription(copy.form.required);
      await expect(f.consent).toHaveAccessibleDescription(copy.waitlist.consent.required);

      await f.name.fill('Elif');
      await f.email.fill('elif@');
      await f.submit.click();
      await expect(f.email).toHaveAccessibleDescription(copy.form.invalidEmail);
    });

    const failures = [
      {
        name: 'a server error',
        message: failure,
        fail: (route: Route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error' } } }),
      },
      {
        name: 'a rate limit',
        message: copy.forms.rateLimited,
        fail: (route: Route) => route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'Too many requests' } } }),
      },
      { name: 'a network failure', message: copy.forms.network, fail: (route: Route) => route.abort('internetdisconnected') },
      {
        name: 'no valid services',
        message: copy.waitlist.errors.noValidServices,
        fail: (route: Route) =>
          route.fulfill({ status: 422, json: { error: { code: 'no_valid_services', message: 'No valid services selected' } } }),
      },
    ];
    // One page for the four: each failure in turn, the form kept as typed after each.
    test(`keeps the form and shows the error box after ${failures.map(({ name }) => name).join(', ')}`, async ({ page }) => {
      await gotoHydrated(page, `/${lang}/waitlist?service=twitter`);
      const f = form(page, copy);
      await expect(f.tile('twitter')).toBeChecked();
      await f.name.fill('Can Demir');
      await f.email.fill('can@example.com');
      await f.consent.check();
      for (const { name, message, fail } of failures) {
        await page.unroute('**/api/submissions/waitlist');
        await page.route('**/api/submissions/waitlist', fail);
        await f.submit.click();
        await expect(page.getByRole('alert'), name).toHaveText(message);
        await expect(f.name).toHaveValue('Can Demir');
        await expect(f.email).toHaveValue('can@example.com');
        await expect(f.tile('twitter')).toBeChecked();
        await expect(f.consent).toBeChecked();
        await expect(f.submit).toBeEnabled();
      }
    });
  });
}
