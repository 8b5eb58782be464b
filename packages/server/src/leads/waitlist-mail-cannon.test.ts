import type { MailLog } from '@zk/data';
import { describe, expect, it, vi } from 'vitest';
import type { ServerConfig } from '@zk/config';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import { sourceEmailRenderer } from '../../test-support/email-renderer.ts';
import { storedLinkTokens, tempDir } from '../../test-support/helpers.ts';
import { testSmtp } from '../../test-support/smtp.ts';
import { recipientLimit } from '../mail/mail-service.ts';
import { confirmationWindowMs } from '../subscription/confirmation-gate.ts';

const wait = { timeout: 60_000, interval: 20 };
const hostileName = 'Your account is suspended visit https://evil.test/login now';
const signUp = (email: string, fullName = hostileName) => ({ fullName, email, consent: true, services: ['telegram'], language: 'en' });

async function setup(smtpUrl: string, mail: Partial<NonNullable<ServerConfig['mail']>> = {}) {
  const dataDir = tempDir();
  const api = await testApi({
    dataDir,
    config: {
      dataDir,
      formRateLimitPerMinute: 1000,
      mail: { smtpUrl, from: 'ZK <hello@zk.example>', ratePerSecond: 100, notifyEmail: null, notifyLanguage: 'en', ...mail },
    },
    deps: { emailRenderer: sourceEmailRenderer() },
  });
  const join = async (email: string, fullName?: string) => {
    const res = await api.call('/api/submissions/waitlist', { json: signUp(email, fullName) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const mailLog = async () => {
    await api.signIn();
    return ((await (await api.call('/api/mail?limit=200')).json()) as MailLog).messages;
  };
  const settled = async () => {
    await api.signIn();
    await vi.waitFor(async () => {
      const { destinations } = (await (await api.call('/api/outbox?destination=mail')).json()) as {
        destinations: Array<{ destination: string; depth: number }>;
      };
      expect(destinations.find((d) => d.destination === 'mail')?.depth ?? 0).toBe(0);
    }, wait);
  };
  return { api, dataDir, join, mailLog, settled };
}

describe('the waitlist is no mail cannon', () => {
  it('sends one confirmation for many sign-ups of one address, whatever its case, and the same answer to each', async () => {
    const smtp = await testSmtp();
    const { api, join, mailLog, settled } = await setup(smtp.url);
    const answers = await Promise.all(
      ['victim@example.com', 'Victim@Example.com', 'VICTIM@example.com', 'victim@example.com', 'victim@EXAMPLE.com'].map(async (email) => {
        const res = await api.call('/api/submissions/waitlist', { json: signUp(email) });
        const body = (await res.json()) as Record<string, unknown>;
        return { status: res.status, keys: Object.keys(body).sort() };
      }),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(201);
    await settled();
    // To whichever spelling was stored first: the posts race through the rate limit and the group commit.
    expect(smtp.received.map((m) => m.envelope.map((address) => address.toLowerCase()))).toEqual([['victim@example.com']]);
    expect((await mailLog()).filter((m) => m.kind === 'waitlistConfirm')).toHaveLength(1);

    // Within the window, still nothing more; after it, the next sign-up is confirmed again.
    api.clock.now += confirmationWindowMs - 60_000;
    await join('victim@example.com');
    await settled();
    expect(smtp.received).toHaveLength(1);
    api.clock.now += 2 * 60_000;
    await join('victim@example.com');
    await smtp.waitFor(2);
    await settled();
    expect(smtp.received).toHaveLength(2);
  });

  it('holds a new confirmation while an earlier one to the address is still unsent, however long ago it was queued', async () => {
    const smtp = await testSmtp();
    smtp.refuseWith = 451;
    const { api, join, mailLog } = await setup(smtp.url);
    await join('victim@example.com');
    api.clock.now += 3 * confirmationWindowMs;
    await join('victim@example.com');
    expect((await mailLog()).filter((m) => m.kind === 'waitlistConfirm')).toHaveLength(1);
  });

  it('writes nothing more to an address that unsubscribed, not even the confirmation of a new sign-up', async () => {
    const smtp = await testSmtp();
    const { api, dataDir, join, mailLog, settled } = await setup(smtp.url);
    const first = await join('victim@example.com');
    await smtp.waitFor(1);
    const unsubscribed = await api.app.request(`${siteOrigin}/en/waitlist/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${(await storedLinkTokens(dataDir)).unsubscribe(first)}`,
    });
    expect(unsubscribed.status).toBe(200);
    api.clock.now += 2 * confirmationWindowMs;
    await join('Victim@example.com');
    await join('victim@example.com');
    await settled();
    expect(smtp.received).toHaveLength(1);
    expect((await mailLog()).map((m) => m.kind)).toEqual(['waitlistConfirm']);
  });

  it('greets an unconfirmed address without anything the visitor typed', async () => {
    const smtp = await testSmtp();
    const { join } = await setup(smtp.url);
    await join('victim@example.com');
    const [mail] = await smtp.waitFor(1);
    for (const part of [mail!.parsed.subject ?? '', mail!.parsed.text ?? '', mail!.parsed.html || '', mail!.raw]) {
      expect(part).not.toContain('evil.test');
      expect(part).not.toContain('suspended');
    }
    expect(mail!.parsed.text).toMatch(/^Hello,$/m);
  });

  it('queues at most the per-recipient limit to one address in an hour, keeping the rest', async () => {
    const smtp = await testSmtp();
    const { api, mailLog, settled } = await setup(smtp.url, { notifyEmail: 'owner@zk.example' });
    const inquiry = { fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hello' };
    for (let n = 0; n < recipientLimit.messages + 3; n++)
      expect((await api.call('/api/submissions/contact', { json: inquiry })).status).toBe(201);
    await settled();
    expect(smtp.received).toHaveLength(recipientLimit.messages);
    const statuses = (await mailLog()).map((m) => m.status);
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(recipientLimit.messages);
    expect(statuses.filter((s) => s === 'kept')).toHaveLength(3);
    api.clock.now += recipientLimit.perMs;
    expect((await api.call('/api/submissions/contact', { json: inquiry })).status).toBe(201);
    await smtp.waitFor(recipientLimit.messages + 1);
  });

  it('sends a visitor’s confirmation before the operator’s notices queued ahead of it', async () => {
    const smtp = await testSmtp();
    const { api, join } = await setup(smtp.url, { notifyEmail: 'owner@zk.example', ratePerSecond: 1 });
    const inquiry = { fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hello' };
    for (let n = 0; n < 4; n++) expect((await api.call('/api/submissions/contact', { json: inquiry })).status).toBe(201);
    await join('grace@example.com', 'Grace Hopper');
    const received = await smtp.waitFor(2);
    // The first notice may have gone out before the sign-up arrived; the next message is the confirmation.
    expect(received.slice(0, 2).map((m) => m.envelope[0])).toContain('grace@example.com');
  });
});
