import { apiSignIn, createCountdown, test as adminTest } from './admin';

/** Title of the countdown every page shows in the suites that use `test` from here. */
export const bannerTitle = 'ZK Agent 2.0';

/**
 * The admin fixture (a server of the worker's own, support/admin.ts) holding one urgent countdown,
 * so the banner with its red digits floats over every public page while the accessibility and
 * keyboard suites run: its contrast is checked and it must never hide the focused element.
 */
export const test = adminTest.extend<object, { urgentCountdown: string }>({
  urgentCountdown: [
    async ({ adminServer, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: adminServer.url });
      await apiSignIn(request, adminServer.url);
      // Six hours left: hours below 12, so the digits are red (SPEC section 4).
      await createCountdown(request, adminServer.url, bannerTitle, new Date(Date.now() + 6 * 3_600_000));
      await request.dispose();
      await use(bannerTitle);
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from './admin';
