import type { Page } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import { watchConsole } from './support/console';
import { holdScripts } from './support/hydration';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expect,
  isSignInRequest,
  ownClientTest as test,
  signInTakenOver,
  slowAdminJourney,
} from './support/admin';

// Issue 29: the sign-in screen before its scripts run. It is painted with the document, a form sent
// then is a plain post the server answers with a page, and the scripts take over the same form,
// with what was typed, when they arrive.
test.beforeEach(() => slowAdminJourney());

/** The next sign-in request the page sends, as plain form or as the scripts' JSON. */
const nextSignIn = (page: Page) => page.waitForRequest((request) => isSignInRequest(request.method(), request.url()), { timeout: 0 });

test('a form sent before the scripts run signs in and lands on the page the visitor asked for', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/admin/demo/2', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/admin\?from=%2Fadmin%2Fdemo%2F2$/);
  await page.getByLabel(en.admin.signIn.email).fill(ADMIN_EMAIL);
  await page.getByLabel(en.admin.signIn.password).fill(ADMIN_PASSWORD);
  const sent = nextSignIn(page);
  await page.getByRole('button', { name: en.admin.signIn.submit, exact: true }).click();
  const request = await sent;
  expect(new URL(request.url()).pathname).toBe('/admin');
  expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
  await page.waitForURL(/\/admin\/demo\/2$/, { waitUntil: 'domcontentloaded', timeout: 0 });
  scripts.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know what your customers do, and why');
});

test('a wrong password sent before the scripts run comes back in German, and the scripts take over that page without a mismatch', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const scripts = await holdScripts(page);
  await page.goto('/de/admin', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(de.admin.signIn.email).fill('niemand@zk.test');
  await page.getByLabel(de.admin.signIn.password).fill('nicht das Passwort');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'domcontentloaded', timeout: 0 }),
    page.getByRole('button', { name: de.admin.signIn.submit, exact: true }).click(),
  ]);
  await expect(page.getByRole('alert')).toHaveText(de.admin.signIn.invalidCredentials);
  await expect(page.getByLabel(de.admin.signIn.email)).toHaveValue('niemand@zk.test');

  scripts.release();
  await signInTakenOver(page);
  // Hydrated from the state the server put into the page: the same message, the same e-mail.
  await expect(page.getByRole('alert')).toHaveText(de.admin.signIn.invalidCredentials);
  await expect(page.getByLabel(de.admin.signIn.email)).toHaveValue('niemand@zk.test');
  expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
});

test('what was typed before the scripts run is kept when they take over, and then they sign in', async ({ page }) => {
  const problems = watchConsole(page);
  const scripts = await holdScripts(page);
  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(en.admin.signIn.email).fill(ADMIN_EMAIL);
  await page.getByLabel(en.admin.signIn.password).fill(ADMIN_PASSWORD);
  scripts.release();
  await signInTakenOver(page);
  await expect(page.getByLabel(en.admin.signIn.email)).toHaveValue(ADMIN_EMAIL);
  await expect(page.getByLabel(en.admin.signIn.password)).toHaveValue(ADMIN_PASSWORD);
  const sent = nextSignIn(page);
  await page.getByRole('button', { name: en.admin.signIn.submit, exact: true }).click();
  expect(new URL((await sent).url()).pathname).toBe('/api/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: en.admin.dashboard.title })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(problems).toEqual([]);
});
