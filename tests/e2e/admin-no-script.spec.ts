import type { Page } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { ADMIN_EMAIL, ADMIN_PASSWORD, apiSignIn, expect, ownClientTest as test, slowAdminJourney } from './support/admin';

// Issue 29: the operator signs in with scripts off. The sign-in screen is in the HTML the server
// sends, posts as a plain form and is answered with a page: the session cookie and a 303 on, or the
// form again in the page's language. What lies behind it needs scripts and says so.
test.use({ javaScriptEnabled: false });
test.beforeEach(() => slowAdminJourney());

const screens = [
  { path: '/admin', language: 'en', copy: en.admin },
  { path: '/de/admin', language: 'de', copy: de.admin },
  { path: '/tr/admin', language: 'tr', copy: tr.admin },
] as const;
type Copy = (typeof screens)[number]['copy'];

/** Fills in the form and sends it; resolves once the page the server answered with has loaded. */
async function submit(page: Page, copy: Copy, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: copy.signIn.email }).fill(email);
  await page.getByLabel(copy.signIn.password).fill(password);
  await Promise.all([page.waitForNavigation({ timeout: 0 }), page.getByRole('button', { name: copy.signIn.submit, exact: true }).click()]);
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'zk_session');
}

for (const { path, language, copy } of screens) {
  test(`${path}: a wrong password comes back in ${language} with the e-mail kept, the right one signs in and goes on to the dashboard`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: copy.signIn.title })).toBeVisible();

    // Another account than the operator's, so its failures slow down no other journey's sign-in.
    const typed = `wrong-${language}@zk.test`;
    await submit(page, copy, typed, 'not the operator password');
    await expect(page.getByRole('alert')).toHaveText(copy.signIn.invalidCredentials);
    await expect(page.getByRole('textbox', { name: copy.signIn.email })).toHaveValue(typed);
    await expect(page.getByLabel(copy.signIn.password)).toHaveValue('');
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await sessionCookie(page)).toBeUndefined();

    await submit(page, copy, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(new URL(page.url()).pathname).toBe(`${path}/dashboard`);
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // The dashboard is the scripts' work: without them it says, in the page's language, that it needs them.
    await expect(page.getByRole('paragraph')).toHaveText(copy.noScript);
    await expect(page.getByRole('status')).toBeHidden();
  });
}

test('a page behind the sign-in sends the visitor to sign-in in its language, then back to that page', async ({ page }) => {
  await page.goto('/tr/admin/demo/1');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/tr/admin?from=%2Ftr%2Fadmin%2Fdemo%2F1');
  await expect(page.getByRole('heading', { level: 1, name: tr.admin.signIn.title })).toBeVisible();
  await submit(page, tr.admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(new URL(page.url()).pathname).toBe('/tr/admin/demo/1');
  // Signed in, the sign-in screen itself goes straight on.
  await page.goto('/tr/admin');
  expect(new URL(page.url()).pathname).toBe('/tr/admin/dashboard');
});

test('over the sign-in limit of its address the form comes back saying so, in German, with the e-mail kept', async ({
  page,
  request,
  baseURL,
}) => {
  // 20 attempts in 15 minutes per address (shared with the JSON route); unknown accounts cost the same
  // hash but no per-account back-off, so the limit is reached quickly.
  for (let attempt = 0; attempt < 20; attempt += 2) {
    const attempts = [attempt, attempt + 1].map((n) =>
      request.post('/api/auth/sign-in', {
        headers: { Origin: baseURL! },
        data: { email: `nobody-${n}@zk.test`, password: 'not a password at all' },
      }),
    );
    for (const response of await Promise.all(attempts)) expect(response.status()).toBe(401);
  }
  await page.goto('/de/admin');
  const answer = page.waitForResponse((response) => response.request().method() === 'POST', { timeout: 0 });
  await submit(page, de.admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  const response = await answer;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveText(de.admin.signIn.rateLimited);
  await expect(page.getByRole('textbox', { name: de.admin.signIn.email })).toHaveValue(ADMIN_EMAIL);
  expect(await sessionCookie(page)).toBeUndefined();
});

test('a signed-in operator on a page behind the sign-in reads that it needs scripts, with no spinner that never stops', async ({
  page,
  baseURL,
}) => {
  await apiSignIn(page.request, baseURL!);
  await page.goto('/de/admin/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Playwright's text engine skips `<noscript>`, so the message is found by its role.
  await expect(page.getByRole('paragraph')).toHaveText(de.admin.noScript);
  await expect(page.getByRole('status')).toBeHidden();
});
