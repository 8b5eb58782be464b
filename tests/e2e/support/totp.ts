import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_PASSWORD, expect } from './admin';

/** The code the authenticator app shows for `secret` now, or `stepsAhead` steps later (never one the server took already). */
export const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Settings' authenticator-app section (the passkeys' section below it has a password field of its own). */
export const twoStep = (page: Page) => page.getByRole('region', { name: 'Two-step sign-in' });

/**
 * Settings' set-up of an authenticator app, as local and hosted mode share it: the password, the key
 * read from the page, a first code confirmed; answers the key. What follows (recovery codes) is the caller's.
 */
export async function enrolTotp(page: Page): Promise<string> {
  await twoStep(page).getByLabel('Current password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent({ timeout: 60_000 }))!.replace(/\s/g, '');
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  return secret;
}

/**
 * `setUp` finishes the first second factor's set-up that OPERATOR_MFA=required held the console back
 * for: the console then opens in the same document (no reload a closing context could race), with
 * focus on its main landmark.
 */
export async function expectConsoleOpensInPlace(page: Page, setUp: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => ((window as { setUpStarted?: boolean }).setUpStarted = true));
  await setUp();
  await expect(page.getByRole('navigation')).toBeVisible({ timeout: 60_000 });
  await expect(twoStep(page)).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
  expect(await page.evaluate(() => (window as { setUpStarted?: boolean }).setUpStarted)).toBe(true);
}
