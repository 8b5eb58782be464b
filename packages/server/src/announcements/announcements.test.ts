import { announcementRepeatMinutes, type AnnouncementAudience, type AnnouncementRecord, type MailLog } from '@zk/data';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { sourceEmailRenderer } from '../../test-support/email-renderer.ts';
import { testSmtp } from '../../test-support/smtp.ts';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import { tempDir, storedLinkTokens } from '../../test-support/helpers.ts';

const wait = { timeout: 60_000, interval: 20 };
const copy = {
  en: { subject: 'Telegram Bot is live', body: 'Hello,\n\nit is here.' },
  de: { subject: 'Telegram Bot ist da', body: 'Hallo,\n\nes ist so weit.' },
  tr: { subject: 'Telegram Bot yayında', body: 'Merhaba,\n\nhazır.' },
};

/** A post as the console's composer makes it: its own idempotency key. */
const composed = (extra: Record<string, unknown> = {}) => ({ service: 'telegram', copy, idempotencyKey: randomUUID(), ...extra });

async function setup(smtpUrl: string | null) {
  const dataDir = tempDir();
  const api = await testApi({
    dataDir,
    config: {
      dataDir,
      formRateLimitPerMinute: 1000,
      mail: { smtpUrl, from: 'ZK <hello@zk.example>', ratePerSecond: 100, notifyEmail: null, notifyLanguage: 'en' },
    },
    deps: { emailRenderer: sourceEmailRenderer() },
  });
  const tokens = await storedLinkTokens(dataDir);
  const form = (path: string, token: string, origin: string | null = siteOrigin) =>
    api.app.request(`${siteOrigin}${path}`, {
      method: 'POST',
      headers: { ...(origin ? { Origin: origin } : {}), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    });
  /** A waitlister who joined with consent and, unless told otherwise, confirmed. */
  const join = async (email: string, language: string, services: string[], confirm = true) => {
    const res = await api.call('/api/submissions/waitlist', {
      json: { fullName: email.split('@')[0], email, consent: true, services, language },
    });
    const { id } = (await res.json()) as { id: string };
    if (confirm) expect((await form(`/${language}/waitlist/confirm`, tokens.confirm(id, api.clock.now))).status).toBe(200);
    return id;
  };
  return { api, dataDir, tokens, form, join };
}

describe('launch announcements', () => {
  it('go to confirmed, subscribed waitlisters of the service, each in their language, never to the unsubscribed or those who never consented', async () => {
    const smtp = await testSmtp();
    const { api, dataDir, tokens, form, join } = await setup(smtp.url);
    await join('ada@example.com', 'en', ['telegram', 'instagram']);
    await join('jurgen@example.com', 'de', ['telegram']);
    await join('ayse@example.com', 'tr', ['telegram']);
    await join('other@example.com', 'de', ['instagram']);
    await join('later@example.com', 'de', ['telegram'], false);
    const gone = await join('gone@example.com', 'en', ['telegram']);
    expect((await form('/en/waitlist/unsubscribe', tokens.unsubscribe(gone), null)).status).toBe(200);
    const legacy = await join('legacy@example.com', 'en', ['telegram']);
    const db = openDatabase(dataDir);
    db.prepare('UPDATE waitlist_entries SET consent_version = NULL WHERE id = ?').run(legacy);
    db.close();
    await api.signIn();
    // The confirmation e-mails have gone (or, for the one who unsubscribed at once, will never go).
    const mailDepth = async () =>
      (
        (await (await api.call('/api/outbox?destination=mail')).json()) as { destinations: Array<{ destination: string; depth: number }> }
      ).destinations.find((d) => d.destination === 'mail')?.depth;
    await vi.waitFor(async () => expect(await mailDepth()).toBe(0), wait);
    const before = smtp.received.length;
    expect(before).toBeGreaterThanOrEqual(6);
    const audience = (await (await api.call('/api/announcements/audience?service=telegram')).json()) as AnnouncementAudience;
    expect(audience).toEqual({ service: 'telegram', counts: { en: 1, de: 1, tr: 1 }, total: 3 });
    expect((await api.call('/api/announcements/audience?service=fax')).status).toBe(422);
    const template = (await (await api.call('/api/announcements/template?service=telegram')).json()) as typeof copy;
    expect(template.de.subject).toContain('Telegram');

    expect((await api.call('/api/announcements', { json: composed({ copy: { ...copy, tr: { subject: '', body: '' } } }) })).status).toBe(
      422,
    );
    const sent = await api.call('/api/announcements', { json: composed() });
    expect(sent.status).toBe(201);
    const { announcement } = (await sent.json()) as { announcement: AnnouncementRecord };
    expect(announcement).toMatchObject({
      service: 'telegram',
      createdBy: 'op@example.com',
      recipients: 3,
      perLanguage: { en: 1, de: 1, tr: 1 },
    });

    await smtp.waitFor(before + 3);
    const announced = smtp.received.slice(before);
    expect(Object.fromEntries(announced.map((m) => [m.envelope[0], m.parsed.subject]))).toEqual({
      'ada@example.com': copy.en.subject,
      'jurgen@example.com': copy.de.subject,
      'ayse@example.com': copy.tr.subject,
    });
    for (const mail of announced) {
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
      expect(mail.parsed.text).toMatch(/\/waitlist\/unsubscribe\?token=/);
    }
    await vi.waitFor(async () => {
      const { announcements } = (await (await api.call('/api/announcements')).json()) as { announcements: AnnouncementRecord[] };
      expect(announcements).toEqual([
        expect.objectContaining({
          id: announcement.id,
          recipients: 3,
          delivered: 3,
          failed: 0,
          pending: 0,
          subjects: { en: copy.en.subject, de: copy.de.subject, tr: copy.tr.subject },
        }),
      ]);
    }, wait);

    // One of them unsubscribes with one click: the next announcement does not reach them.
    const ada = announced.find((m) => m.envelope[0] === 'ada@example.com')!;
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(ada.raw.replace(/\r\n[ \t]+/g, ' ').replaceAll('\r', ''))![1]!;
    expect(
      (
        await api.app.request(link, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(200);
    const again = await api.call('/api/announcements', { json: composed({ confirmRepeat: true }) });
    expect(((await again.json()) as { announcement: AnnouncementRecord }).announcement.recipients).toBe(2);
    await smtp.waitFor(before + 5);
    expect(
      smtp.received
        .slice(before + 3)
        .map((m) => m.envelope[0])
        .sort(),
    ).toEqual(['ayse@example.com', 'jurgen@example.com']);
  });

  it('sends once for a repeated post, and the same copy again within minutes only when the operator confirms it', async () => {
    const smtp = await testSmtp();
    const { api, join } = await setup(smtp.url);
    await join('ada@example.com', 'en', ['telegram']);
    await join('jurgen@example.com', 'de', ['telegram']);
    await smtp.waitFor(2);
    await api.signIn();
    const announced = async () =>
      ((await (await api.call('/api/mail?limit=200')).json()) as MailLog).messages.filter((m) => m.kind === 'announcement').length;
    const post = async (body: unknown) => {
      const res = await api.call('/api/announcements', { json: body });
      return { status: res.status, body: (await res.json()) as { announcement?: AnnouncementRecord; error?: { code: string } } };
    };

    // The same post twice at once (a double click, a retry after a lost answer): one announcement, the same answer.
    const first = composed();
    const [a, b] = await Promise.all([post(first), post(first)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.announcement).toEqual(a.body.announcement);
    // A new key for the same service and copy 26 ms later: refused, nothing queued.
    api.clock.now += 26;
    const repeat = await post(composed());
    expect(repeat).toMatchObject({ status: 409, body: { error: { code: 'repeat_announcement' } } });
    expect(await announced()).toBe(2);
    await smtp.waitFor(4);
    await vi.waitFor(async () => {
      const { announcements } = (await (await api.call('/api/announcements')).json()) as { announcements: AnnouncementRecord[] };
      expect(announcements.map((row) => [row.id, row.delivered])).toEqual([[a.body.announcement!.id, 2]]);
    }, wait);
    expect(smtp.received).toHaveLength(4);

    // Other copy goes; the same copy goes when the operator confirms it again.
    expect((await post(composed({ copy: { ...copy, en: { subject: 'Telegram Bot: one more thing', body: 'Hi' } } }))).status).toBe(201);
    const confirmed = await post(composed({ confirmRepeat: true }));
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.announcement!.id).not.toBe(a.body.announcement!.id);
    expect(await announced()).toBe(6);
    // After the window, the same copy goes without asking again.
    api.clock.now += announcementRepeatMinutes * 60_000 + 1;
    await api.signIn();
    expect((await post(composed())).status).toBe(201);
    expect(await announced()).toBe(8);
  });

  it('refuses to send to nobody, and only for the operator from our origin', async () => {
    const { api } = await setup(null);
    expect((await api.call('/api/announcements', { json: composed() })).status).toBe(401);
    await api.signIn();
    expect((await api.call('/api/announcements', { json: composed() })).status).toBe(409);
    const forged = await api.app.request(`${siteOrigin}/api/announcements`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify(composed()),
    });
    expect(forged.status).toBe(403);
  });

  it('keeps a draft per operator on the server, across the session’s expiry', async () => {
    const { api, join } = await setup(null);
    await join('ada@example.com', 'en', ['telegram']);
    await api.signIn();
    expect(await (await api.call('/api/announcements/draft')).json()).toEqual({ draft: null, updatedAt: null });
    const draft = { service: 'telegram', copy: { ...copy, tr: { subject: 'Yarım', body: '' } } };
    const saved = await api.call('/api/announcements/draft', { method: 'PUT', json: draft });
    expect(saved.status).toBe(200);
    api.clock.now += 6 * 60_000; // the 5-minute session is over
    expect((await api.call('/api/announcements/draft')).status).toBe(401);
    await api.signIn();
    expect(await (await api.call('/api/announcements/draft')).json()).toEqual({ draft, updatedAt: expect.any(String) });
    expect((await api.call('/api/announcements/draft', { method: 'PUT', json: { service: 'fax', copy } })).status).toBe(422);
    // Sending it removes it.
    expect((await api.call('/api/announcements', { json: composed() })).status).toBe(201);
    expect(await (await api.call('/api/announcements/draft')).json()).toEqual({ draft: null, updatedAt: null });
    const log = (await (await api.call('/api/mail?status=kept')).json()) as MailLog;
    expect(log.messages.filter((m) => m.kind === 'announcement').map((m) => [m.recipient, m.status])).toEqual([
      ['ada@example.com', 'kept'],
    ]);
  });
});
