import type { MailLog } from '@zk/data';
import { describe, expect, it, vi } from 'vitest';
import type { ServerConfig } from '@zk/config';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { sourceEmailRenderer } from '../../test-support/email-renderer.ts';
import { testSmtp, type ReceivedMail } from '../../test-support/smtp.ts';

const wait = { timeout: 60_000, interval: 20 };
const waitlist = { fullName: 'Grace Hopper', email: 'grace@example.com', consent: true, services: ['telegram'], language: 'de' };
const contact = { fullName: 'Jürgen Müller', email: 'jm@example.com', inquiry: 'Ein Angebot, bitte.\r\nBcc: victim@example.com' };

const mailConfig = (smtpUrl: string | null, extra: Partial<NonNullable<ServerConfig['mail']>> = {}): Partial<ServerConfig> => ({
  mail: { smtpUrl, from: 'ZK Automations <hello@zk.example>', ratePerSecond: 50, notifyEmail: null, notifyLanguage: 'en', ...extra },
});

async function setup(config: Partial<ServerConfig>) {
  const dataDir = tempDir();
  const api = await testApi({
    dataDir,
    config: { dataDir, ...config },
    deps: { emailRenderer: sourceEmailRenderer(), outbox: { retryDelaysMs: [40], random: () => 0.99 } },
  });
  const mailLog = async (query = '') => {
    await api.signIn();
    return (await (await api.call(`/api/mail${query}`)).json()) as MailLog;
  };
  return { api, dataDir, mailLog };
}

const linkIn = (mail: ReceivedMail, path: string) =>
  new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.parsed.text ?? '')?.[0];

describe('mail over SMTP', () => {
  it('sends the confirmation with its link and one-click unsubscribe headers, once, with the Message-ID it stored', async () => {
    const smtp = await testSmtp();
    const { api, mailLog } = await setup(mailConfig(smtp.url));
    expect((await api.call('/api/submissions/waitlist', { json: waitlist })).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.parsed.to).toMatchObject({ value: [{ address: 'grace@example.com' }] });
    expect(mail!.parsed.subject).toMatch(/bestätigen/i);
    const confirm = linkIn(mail!, '/de/waitlist/confirm');
    expect(confirm).toBeDefined();
    // RFC 8058: the unsubscribe address in List-Unsubscribe, and the one-click POST announced.
    const head = mail!.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(head)?.[1] ?? '';
    expect(unsubscribe).toMatch(/^http:\/\/localhost:3000\/de\/waitlist\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);

    // The link opens the page that asks (the page renderer is absent in this test: a plain text answer).
    const page = await api.call(new URL(confirm!).pathname + new URL(confirm!).search);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('confirm: ask');

    const log = await mailLog();
    expect(log.transport).toBe(true);
    await vi.waitFor(async () => expect((await mailLog()).messages[0]).toMatchObject({ status: 'sent' }), wait);
    expect((await mailLog()).messages).toEqual([
      expect.objectContaining({
        kind: 'waitlistConfirm',
        status: 'sent',
        recipient: 'grace@example.com',
        language: 'de',
        messageId: mail!.messageId,
        subject: mail!.parsed.subject,
      }),
    ]);
    expect(smtp.received).toHaveLength(1);

    // The mail provider's one-click POST: no cookie, no Origin.
    const oneClick = await api.app.request(unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await mailLog('?status=sent')).messages).toHaveLength(1);
  });

  it('tells the operator of each new lead, the visitor’s text never in a header of its own', async () => {
    const smtp = await testSmtp();
    const { api } = await setup(mailConfig(smtp.url, { notifyEmail: 'owner@zk.example', notifyLanguage: 'de' }));
    expect((await api.call('/api/submissions/contact', { json: contact })).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope).toEqual(['owner@zk.example']);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.raw.split('\r\n\r\n')[0]).not.toMatch(/^bcc:/im);
    expect(mail!.parsed.replyTo?.value).toEqual([{ name: 'Jürgen Müller', address: 'jm@example.com' }]);
    expect(mail!.parsed.text).toContain('Jürgen Müller');
    expect(mail!.parsed.text).toContain('Ein Angebot, bitte.');
    expect(mail!.parsed.text).toMatch(/http:\/\/localhost:3000\/de\/admin\/leads\?lead=contact:/);
  });

  it('keeps every message without SMTP_URL: listed as kept, previewed without scripts, never retried or sent', async () => {
    const { api, mailLog } = await setup(mailConfig(null, { notifyEmail: 'owner@zk.example' }));
    expect((await api.call('/api/submissions/waitlist', { json: waitlist })).status).toBe(201);
    const log = await mailLog();
    expect(log.transport).toBe(false);
    expect(log.messages.map((m) => [m.kind, m.status, m.recipient])).toEqual([
      ['leadNotification', 'kept', 'owner@zk.example'],
      ['waitlistConfirm', 'kept', 'grace@example.com'],
    ]);
    expect(log.messages[1]!.subject).toMatch(/bestätigen/i);
    const preview = await api.call(`/api/mail/${log.messages[1]!.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(preview.headers.get('content-security-policy')).not.toMatch(/script-src/);
    expect(await preview.text()).toContain('/de/waitlist/confirm?token=');
    expect((await api.call(`/api/mail/${log.messages[1]!.id}/retry`, { method: 'POST', json: {} })).status).toBe(404);
    expect((await api.call('/api/mail/999/preview')).status).toBe(404);
  });

  it('masks the token of the confirm link (and any other) in the operator’s preview (issue 50 item 10)', async () => {
    const { api, mailLog } = await setup(mailConfig(null));
    expect((await api.call('/api/submissions/waitlist', { json: waitlist })).status).toBe(201);
    const [confirmation] = (await mailLog()).messages;
    for (const part of ['', '?part=text']) {
      const preview = await (await api.call(`/api/mail/${confirmation!.id}/preview${part}`)).text();
      expect(preview).toContain('/de/waitlist/confirm?token=masked-in-preview');
      expect(preview).not.toMatch(/\?token=(?!masked-in-preview)/);
    }
    const confirm = await api.app.request(`${siteOrigin}/de/waitlist/confirm`, {
      method: 'POST',
      headers: { Origin: siteOrigin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'token=masked-in-preview',
    });
    expect(confirm.status).toBe(404);
  });

  it('answers only the operator, and only from our origin', async () => {
    const { api } = await setup(mailConfig(null));
    expect((await api.call('/api/mail')).status).toBe(401);
    await api.signIn();
    const forged = await api.app.request(`${siteOrigin}/api/mail/1/retry`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(forged.status).toBe(403);
    expect((await api.call('/api/mail?status=lost')).status).toBe(422);
  });

  it('keeps what the SMTP server defers or cannot take, shows it waiting, and delivers it once the server is back', async () => {
    const smtp = await testSmtp();
    const { api, mailLog } = await setup(mailConfig(smtp.url));
    smtp.refuseWith = 451;
    expect((await api.call('/api/submissions/waitlist', { json: waitlist })).status).toBe(201);
    await vi.waitFor(
      async () => expect((await mailLog()).messages[0]).toMatchObject({ status: 'queued', error: expect.stringContaining('451') }),
      wait,
    );
    const outbox = (await (await api.call('/api/outbox?destination=mail')).json()) as {
      destinations: Array<{ destination: string; depth: number }>;
    };
    expect(outbox.destinations.find((d) => d.destination === 'mail')?.depth).toBe(1);

    // Down altogether: connections refused.
    await smtp.close();
    api.clock.now += 60_000;
    await vi.waitFor(async () => expect((await mailLog()).messages[0]?.error).toMatch(/could not be reached/), wait);

    const back = await testSmtp(smtp.port);
    api.clock.now += 60_000;
    await back.waitFor(1);
    await vi.waitFor(async () => expect((await mailLog()).messages[0]).toMatchObject({ status: 'sent', error: null }), wait);
    expect(back.received).toHaveLength(1);
  });

  it('fails a refused message at once, and sends it again when the operator retries it', async () => {
    const smtp = await testSmtp();
    const { api, mailLog } = await setup(mailConfig(smtp.url));
    smtp.refuseWith = 550;
    expect((await api.call('/api/submissions/waitlist', { json: waitlist })).status).toBe(201);
    await vi.waitFor(
      async () => expect((await mailLog()).messages[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('550') }),
      wait,
    );
    smtp.refuseWith = null;
    const id = (await mailLog()).messages[0]!.id;
    const retried = await api.call(`/api/mail/${id}/retry`, { method: 'POST', json: {} });
    expect(retried.status).toBe(200);
    await smtp.waitFor(1);
    await vi.waitFor(async () => expect((await mailLog()).messages[0]).toMatchObject({ status: 'sent' }), wait);
  });

  it('erases a lead’s messages with it, queued or sent', async () => {
    const smtp = await testSmtp();
    const { api, mailLog } = await setup(mailConfig(smtp.url, { notifyEmail: 'owner@zk.example' }));
    smtp.refuseWith = 451;
    const { id } = (await (await api.call('/api/submissions/waitlist', { json: waitlist })).json()) as { id: string };
    await vi.waitFor(async () => expect((await mailLog()).messages.map((m) => m.status)).toEqual(['queued', 'queued']), wait);
    expect((await api.call(`/api/leads/inbox/waitlist/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await mailLog()).messages).toEqual([]);
    const outbox = (await (await api.call('/api/outbox?destination=mail')).json()) as { items: unknown[] };
    expect(outbox.items).toEqual([]);
  });
});
