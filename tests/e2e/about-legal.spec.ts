import { expect, test } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';

const languages = [
  ['en', en],
  ['de', de],
  ['tr', tr],
] as const;

/** The revision date (`legalRevision`: November 2026), as Intl writes it in each page's language. */
const updated = { en: 'Last updated: November 2026', de: 'Stand: November 2026', tr: 'Son güncelleme: Kasım 2026' } as const;

for (const [lang, copy] of languages) {
  test(`/${lang}/about: mission, the four values and the vision with 24/7 support`, async ({ page }) => {
    await page.goto(`/${lang}/about`);
    await expect(page.getByRole('heading', { level: 2, name: copy.about.mission.title })).toBeVisible();
    const values = Object.values(copy.about.values.items).map((value) => value.title);
    expect(values).toHaveLength(4);
    for (const title of values) await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: copy.about.vision.title })).toBeVisible();
    await expect(page.getByText(copy.about.vision.highlights.support)).toBeVisible();
    // German says it in words, without '(24/7)' (issue 30 item 14).
    await expect(page.getByText(copy.about.vision.highlights.support)).toContainText(
      { en: '24/7', de: 'rund um die Uhr', tr: '7/24' }[lang],
    );
    // No result figure is configured on the test server: the highlights claim none (issue 30 item 11).
    await expect(page.locator('main')).not.toContainText(/\d+\s?%|%\s?\d+|\d+\+/);
  });

  test(`/${lang}/privacy: the four sections, recipients and the right to object, last updated November 2026`, async ({ page }) => {
    await page.goto(`/${lang}/privacy`);
    await expect(page.getByText(updated[lang], { exact: true })).toBeVisible();
    await expect(page.locator('main section[id]')).toHaveCount(6);
    await expect(page.locator('section#objection')).toHaveAttribute('data-variant', 'emphasis');
    // The test server runs the embedded defaults: no hosted recipient, no transfer, no fixed period.
    await expect(page.locator('section#recipients')).not.toContainText(/Airtable|Supabase|Data Privacy Framework/);
    await expect(page.locator('section#recipients')).toContainText(copy.legal.privacy.recipients.hosting);
    await expect(page.locator('section#storage')).toContainText(copy.legal.privacy.storage.leadsUntilErasure);
    await expect(page.locator('section#storage')).not.toContainText(copy.legal.privacy.storage.leadsAirtable);
    // No representative in Türkiye configured: the KVKK applies "where it applies".
    await expect(page.locator('section#introduction')).toContainText(copy.legal.privacy.introduction.kvkk);
    for (const section of Object.values(copy.legal.privacy)) {
      await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    }
    const email = page.locator('main').getByRole('link', { name: /@/ });
    await expect(email).toHaveAttribute('href', /^mailto:/);
  });

  test(`/${lang}/terms: six sections including data processing and German law, dated November 2026`, async ({ page }) => {
    await page.goto(`/${lang}/terms`);
    await expect(page.getByText(updated[lang], { exact: true })).toBeVisible();
    await expect(page.locator('main section[id]')).toHaveCount(6);
    // The test server configures no company: the party is the one the Impressum names, not the brand.
    await expect(page.locator('section#scope')).toContainText(copy.legal.terms.scope.partyUnnamed);
    await expect(page.locator('main')).not.toContainText('ZK Automations');
    await expect(page.locator('section#data-processing')).toContainText(copy.legal.terms.dataProcessing.blocks[0] as string);
    for (const block of copy.legal.terms.law.blocks) await expect(page.locator('section#law')).toContainText(block as string);
  });

  test(`/${lang}/impressum: company, address on request (no company configured), contact e-mail`, async ({ page }) => {
    await page.goto(`/${lang}/impressum`);
    await expect(page.locator('section#company')).toContainText('ZK Automations');
    await expect(page.locator('section#address')).toContainText(copy.legal.impressum.address.onRequest);
    await expect(page.locator('section#contact').getByRole('link')).toHaveAttribute('href', /^mailto:.+@/);
  });
}

test('the German privacy policy reads as a DSGVO Datenschutzerklärung, the Turkish one cites KVKK', async ({ page }) => {
  await page.goto('/de/privacy');
  await expect(page.locator('main')).toContainText('Art. 15 DSGVO');
  await expect(page.locator('main')).toContainText('Art. 21 DSGVO');
  await expect(page.locator('main')).toContainText('Stand: November 2026');
  await page.goto('/tr/privacy');
  await expect(page.locator('main')).toContainText('6698 sayılı Kişisel Verilerin Korunması Kanunu');
  await expect(page.locator('main')).toContainText('Kasım 2026');
});

// One h1, no skipped heading level and axe on every public page in every language: a11y.spec.ts.
