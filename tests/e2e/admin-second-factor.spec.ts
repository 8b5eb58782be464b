import { test as base, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, pinnedBuiltSite, signIn, slowAdminJourney } from './support/admin';
import { startServer, type RunningServer } from './support/server';
import { codeFor, enrolTotp, expectConsoleOpensInPlace, twoStep } from './support/totp';

// Issue 45: the operator adds an authenticator app in Settings, reading the key from the page, signs
// out, signs in with the password and a code, then with a recovery code, and removes the factor; with
// scripts and without. Each test has a server of its own, so no other journey meets the second step.
const test = base.extend<{ mfaServer: RunningServer; operatorMfa: string }>({
  operatorMfa: ['optional', { option: true }],
  mfaServer: async ({ operatorMfa }, use) => {
    const server = await startServer({ STATIC_DIR: pinnedBuiltSite(), ADMIN_EMAIL, ADMIN_PASSWORD, OPERATOR_MFA: operatorMfa });
    await use(server);
    await server.stop();
  },
  baseURL: async ({ mfaServer }, use) => use(mfaServer.url),
});

test.beforeEach(() => slowAdminJourney());

/**
 * Settings: the authenticator app set up (`enrolTotp`), then the ten recovery codes; answers the key and
 * the codes. `consoleOpens`: the set-up was all the console allowed (OPERATOR_MFA=required), and it opens.
 */
async function enrol(page: Page, { consoleOpens = false } = {}): Promise<{ secret: string; codes: string[] }> {
  const secret = await enrolTotp(page);
  const list = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(list).toHaveCount(10);
  const codes = (await list.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: 'I have saved them' }).click();
  if (!consoleOpens) await expect(page.getByText(/^Authenticator app, added /)).toBeVisible();
  return { secret, codes };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
}

/** The code step, however it was reached: the code typed and confirmed, then on to the console. */
async function enterCode(page: Page, code: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('with scripts: enrol reading the key from the page, sign in with password and code, then a recovery code, remove the factor', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const { secret, codes } = await enrol(page);

  await signOut(page);
  await signIn(page);
  await enterCode(page, '000000');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await signOut(page);
  await signIn(page);
  await enterCode(page, codes[0]!);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/settings');
  await expect(page.getByText('9 of 10 recovery codes left')).toBeVisible();
  await twoStep(page).getByLabel('Current password').fill(ADMIN_PASSWORD);
  await twoStep(page).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible({ timeout: 60_000 });
  await signOut(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test.describe('without scripts', () => {
  test('the second step is a page of its own in the page language that posts natively', async ({ page, browser, baseURL }) => {
    await page.goto('/admin/settings');
    await signIn(page);
    const { secret, codes } = await enrol(page);

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const noScript = await context.newPage();
    for (const [path, code, heading] of [
      ['/de/admin', codeFor(secret, 1), 'Code eingeben'],
      ['/tr/admin', codes[1]!, 'Kodunuzu girin'],
    ] as const) {
      await noScript.goto(path);
      await noScript.getByRole('textbox', { name: path === '/de/admin' ? 'E-Mail' : 'E-posta' }).fill(ADMIN_EMAIL);
      await noScript.locator('input[name="password"]').fill(ADMIN_PASSWORD);
      await Promise.all([noScript.waitForNavigation({ timeout: 0 }), noScript.locator('button[type="submit"]').click()]);
      await expect(noScript.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect((await context.cookies()).some((cookie) => cookie.name === 'zk_session')).toBe(false);
      await noScript.locator('input[name="code"]').fill(code);
      await Promise.all([noScript.waitForNavigation({ timeout: 0 }), noScript.locator('button[type="submit"]').click()]);
      expect(new URL(noScript.url()).pathname).toBe(`${path}/dashboard`);
      await context.clearCookies();
    }
    await context.close();
  });
});

test.describe('OPERATOR_MFA=required', () => {
  test.use({ operatorMfa: 'required' });

  test('an operator without a second factor can only enrol one; then the console opens', async ({ page, request, baseURL }) => {
    await page.goto('/admin/dashboard');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('navigation')).toHaveCount(0);

    const api = await request.post('/api/auth/sign-in', {
      headers: { Origin: baseURL! },
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(await api.json()).toMatchObject({ session: { secondFactorRequired: true } });
    const refused = await request.get('/api/leads/inbox');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'second_factor_required' } });

    await expectConsoleOpensInPlace(page, () => enrol(page, { consoleOpens: true }));
  });
});
