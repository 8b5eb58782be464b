import { test as base, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import de from '../../packages/i18n/src/locales/de';
import { startSmtpCatcher, type ReceivedMail, type TestSmtp } from '../../packages/server/test-support/smtp-catcher';
import { ADMIN_EMAIL, ADMIN_PASSWORD, pinnedBuiltSite } from './support/admin';
import { gotoHydrated } from './support/hydration';
import { startServer, type RunningServer } from './support/server';

/**
 * The waitlist's e-mails end to end, with scripts on and off: join with consent, read the confirmation
 * from a real SMTP server, open its link, confirm, see the entry confirmed in the inbox, receive an
 * announcement, unsubscribe (one-click POST without cookies, or the visible link's page), and receive no
 * further announcement. Each worker has its own server, SQLite file and SMTP server.
 */
const test = base.extend<object, { mail: { server: RunningServer; smtp: TestSmtp } }>({
  mail: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
    async ({}, use) => {
      const smtp = await startSmtpCatcher();
      const server = await startServer({
        STATIC_DIR: pinnedBuiltSite(),
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        FORM_RATE_LIMIT_PER_MINUTE: '1000',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'ZK Automations <hello@zk.example>',
        MAIL_RATE_PER_SECOND: '50',
      });
      await use({ server, smtp });
      await server.stop();
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ mail }, use) => use(mail.server.url),
});

const copy = de.subscription;

/** The first message to `address` whose subject matches, once it has arrived. */
async function mailTo(smtp: TestSmtp, address: string, subject: RegExp): Promise<ReceivedMail> {
  await expect
    .poll(() => smtp.received.some((m) => m.envelope.includes(address) && subject.test(m.parsed.subject ?? '')), { timeout: 60_000 })
    .toBe(true);
  return smtp.received.find((m) => m.envelope.includes(address) && subject.test(m.parsed.subject ?? ''))!;
}

/** A link's path and query (the e-mails link to SITE_URL; the test server answers on its own port). */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** The operator, signed in through the API, as the admin screens would call it. */
async function operator(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedIn = await api.post('/api/auth/sign-in', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, timeout: 60_000 });
  expect(signedIn.status()).toBe(200);
  return api;
}

for (const scripts of [true, false]) {
  test.describe(`waitlist e-mails with scripts ${scripts ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: scripts });
    test.slow();

    test('join, confirm from the e-mail, receive an announcement, unsubscribe, and receive no other', async ({ page, mail, baseURL }) => {
      const address = `grace-${scripts ? 'js' : 'nojs'}@example.com`;
      // Each journey its own service, so one journey's announcement never reaches the other's address.
      const service = scripts
        ? { id: 'telegram', title: de.waitlist.services.telegram.title }
        : { id: 'instagram', title: de.waitlist.services.instagram.title };

      if (scripts) await gotoHydrated(page, `/de/waitlist?service=${service.id}`);
      else await page.goto(`/de/waitlist?service=${service.id}`);
      await expect(page.getByRole('checkbox', { name: service.title, exact: true })).toBeChecked();
      await page.getByRole('textbox', { name: de.common.fullName, exact: true }).fill('Grace Hopper');
      await page.getByRole('textbox', { name: de.common.email, exact: true }).fill(address);
      await page.getByRole('checkbox', { name: de.waitlist.consent.label }).check();
      await page.getByRole('button', { name: de.waitlist.labels.submit }).click();
      await expect(page.getByText(de.waitlist.success.checkInbox)).toBeVisible();

      // The confirmation e-mail, over real SMTP.
      const confirmation = await mailTo(mail.smtp, address, /bestätigen/i);
      const confirmUrl = /https?:\/\/\S+\/de\/waitlist\/confirm\?token=[\w-]+/.exec(confirmation.parsed.text ?? '')?.[0];
      expect(confirmUrl).toBeDefined();

      // Opening the link only asks; the button's POST confirms.
      await page.goto(pathOf(confirmUrl!));
      await expect(page.getByRole('heading', { name: copy.confirm.title })).toBeVisible();
      await page.getByRole('button', { name: copy.confirm.button }).click();
      await expect(page.getByRole('heading', { name: copy.confirm.doneTitle })).toBeVisible();
      await expect(page.getByText(service.title)).toBeVisible();

      const api = await operator(baseURL!);
      const inbox = (await (await api.post('/api/leads/inbox/search', { data: { subscription: 'confirmed', q: address } })).json()) as {
        leads: Array<{ email: string; subscription: string }>;
      };
      expect(inbox.leads).toEqual([expect.objectContaining({ email: address, subscription: 'confirmed' })]);

      // An announcement of the service reaches them, in German, with the one-click headers.
      const text = { subject: `${service.title} ist da`, body: 'Hallo,\n\nes ist so weit.' };
      const request = { service: service.id, copy: { en: text, de: text, tr: text } };
      const sent = await api.post('/api/announcements', { data: { ...request, idempotencyKey: `e2e-first-${service.id}` } });
      expect(sent.status()).toBe(201);
      const announcement = await mailTo(mail.smtp, address, new RegExp(`${service.title} ist da`));
      const head = announcement.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      const oneClickUrl = /^List-Unsubscribe: <([^>]+)>\r?$/m.exec(head)?.[1];
      expect(oneClickUrl).toBeDefined();

      if (scripts) {
        // RFC 8058: the mail provider posts it, with no cookie and no Origin.
        const provider = await playwrightRequest.newContext({ baseURL });
        const res = await provider.post(pathOf(oneClickUrl!), {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          data: 'List-Unsubscribe=One-Click',
        });
        expect(res.status()).toBe(200);
        await provider.dispose();
      } else {
        // The visible link in the message: its page works without scripts.
        const visible = /https?:\/\/\S+\/de\/waitlist\/unsubscribe\?token=[\w-]+/.exec(announcement.parsed.text ?? '')?.[0];
        expect(visible).toBeDefined();
        await page.goto(pathOf(visible!));
        await page.getByRole('button', { name: copy.unsubscribe.button }).click();
        await expect(page.getByRole('heading', { name: copy.unsubscribe.doneTitle })).toBeVisible();
      }

      // No further announcement: nobody left to send it to, and the mail log holds only the one.
      const again = await api.post('/api/announcements', {
        data: { ...request, idempotencyKey: `e2e-again-${service.id}`, confirmRepeat: true },
      });
      expect(again.status()).toBe(409);
      const log = (await (await api.get('/api/mail?limit=200')).json()) as { messages: Array<{ kind: string; recipient: string }> };
      expect(
        log.messages
          .filter((m) => m.recipient === address)
          .map((m) => m.kind)
          .sort(),
      ).toEqual(['announcement', 'waitlistConfirm']);
      expect(mail.smtp.received.filter((m) => m.envelope.includes(address))).toHaveLength(2);
      await api.dispose();
    });
  });
}
