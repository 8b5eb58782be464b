import { describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../outbox/outbox-types.ts';
import type { MailComposer } from './mail-composer.ts';
import { mailConnections, mailDestination } from './mail-destination.ts';
import type { MailStore, StoredMail } from './mail-store.ts';
import { engineFixture } from '../../test-support/outbox-destination.ts';
import { testSmtp } from '../../test-support/smtp.ts';

const injected = 'Eve\r\nBcc: victim@example.com\r\nX-Evil: 1';
const stored: StoredMail = {
  id: 1,
  kind: 'leadNotification',
  language: 'en',
  recipient: 'owner@zk.example',
  messageId: '<fixed@zk.example>',
  lead: { kind: 'contact', id: 'c1' },
  announcementId: null,
  content: {},
  subject: null,
  createdAt: 0,
};
const item = {
  id: 1,
  destination: 'mail',
  action: 'send',
  idempotencyKey: 'mail:1',
  lead: stored.lead,
  payload: { mailId: 1 },
  status: 'sending',
  attempts: 1,
  possibleDuplicate: false,
  externalId: null,
  createdAt: 0,
} satisfies OutboxItem;

/** A destination sending the stored message as `composed` says (subject, Reply-To), through `smtpUrl`; the subjects it remembers. */
function composedDestination(
  smtpUrl: string,
  composed: { subject: string; replyTo?: { name: string; address: string } },
  requireTls = false,
) {
  const subjects: string[] = [];
  const store = {
    get: () => stored,
    rememberSubject: (_id: number, subject: string) => void subjects.push(subject),
  } as unknown as MailStore;
  const composer = {
    compose: async () => ({
      html: '<p>hi</p>',
      text: 'hi',
      to: stored.recipient,
      messageId: stored.messageId,
      unsubscribeUrl: null,
      ...composed,
    }),
  } as unknown as MailComposer;
  const destination = mailDestination({ smtpUrl, requireTls, from: 'ZK <hello@zk.example>', ratePerSecond: 5, store, composer });
  return { destination, subjects };
}

describe('the mail destination', () => {
  it('never lets a line break in a name or subject make a header: the raw message has only our recipient and headers', async () => {
    const smtp = await testSmtp();
    const { destination, subjects } = composedDestination(smtp.url, {
      subject: `New lead: ${injected}`,
      replyTo: { name: injected, address: 'eve@example.com' },
    });
    expect(await destination.send([item], new AbortController().signal)).toEqual([{ status: 'sent', externalId: '<fixed@zk.example>' }]);
    const [mail] = await smtp.waitFor(1);
    const head = mail!.raw.split('\r\n\r\n')[0]!;
    expect(mail!.envelope).toEqual(['owner@zk.example']);
    expect(head).not.toMatch(/^(bcc|x-evil):/im);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.headers.has('x-evil')).toBe(false);
    expect(mail!.parsed.messageId).toBe('<fixed@zk.example>');
    expect(mail!.parsed.replyTo?.value[0]?.address).toBe('eve@example.com');
    expect(subjects).toEqual([`New lead: ${injected}`]);
  });

  it('sends nothing, not even the credentials, to a server without STARTTLS when TLS is required (issue 50 item 3)', async () => {
    const smtp = await testSmtp();
    const send = (requireTls: boolean) =>
      composedDestination(smtp.url.replace('smtp://', 'smtp://user:secret@'), { subject: 'Hello' }, requireTls).destination.send(
        [item],
        new AbortController().signal,
      );
    const [refused] = await send(true);
    expect(refused).toMatchObject({ status: 'retry', error: expect.stringMatching(/^The mail server offered no TLS \(STARTTLS\)/) });
    expect(smtp.attempts).toBe(0);
    expect(smtp.authenticated).toEqual([]);
    expect(await send(false)).toEqual([{ status: 'sent', externalId: '<fixed@zk.example>' }]);
    expect(smtp.authenticated).toEqual(['user']);
  });

  it('keeps an encoded word in a name literal in the Subject and the Reply-To (issue 50 item 6)', async () => {
    const smtp = await testSmtp();
    const hidden = 'Eve\u202e\r\nX-Evil: 1';
    const encoded = `=?utf-8?b?${Buffer.from(hidden).toString('base64')}?=`;
    const { destination } = composedDestination(smtp.url, {
      subject: `New lead: ${encoded}`,
      replyTo: { name: encoded, address: 'eve@example.com' },
    });
    expect(await destination.send([item], new AbortController().signal)).toEqual([{ status: 'sent', externalId: '<fixed@zk.example>' }]);
    const [mail] = await smtp.waitFor(1);
    const shown = (text: string | undefined) => (text ?? '').replaceAll('\u2060', '');
    expect(shown(mail!.parsed.subject)).toBe(`New lead: ${encoded}`);
    expect(shown(mail!.parsed.replyTo?.value[0]?.name)).toBe(encoded);
    expect(mail!.parsed.replyTo?.value[0]?.address).toBe('eve@example.com');
    expect(mail!.parsed.headers.has('x-evil')).toBe(false);
  });
});

/** Messages 1 to `count` through the outbox engine, message n to `recipient(n)`. */
async function queuedMail(smtpUrl: string, count: number, recipient: (n: number) => string) {
  const store = {
    get: (id: number): StoredMail => ({ ...stored, id, recipient: recipient(id), messageId: `<m${id}@zk.example>` }),
    rememberSubject: () => {},
  } as unknown as MailStore;
  const composer = {
    compose: async (mail: StoredMail) => ({
      subject: `Message ${mail.id}`,
      html: '<p>hi</p>',
      text: 'hi',
      to: mail.recipient,
      messageId: mail.messageId,
      unsubscribeUrl: null,
      replyTo: null,
    }),
  } as unknown as MailComposer;
  const destination = mailDestination({
    smtpUrl,
    from: 'ZK <hello@zk.example>',
    ratePerSecond: 50,
    store,
    composer,
    timeoutMs: 60_000,
    requireTls: false,
  });
  const fixture = engineFixture([destination]);
  for (let n = 1; n <= count; n++)
    await fixture.enqueue({ destination: 'mail', action: 'send', idempotencyKey: `mail:${n}`, payload: { mailId: n } });
  fixture.engine.start();
  return fixture;
}

describe('mail over pooled connections', () => {
  it('sends many messages over a few kept-open SMTP connections, not one connection per message', async () => {
    const smtp = await testSmtp();
    await queuedMail(smtp.url, 30, (n) => `visitor${n}@example.com`);
    await smtp.waitFor(30);
    expect(smtp.connections).toBeGreaterThan(0);
    expect(smtp.connections).toBeLessThanOrEqual(mailConnections);
    expect(smtp.received.length / smtp.connections).toBeGreaterThanOrEqual(30 / mailConnections);
  });

  it('lets a server hanging on one message hold up only that connection: the others are delivered meanwhile', async () => {
    const smtp = await testSmtp();
    smtp.hangFor = 'slow@example.com';
    const { row } = await queuedMail(smtp.url, 11, (n) => (n === 1 ? 'slow@example.com' : `visitor${n}@example.com`));
    const delivered = await smtp.waitFor(10);
    expect(delivered.map((mail) => mail.envelope[0])).not.toContain('slow@example.com');
    // The first message is still unanswered: within its 60 s, nothing waited for it.
    await vi.waitFor(() => expect(row(1)).toMatchObject({ status: 'sending' }));
    expect(smtp.attempts).toBe(11);
  });
});
