import type { Page } from '@playwright/test';
import { waitlistConsentVersion } from '../../packages/data/src/domain/submissions';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { expect, queryDb, test, waitForHydration } from './support/form-server';
import { holdScripts } from './support/hydration';

// The contact and waitlist forms as plain HTML: posted to the server, answered with a page in the
// visitor's language; nothing personal ever in an address.
const languages = [
  { lang: 'en', copy: en },
  { lang: 'de', copy: de },
  { lang: 'tr', copy: tr },
] as const;
type Copy = (typeof languages)[number]['copy'];

/** Every address the page's frame showed, to check no personal data reached one. */
function recordAddresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

const contactFields = (page: Page, copy: Copy) => ({
  name: page.getByRole('textbox', { name: copy.common.fullName, exact: true }),
  email: page.getByRole('textbox', { name: copy.common.email, exact: true }),
  inquiry: page.getByRole('textbox', { name: copy.common.inquiry, exact: true }),
  submit: page.getByRole('button', { name: copy.contact.submit }),
});

const waitlistFields = (page: Page, copy: Copy) => ({
  tile: (key: keyof Copy['waitlist']['services']) => page.getByRole('checkbox', { name: copy.waitlist.services[key].title, exact: true }),
  name: page.getByRole('textbox', { name: copy.common.fullName, exact: true }),
  email: page.getByRole('textbox', { name: copy.common.email, exact: true }),
  consent: page.getByRole('checkbox', { name: copy.waitlist.consent.label }),
  submit: page.getByRole('button', { name: copy.waitlist.labels.submit }),
});

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, copy } of languages) {
    test(`/${lang}/contact posts, is stored and thanks the visitor; invalid input comes back with messages`, async ({
      page,
      formServer,
    }) => {
      const addresses = recordAddresses(page);
      await page.goto(`/${lang}/contact`);
      const f = contactFields(page, copy);
      const email = `noscript-${lang}-${Date.now()}@example.com`;

      await f.name.fill('');
      await f.email.fill('not-an-email');
      await f.inquiry.fill(`Kein Skript, ${lang}: çğıİöşü`);
      await f.submit.click();
      await expect(f.name).toHaveAccessibleDescription(copy.form.required);
      await expect(f.email).toHaveAccessibleDescription(copy.form.invalidEmail);
      await expect(f.email).toHaveValue('not-an-email');
      await expect(f.inquiry).toHaveValue(`Kein Skript, ${lang}: çğıİöşü`);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/${lang}/contact`);

      await f.name.fill(`Ödön Şahin ${lang}`);
      await f.email.fill(email);
      await f.submit.click();
      await expect(page.getByRole('heading', { level: 2, name: copy.common.thankYou })).toBeVisible();
      await expect(page.getByText(copy.form.success, { exact: true })).toBeVisible();
      expect(new URL(page.url()).search).toBe('?sent=1');

      const rows = queryDb<{ full_name: string; status: string }>(
        formServer,
        'SELECT full_name, status FROM contact_inquiries WHERE email = ?',
        email,
      );
      expect(rows).toEqual([{ full_name: `Ödön Şahin ${lang}`, status: 'New' }]);
      for (const address of addresses) expect(address).not.toMatch(/not-an-email|%40|@|fullName|inquiry|Ödön|%C3%96/);
    });

    test(`/${lang}/waitlist has ?service= chosen in the served page, posts the ticked services and enforces a choice`, async ({
      page,
      formServer,
    }) => {
      const addresses = recordAddresses(page);
      await page.goto(`/${lang}/waitlist?service=telegram`);
      const f = waitlistFields(page, copy);
      await expect(f.tile('telegram')).toBeChecked();
      await expect(f.tile('coldEmail')).not.toBeChecked();
      await expect(f.submit).toBeEnabled();

      // Nothing chosen and no consent: the server says so at the tiles and at the box, and keeps the input.
      await expect(f.consent).not.toBeChecked();
      await f.tile('telegram').click();
      await f.name.fill(`Jonas Weiß ${lang}`);
      await f.email.fill('jonas@example.com');
      await f.submit.click();
      await expect(page.getByRole('group', { name: copy.waitlist.labels.services })).toHaveAccessibleDescription(
        new RegExp(copy.waitlist.labels.selectService.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(f.consent).toHaveAccessibleDescription(copy.waitlist.consent.required);
      await expect(f.consent).not.toBeChecked();
      await expect(f.name).toHaveValue(`Jonas Weiß ${lang}`);
      await expect(f.email).toHaveValue('jonas@example.com');

      const email = `noscript-waitlist-${lang}-${Date.now()}@example.com`;
      await f.tile('instagram').click();
      await f.tile('phoneCallers').click();
      await f.consent.check();
      await f.email.fill(email);
      await f.submit.click();
      await expect(page.getByText(copy.form.waitlistSuccess, { exact: true })).toBeVisible();
      expect(new URL(page.url()).search).toBe('?sent=1');

      const rows = queryDb<{ services: string; language: string; consent_version: string }>(
        formServer,
        'SELECT services, language, consent_version FROM waitlist_entries WHERE email = ?',
        email,
      );
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.services)).toEqual(['AI Phone Callers', 'Instagram Automation']);
      expect(rows[0]!.language).toBe(lang);
      expect(rows[0]!.consent_version).toBe(waitlistConsentVersion);
      for (const address of addresses) expect(address).not.toMatch(/@|%40|Jonas|fullName/);
    });
  }
});

test.describe('scripts delayed', () => {
  test('a contact form sent before the scripts run is stored, answered with the thank-you page, and nothing goes into the address', async ({
    page,
    formServer,
  }) => {
    const addresses = recordAddresses(page);
    const scripts = await holdScripts(page);
    await page.goto('/de/contact', { waitUntil: 'domcontentloaded' });
    const f = contactFields(page, de);
    const email = `delayed-${Date.now()}@example.com`;
    await f.name.fill('Lena Schäfer');
    await f.email.fill(email);
    await f.inquiry.fill('Noch bevor die Skripte laufen.');
    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/de/contact');
    await f.submit.click();
    await posted;
    await expect(page.getByRole('heading', { level: 2, name: de.common.thankYou })).toBeVisible();
    scripts.release();
    await expect(page.getByRole('heading', { level: 2, name: de.common.thankYou })).toBeVisible();

    expect(queryDb(formServer, 'SELECT full_name FROM contact_inquiries WHERE email = ?', email)).toEqual([{ full_name: 'Lena Schäfer' }]);
    for (const address of addresses) expect(address).not.toMatch(/@|%40|Lena|fullName/);
  });

  test('tiles ticked and text typed before the scripts run are kept when they take over', async ({ page, formServer }) => {
    const scripts = await holdScripts(page);
    await page.goto('/tr/waitlist?service=twitter', { waitUntil: 'domcontentloaded' });
    const f = waitlistFields(page, tr);
    await expect(f.tile('twitter')).toBeChecked();
    await f.tile('telegram').click();
    await f.tile('twitter').click();
    await f.name.fill('Elif Çelik');
    await f.consent.check();
    scripts.release();
    await waitForHydration(page, 'form');
    await expect(f.tile('telegram')).toBeChecked();
    await expect(f.tile('twitter')).not.toBeChecked();
    await expect(f.name).toHaveValue('Elif Çelik');
    await expect(f.consent).toBeChecked();
    // Hydrated, the form follows the ticks made before: unticking the last one disables the button.
    await f.tile('telegram').click();
    await expect(f.submit).toBeDisabled();
    await f.tile('telegram').click();
    await expect(f.submit).toBeEnabled();

    const email = `delayed-waitlist-${Date.now()}@example.com`;
    await f.email.fill(email);
    const sentAsJson = page.waitForRequest('**/api/submissions/waitlist');
    await f.submit.click();
    await sentAsJson;
    await expect(page.getByText(tr.form.waitlistSuccess, { exact: true })).toBeVisible();
    const rows = queryDb<{ services: string }>(formServer, 'SELECT services FROM waitlist_entries WHERE email = ?', email);
    expect(rows.map((row) => JSON.parse(row.services))).toEqual([['Telegram Bot']]);
  });
});
