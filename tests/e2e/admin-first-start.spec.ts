import { test as base } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, pinnedBuiltSite, signInAnswer, signInTakenOver, slowAdminJourney } from './support/admin';
import { startServer, type RunningServer } from './support/server';

/** A server started with no ADMIN_PASSWORD: it creates admin@localhost with a generated password. */
const test = base.extend<{ firstStart: RunningServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
  firstStart: async ({}, use) => {
    const server = await startServer({ STATIC_DIR: pinnedBuiltSite(), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    await use(server);
    await server.stop();
  },
  baseURL: async ({ firstStart }, use) => use(firstStart.url),
});

test.beforeEach(() => slowAdminJourney());

test('the generated first-start password must be changed at the first sign-in, then the dashboard opens', async ({ page, firstStart }) => {
  const file = join(firstStart.dataDir, 'first-start-password.txt');
  const generated = readFileSync(file, 'utf8').trim();

  await page.goto('/admin');
  await signInTakenOver(page);
  await page.getByLabel('Email').fill('admin@localhost');
  await page.getByLabel('Password').fill(generated);
  const answered = signInAnswer(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await answered;

  await expect(page.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Countdown banner' })).toHaveCount(0);

  await page.getByLabel('Current password').fill(generated);
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('Repeat new password').fill('password1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/most common passwords/, { timeout: 60_000 });

  const chosen = 'a passphrase of my own';
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Repeat new password').fill(chosen);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Countdown banner' })).toBeVisible();
  // The button that was pressed is gone: focus is on the page that took the form's place.
  await expect(page.locator('main')).toBeFocused();
  expect(existsSync(file)).toBe(false);
});
