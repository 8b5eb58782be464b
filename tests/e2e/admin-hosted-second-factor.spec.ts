import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, expect, slowAdminJourney, submitSignIn } from './support/admin';
import { hostedTest as test } from './support/hosted';
import { codeFor, enrolTotp, twoStep } from './support/totp';

// Issue 45, hosted mode: the same Settings screen and code step on Supabase Auth MFA (a fake Supabase
// answering as GoTrue does, no network): enrol reading the key from the page, sign out, sign in with
// the password and a code, remove the factor. Supabase Auth keeps no recovery codes, and says so.
test.beforeEach(() => slowAdminJourney());

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
}

test('with Supabase Auth: enrol reading the key from the page, sign in with password and code, remove the factor', async ({ page }) => {
  await page.goto('/admin/settings');
  await submitSignIn(page);
  await expect(twoStep(page)).toBeVisible({ timeout: 60_000 });

  const secret = await enrolTotp(page);
  await expect(page.getByText(/^Authenticator app, added /)).toBeVisible();
  await expect(page.getByText(/^Supabase Auth keeps no recovery codes/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New recovery codes' })).toHaveCount(0);

  await signOut(page);
  await submitSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Open your authenticator app and enter the six-digit code it shows for this account.')).toBeVisible();
  await page.getByLabel('Code').fill(codeFor(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/settings');
  // The factor's status comes from Supabase after the page's scripts run; removing it checks the password
  // at Supabase first: seconds on a loaded machine.
  await expect(page.getByText(/^Authenticator app, added /)).toBeVisible({ timeout: 60_000 });
  await twoStep(page).getByLabel('Current password').fill(ADMIN_PASSWORD);
  await twoStep(page).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible({ timeout: 60_000 });
  await signOut(page);
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });
});
