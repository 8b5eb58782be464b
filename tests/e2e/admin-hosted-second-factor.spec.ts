import { test as base, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { startFakeSupabase, type FakeSupabase } from '../../packages/server/test-support/fake-supabase';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, slowAdminJourney, submitSignIn } from './support/admin';
import { buildHosted } from './support/hosted-build';
import { startServer, type RunningServer } from './support/server';

// Issue 45, hosted mode: the same Settings screen and code step on Supabase Auth MFA (a fake Supabase
// answering as GoTrue does, no network): enrol reading the key from the page, sign out, sign in with
// the password and a code, remove the factor. Supabase Auth keeps no recovery codes, and says so.
const test = base.extend<object, { hosted: { supabase: FakeSupabase; server: RunningServer } }>({
  hosted: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
    async ({}, use) => {
      const supabase = await startFakeSupabase({ users: [{ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'operator' }] });
      const env = { SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: supabase.anonKey };
      const build = buildHosted(env);
      const server = await startServer({ STATIC_DIR: build.dir, DATA_BACKEND: 'supabase', ...env });
      await use({ supabase, server });
      await server.stop();
      build.remove();
      await supabase.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ hosted }, use) => use(hosted.server.url),
});

test.beforeEach(() => slowAdminJourney());

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });
const twoStep = (page: Page) => page.getByRole('region', { name: 'Two-step sign-in' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
}

test('with Supabase Auth: enrol reading the key from the page, sign in with password and code, remove the factor', async ({ page }) => {
  await page.goto('/admin/settings');
  await submitSignIn(page);
  await expect(twoStep(page)).toBeVisible({ timeout: 60_000 });

  await twoStep(page).getByLabel('Current password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent({ timeout: 60_000 }))!.replace(/\s/g, '');
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
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
  await twoStep(page).getByLabel('Current password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  await signOut(page);
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });
});
