import type { MailKind } from '@zk/data';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/engine/schema.ts';
import { enqueueOutboxItems } from '../db/engine/outbox-enqueue.ts';
import type { OutboxEngine } from '../outbox/outbox-engine.ts';
import type { NewOutboxItem } from '../outbox/outbox-types.ts';
import type { MailComposer } from './mail-composer.ts';
import { mailOutboxKey, type MailStore, type NewMail } from './mail-store.ts';

export interface MailServiceDeps {
  store: MailStore;
  composer: MailComposer;
  outbox: Pick<OutboxEngine, 'enqueue' | 'kick' | 'retry'>;
  /** False without `SMTP_URL`: messages are stored (kept) and never queued. */
  transport: boolean;
  now: () => number;
}

/** The mail lane's order: a visitor's confirmation before the operator's notices, both before a bulk announcement. */
export const mailPriority: Record<MailKind, number> = { waitlistConfirm: 0, leadNotification: 1, announcement: 2 };

/**
 * At most this many messages to one address in any hour are queued; more are kept (listed in the mail log,
 * never sent), so a flood of sign-ups cannot fill the lane with mail to one address. Announcements, which
 * the operator sends on purpose, one per waitlister, are always queued.
 */
export const recipientLimit = { messages: 20, perMs: 60 * 60 * 1000 } as const;

const sendItem = (mail: NewMail, id: number): NewOutboxItem => ({
  destination: 'mail',
  action: 'send',
  idempotencyKey: mailOutboxKey(id),
  lead: mail.lead,
  payload: { mailId: id },
  priority: mailPriority[mail.kind],
});

/**
 * Every e-mail the server writes goes through `queue`, inside the transaction of its cause: the message is
 * stored with its Message-ID and, with a transport, its outbox item (`mail:<id>`, erased with its lead).
 * Without `SMTP_URL`, or beyond {@link recipientLimit}, it is only stored: status `kept`, readable in the
 * admin's mail log, never sent, also not later when `SMTP_URL` is set.
 */
export function mailService({ store, composer, outbox, transport, now }: MailServiceDeps) {
  return {
    transport,
    store,
    /** Call inside the transaction `trx` that stores the message's cause; `kick()` after it committed. */
    async queue(trx: Kysely<Schema>, mail: NewMail): Promise<number> {
      const at = now();
      const stored = store.in(trx);
      const held =
        mail.kind !== 'announcement' && (await stored.countTo(mail.recipient, at - recipientLimit.perMs)) >= recipientLimit.messages;
      const id = await stored.add(mail, at);
      if (transport && !held) await outbox.enqueue(trx, sendItem(mail, id));
      return id;
    },
    /** An announcement's messages, stored and queued in bulk inside `trx` (no per-recipient limit: see {@link recipientLimit}). */
    async queueAll(trx: Kysely<Schema>, mails: readonly NewMail[]): Promise<void> {
      const at = now();
      const ids = await store.in(trx).addAll(mails, at);
      if (transport)
        await enqueueOutboxItems(
          trx,
          mails.map((mail, i) => sendItem(mail, ids[i]!)),
          at,
        );
    },
    kick: () => outbox.kick('mail'),
    /** The message as it reads (its lead's current fields and links), or null when there is none. */
    async preview(id: number) {
      const mail = await store.get(id);
      if (!mail) return null;
      const composed = await composer.compose(mail, { preview: true });
      if (mail.subject === null) await store.rememberSubject(id, composed.subject);
      return composed;
    },
    /** Puts a failed message back in the queue; false unless it failed. */
    async retry(id: number): Promise<boolean> {
      if ((await store.entry(id))?.status !== 'failed') return false;
      const item = await store.outboxIdOf(id);
      if (item === null || !(await outbox.retry(item))) return false;
      outbox.kick('mail');
      return true;
    },
  };
}

export type MailService = ReturnType<typeof mailService>;
