import { slowAdminJourney, submitSignIn, expect } from './support/admin';
import { hostedTest as test } from './support/hosted';
import { enrolTotp, expectConsoleOpensInPlace, twoStep } from './support/totp';

// Issue 45, hosted mode with OPERATOR_MFA=required set for the build: the console shows an operator
// without a Supabase MFA factor only the set-up, and opens once one is confirmed (row-level security
// stays the guard; `contract/hosted-second-factor.test.ts` checks the adapter refuses writes too).
test.use({ operatorMfa: 'required' });
test.beforeEach(() => slowAdminJourney());

test('an operator without a factor can only enrol one; then the console opens', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await submitSignIn(page);
  await expect(twoStep(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectConsoleOpensInPlace(page, () => enrolTotp(page));
});
