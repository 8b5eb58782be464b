import { test as base, type CDPSession, type Page } from '@playwright/test';
import { createServer } from 'node:net';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, pinnedBuiltSite, signIn, signInTakenOver, slowAdminJourney } from './support/admin';
import { startServer, type RunningServer } from './support/server';

// Issue 45: passkeys through Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain).
// The relying party is SITE_URL's host, so this server gets SITE_URL=http://localhost:<its port>.
const test = base.extend<{ passkeyServer: RunningServer }>({
  // eslint-disable-next-line no-empty-pattern -- a fixture's first argument must be a destructuring pattern; this one needs no other fixture
  passkeyServer: async ({}, use) => {
    const port = await freePort();
    const server = await startServer({
      STATIC_DIR: pinnedBuiltSite(),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
    });
    await use(server);
    await server.stop();
  },
  baseURL: async ({ passkeyServer }, use) => use(passkeyServer.url.replace('127.0.0.1', 'localhost')),
});

test.beforeEach(() => slowAdminJourney());

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A platform authenticator that verifies the user and keeps discoverable credentials, answering at once. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; credentials: () => Promise<unknown[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

const passkeys = (page: Page) => page.getByRole('region', { name: 'Passkeys' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
}

/**
 * Chromium's virtual authenticator answers the e-mail field's autofill request (conditional mediation) at once, where a
 * person would pick the passkey from the field's list: this browser then says it has no autofill, so the buttons are used.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
}

test('add a named passkey in Settings, sign in with password and passkey, then with the passkey alone, and remove it', async ({ page }) => {
  await withoutAutofill(page);
  const authenticator = await virtualAuthenticator(page);
  await page.goto('/admin/settings');
  await signIn(page);
  await expect(passkeys(page).getByText('No passkeys yet.')).toBeVisible({ timeout: 60_000 });

  await passkeys(page).getByLabel('Current password').fill(ADMIN_PASSWORD);
  await passkeys(page).getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys(page).getByText('Please give the passkey a name.')).toBeVisible();
  await passkeys(page).getByLabel('Name of the new passkey').fill('Work laptop');
  await passkeys(page).getByRole('button', { name: 'Add a passkey' }).click();
  const list = passkeys(page).getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 60_000 });
  await expect(list.getByText('Work laptop')).toBeVisible();
  await expect(list.getByText(/^Added .+, not used yet$/)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await signOut(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });

  await signOut(page);
  await signInTakenOver(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });

  await page.goto('/admin/settings');
  await expect(list.getByText(/^Added .+, last used .+$/)).toBeVisible({ timeout: 60_000 });
  await passkeys(page).getByLabel('Current password').fill(ADMIN_PASSWORD);
  await list.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
  await expect(passkeys(page).getByText('No passkeys yet.')).toBeVisible({ timeout: 60_000 });

  await signOut(page);
  await signInTakenOver(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password', { timeout: 60_000 });
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });
});

test('the e-mail field offers the passkey (autofill); without scripts, the sign-in says passkeys need them and takes a code', async ({
  page,
  browser,
  baseURL,
}) => {
  await virtualAuthenticator(page);
  await page.goto('/admin/settings');
  await signIn(page);
  await passkeys(page).getByLabel('Name of the new passkey').fill('Telefon');
  await passkeys(page).getByLabel('Current password').fill(ADMIN_PASSWORD);
  await passkeys(page).getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys(page).getByText('Telefon')).toBeVisible({ timeout: 60_000 });
  const passwordless = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/sign-in/passwordless');
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await passwordless).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const noScript = await context.newPage();
  await noScript.goto('/de/admin');
  await expect(noScript.getByText('Die Anmeldung mit Passkey benötigt JavaScript.')).toBeVisible();
  await expect(noScript.getByRole('button', { name: 'Mit Passkey anmelden' })).toBeHidden();
  await noScript.getByRole('textbox', { name: 'E-Mail' }).fill(ADMIN_EMAIL);
  await noScript.locator('input[name="password"]').fill(ADMIN_PASSWORD);
  await Promise.all([noScript.waitForNavigation({ timeout: 0 }), noScript.locator('button[type="submit"]').click()]);
  await expect(noScript.getByRole('heading', { level: 1, name: 'Code eingeben' })).toBeVisible();
  const note = noScript.getByText(/^Passkeys benötigen JavaScript\./);
  await expect(note).toBeVisible();
  await noScript.locator('input[name="code"]').fill('000000');
  await Promise.all([noScript.waitForNavigation({ timeout: 0 }), noScript.locator('button[type="submit"]').click()]);
  await expect(noScript.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch');
  await expect(note).toBeVisible();
  await context.close();
});
