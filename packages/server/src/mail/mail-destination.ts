import nodemailer, { type SendMailOptions } from 'nodemailer';
import { oneClickUnsubscribeBody } from '@zk/data';
import type { Destination, ItemOutcome, OutboxItem } from '../outbox/outbox-types.ts';
import { NotSendable, type ComposedMail, type MailComposer } from './mail-composer.ts';
import type { MailStore } from './mail-store.ts';

export interface MailDestinationOptions {
  /** `SMTP_URL`. */
  smtpUrl: string;
  /**
   * STARTTLS before anything is sent or authenticated, or no mail (`smtpRequiresTls` of `@zk/config`: `smtp://` to
   * a remote host without `SMTP_ALLOW_PLAINTEXT`).
   */
  requireTls: boolean;
  /** `MAIL_FROM`. */
  from: string;
  /** `MAIL_RATE_PER_SECOND`. */
  ratePerSecond: number;
  store: MailStore;
  composer: MailComposer;
  /** SPEC: 10 s for any request to another service. */
  timeoutMs?: number;
}

/** What an SMTP failure means for the message: a 5xx reply is a refusal retrying cannot change; anything else may pass later. */
function outcomeOf(error: unknown): ItemOutcome {
  const { responseCode, response, code, message } = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const text = (response ?? message ?? String(error)).slice(0, 500);
  if (code === 'ETLS')
    return { status: 'retry', error: `The mail server offered no TLS (STARTTLS), so nothing was sent in clear: ${text}` };
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600)
    return { status: 'failed', error: `The mail server refused the message: ${text}` };
  if (typeof responseCode === 'number') return { status: 'retry', error: `The mail server deferred the message: ${text}` };
  return { status: 'retry', error: `The mail server could not be reached (${code ?? 'error'}): ${text}`, unknownOutcome: true };
}

/**
 * Header text that a mail client would not decode again: nodemailer passes printable ASCII as it is, so an
 * encoded-word look-alike (`=?utf-8?b?…?=`, in a name stored before the name rules refused it) would be decoded
 * by the reader's client into whatever it hides. A word joiner after each `=` of `=?` makes nodemailer encode
 * the header, and the reader sees the characters as typed.
 */
export const literalHeaderText = (text: string): string => text.replaceAll('=?', '=\u2060?');

/** The nodemailer message: visitor text is only ever in encoded headers (subject, reply-to name) and the parts. */
export function mailOptions(from: string, mail: ComposedMail): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: literalHeaderText(mail.subject),
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    ...(mail.replyTo ? { replyTo: { name: literalHeaderText(mail.replyTo.name), address: mail.replyTo.address } } : {}),
    ...(mail.unsubscribeUrl
      ? {
          list: { unsubscribe: mail.unsubscribeUrl },
          // RFC 8058: the provider POSTs `List-Unsubscribe=One-Click` to the address above.
          headers: { 'List-Unsubscribe-Post': oneClickUnsubscribeBody },
        }
      : {}),
  };
}

/** SMTP connections kept open to `SMTP_URL`, each carrying one message at a time (nodemailer's pool). */
export const mailConnections = 5;

/**
 * The outbox's `mail` destination: one message per request through nodemailer to `SMTP_URL` (over TLS when
 * `requireTls`: a server without STARTTLS gets nothing, not even the credentials), at most
 * `MAIL_RATE_PER_SECOND`, each attempt bounded by the connection, greeting and socket timeouts (10 s).
 * Messages go over up to {@link mailConnections} pooled connections, one in flight on each, so a new
 * connection's greeting and EHLO no longer cost each message its share of the rate, and a server that
 * hangs on one message holds up only that connection.
 * The Message-ID was stored with the message, so a repeat after a crash carries the same one
 * (`idempotent`: receivers and the test SMTP server drop a repeated Message-ID).
 */
export function mailDestination(options: MailDestinationOptions): Destination {
  const timeoutMs = options.timeoutMs ?? 10_000;
  // One object with the URL: given as a second argument, these would be defaults for each message, not settings.
  const settings = {
    url: options.smtpUrl,
    // The URL's own options win over these keys; the configuration refuses one that turns TLS off (`SMTP_URL`).
    requireTLS: options.requireTls,
    pool: true,
    maxConnections: mailConnections,
    // A message whose connection dropped goes back to the outbox (its back-off, its attempts), not round the pool.
    maxRequeues: 0,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  } as Parameters<typeof nodemailer.createTransport>[0];
  let transport = nodemailer.createTransport(settings);

  async function sendOne(item: OutboxItem, signal: AbortSignal): Promise<ItemOutcome> {
    const { mailId } = item.payload as { mailId: number };
    const stored = await options.store.get(mailId);
    if (!stored) return { status: 'failed', error: 'The message was erased with its lead.' };
    let composed: ComposedMail;
    try {
      composed = await options.composer.compose(stored);
    } catch (error) {
      if (error instanceof NotSendable) return { status: 'failed', error: `Not sent: ${error.message}` };
      return { status: 'retry', error: `The message could not be composed: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (stored.subject === null) await options.store.rememberSubject(stored.id, composed.subject);
    try {
      // The outbox aborts a request it gives up on: the pool then closes that connection and opens another.
      await transport.sendMail({ ...mailOptions(options.from, composed), signal });
      return { status: 'sent', externalId: composed.messageId };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  return {
    name: 'mail',
    rate: { requests: options.ratePerSecond, perMs: 1000 },
    batchSize: 1,
    concurrency: mailConnections,
    timeoutMs,
    idempotent: true,
    send: async (items, signal) => Promise.all(items.map((item) => sendOne(item, signal))),
    describe: (item) => `E-mail #${(item.payload as { mailId?: number } | null)?.mailId ?? '?'}`,
    close() {
      transport.close();
      transport = nodemailer.createTransport(settings);
    },
  };
}
