import type { Page, Route } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { expect, holdRequests, queryDb, test, waitForHydration } from './support/form-server';

const languages = [
  { lang: 'en', copy: en, submitting: 'Submitting...', failure: 'Failed to submit form. Please try again later.' },
  {
    lang: 'de',
    copy: de,
    submitting: 'Wird gesendet …',
    failure: 'Fehler beim Senden des Formulars. Bitte versuchen Sie es später erneut.',
  },
  { lang: 'tr', copy: tr, submitting: 'Gönderiliyor...', failure: tr.form.failure },
] as const;

interface ContactRow {
  full_name: string;
  email: string;
  inquiry: string;
  status: string;
}

async function openContact(page: Page, lang: string) {
  await page.goto(`/${lang}/contact`);
  await waitForHydration(page, 'form');
}

function fields(page: Page, copy: (typeof languages)[number]['copy']) {
  return {
    name: page.getByRole('textbox', { name: copy.common.fullName, exact: true }),
    email: page.getByRole('textbox', { name: copy.common.email, exact: true }),
    inquiry: page.getByRole('textbox', { name: copy.common.inquiry, exact: true }),
    submit: page.getByRole('button', { name: copy.contact.submit }),
  };
}

for (const { lang, copy, submitting, failure } of languages) {
  test.describe(`/${lang}/contact`, () => {
    test.describe.configure({ timeout: 60_000 });
    test('submits an inquiry that is stored with status New, then thanks the visitor', async ({ page, formServer }) => {
      expect(copy.common.submitting).toBe(submitting);
      await openContact(page, lang);
      const f = fields(page, copy);
      await expect(f.email).toHaveAttribute('type', 'email');
      await expect(f.inquiry).toHaveAttribute('rows', '6');
      for (const control of [f.name, f.email, f.inquiry]) await expect(control).toHaveAttribute('required', '');

      const email = `contact-${lang}-${Date.now()}@example.com`;
      await f.name.fill(`Zeynep Öztürk ${lang}`);
      await f.email.fill(email);
      await f.inquiry.fill(`We want a WhatsApp assistant (${lang}).`);

      const held = await holdRequests(page, '/api/submissions/contact');
      await f.submit.click();
      const busy = page.getByRole('button', { name: submitting });
      await expect(busy).toBeDisabled();
      await expect(f.name).toBeDisabled();
      await expect(f.email).toBeDisabled();
      await expect(f.inquiry).toBeDisabled();
      held.release();

      await expect(page.getByRole('heading', { level: 2, name: copy.common.thankYou })).toBeVisible();
      await expect(page.getByText(copy.form.success)).toBeVisible();
      await expect(page.getByText(copy.contact.success.note)).toBeVisible();
      await expect(page.getByRole('link', { name: copy.common.backToHome })).toHaveAttribute('href', `/${lang}`);

      const rows = queryDb<ContactRow>(
        formServer,
        'SELECT full_name, email, inquiry, status FROM contact_inquiries WHERE email = ?',
        email,
      );
      expect(rows).toEqual([
        { full_name: `Zeynep Öztürk ${lang}`, email, inquiry: `We want a WhatsApp assistant (${lang}).`, status: 'New' },
      ]);
    });

    test('offers the direct e-mail and the response time, and shows the dictionary messages beside the invalid fields', async ({
      page,
    }) => {
      await openContact(page, lang);
      const aside = page.getByRole('complementary');
      await expect(aside.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(aside).toContainText(copy.contact.details.responseValue);

      const f = fields(page, copy);
      await f.submit.click();
      await expect(page.getByText(copy.form.required)).toHaveCount(3);
      await expect(f.name).toBeFocused();
      await expect(f.name).toHaveAttribute('aria-invalid', 'true');
      await expect(f.name).toHaveAccessibleDescription(copy.form.required);

      await f.name.fill('Max Mustermann');
      await f.email.fill('not-an-email');
      await f.inquiry.fill('Hello');
      await f.submit.click();
      await expect(f.email).toBeFocused();
      await expect(f.email).toHaveAccessibleDescription(copy.form.invalidEmail);
      await expect(page.getByText(copy.form.required)).toHaveCount(0);
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
        fail: (route: Route) =>
          route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'Too many requests', retryAfterSeconds: 60 } } }),
      },
      { name: 'a network failure', message: copy.forms.network, fail: (route: Route) => route.abort('internetdisconnected') },
    ];
    // One page for the three: each failure in turn, the form kept as typed after each.
    test(`keeps the form as typed and shows the error box after ${failures.map(({ name }) => name).join(', ')}`, async ({ page }) => {
      await openContact(page, lang);
      const f = fields(page, copy);
      await f.name.fill('Ayşe Yılmaz');
      await f.email.fill('ayse@example.com');
      await f.inquiry.fill('Randevu otomasyonu istiyoruz.');
      for (const { name, message, fail } of failures) {
        await page.unroute('**/api/submissions/contact');
        await page.route('**/api/submissions/contact', fail);
        await f.submit.click();
        const alert = page.getByRole('alert');
        await expect(alert, name).toHaveText(message);
        // The box sits above the button, inside the form.
        const [alertBox, buttonBox] = await Promise.all([alert.boundingBox(), f.submit.boundingBox()]);
        expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(buttonBox!.y);
        await expect(f.name).toHaveValue('Ayşe Yılmaz');
        await expect(f.email).toHaveValue('ayse@example.com');
        await expect(f.inquiry).toHaveValue('Randevu otomasyonu istiyoruz.');
        await expect(f.submit).toBeEnabled();
      }
    });
  });
}
