import { request as playwrightRequest } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import { axeViolations, mobile } from './support/a11y';
import { apiSignIn, expect, signIn, slowAdminJourney, test } from './support/admin';

test.beforeEach(() => slowAdminJourney());

/**
 * Issue 45, the activity page, on the real server: the operator signs in, finds that sign-in (with its
 * device) on /admin/activity, filters it, and signs out a session opened elsewhere, which then has no
 * access while this one stays; the page passes axe at 1280 and 390 px, in English and German.
 */
test('the operator sees the sign-in on the activity page and signs out another session', async ({ page, baseURL }) => {
  const elsewhere = await playwrightRequest.newContext({ baseURL });
  try {
    await apiSignIn(elsewhere, baseURL!);
    expect((await elsewhere.get('/api/auth/session')).status()).toBe(200);
    expect(((await (await elsewhere.get('/api/auth/session')).json()) as { session: unknown }).session).not.toBeNull();

    await page.goto('/admin');
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: en.admin.dashboard.title })).toBeVisible();
    const nav = page.getByRole('navigation', { name: en.admin.nav.label });
    await nav.getByRole('link', { name: en.admin.nav.activity, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: en.admin.pages.activity.title })).toBeVisible();

    const table = page.getByRole('table', { name: en.admin.activity.caption });
    const signedIn = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: en.admin.activity.events.sign_in_succeeded }) });
    await expect(signedIn.first()).toContainText('Chrome on Linux');
    expect(await axeViolations(page), 'activity at 1280 px').toEqual([]);

    await page.getByRole('combobox', { name: en.admin.activity.filterLabel }).selectOption('failure');
    await expect(page.getByText(en.admin.loading)).toBeHidden();
    await expect(page.getByRole('rowheader', { name: en.admin.activity.events.sign_in_succeeded })).toHaveCount(0);
    await page.getByRole('combobox', { name: en.admin.activity.filterLabel }).selectOption('');

    await page.getByRole('button', { name: en.admin.activity.revoke }).click();
    await expect(page.getByRole('status').filter({ hasText: /other session/ })).toHaveText(/^Signed out of \d+ other sessions?\.$/);
    await expect(table.getByRole('rowheader', { name: en.admin.activity.events.sessions_revoked }).first()).toBeVisible();
    expect(((await (await elsewhere.get('/api/auth/session')).json()) as { session: unknown }).session).toBeNull();
    expect((await elsewhere.get('/api/admin/activity')).status()).toBe(401);
    expect(((await (await page.request.get('/api/auth/session')).json()) as { session: unknown }).session).not.toBeNull();

    await page.setViewportSize(mobile);
    await expect(page.getByRole('list', { name: en.admin.activity.listLabel })).toBeVisible();
    await expect(table).toBeHidden();
    expect(await axeViolations(page), 'activity at 390 px').toEqual([]);

    await page.goto('/de/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: de.admin.pages.activity.title })).toBeVisible();
    await expect(
      page.getByRole('list', { name: de.admin.activity.listLabel }).getByText(de.admin.activity.events.sign_in_succeeded).first(),
    ).toBeVisible();
    expect(await axeViolations(page), 'German activity at 390 px').toEqual([]);
  } finally {
    await elsewhere.dispose();
  }
});
