import { expect, test } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';

test.use({ javaScriptEnabled: false });

const shells = [
  { path: '/admin', language: 'en', copy: en.admin },
  { path: '/de/admin', language: 'de', copy: de.admin },
  { path: '/tr/admin/demo/1', language: 'tr', copy: tr.admin },
] as const;

for (const { path, language, copy } of shells) {
  test(`${path} says in its own language that the admin area needs scripts, with no spinner that never stops`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Playwright's text engine skips `<noscript>`, so the message is found by its role.
    const message = page.getByRole('paragraph');
    await expect(message).toBeVisible();
    await expect(message).toHaveText(copy.noScript);
    await expect(page.getByRole('status')).toBeHidden();
  });
}
