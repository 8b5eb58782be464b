import type { Db } from '../db/database.ts';
import type { OutboxEngine } from '../outbox/outbox-engine.ts';
import type { MailComposer } from './mail-composer.ts';
import { mailOutboxKey, type MailStore, type NewMail } from './mail-store.ts';

export interface MailServiceDeps {
  db: Db;
  store: MailStore;
  composer: MailComposer;
  outbox: Pick<OutboxEngine, 'enqueue' | 'kick' | 'retry'>;
  /** False without `SMTP_URL`: messages are stored (kept) and never queued. */
  transport: boolean;
  now: () => number;
}

/**
 * Every e-mail the server writes goes through `queue`, inside the transaction of its cause: the message is
 * stored with its Message-ID and, with a transport, its outbox item (`mail:<id>`, erased with its lead).
 * Without `SMTP_URL` it is only stored: status `kept`, readable in the admin's mail log, never sent, also
 * not later when `SMTP_URL` is set.
 */
export function mailService({ store, composer, outbox, transport, now }: MailServiceDeps) {
  return {
    transport,
    store,
    /** Call inside the transaction that stores the message's cause; `kick()` after it committed. */
    queue(mail: NewMail): number {
      const id = store.add(mail, now());
      if (transport)
        outbox.enqueue({
          destination: 'mail',
          action: 'send',
          idempotencyKey: mailOutboxKey(id),
          lead: mail.lead,
          payload: { mailId: id },
        });
      return id;
    },
    kick: () => outbox.kick('mail'),
    /** The message as it reads (its lead's current fields and links), or null when there is none. */
    async preview(id: number) {
      const mail = store.get(id);
      if (!mail) return null;
      const composed = await composer.compose(mail, { preview: true });
      if (mail.subject === null) store.rememberSubject(id, composed.subject);
      return composed;
    },
    /** Puts a failed message back in the queue; false unless it failed. */
    retry(id: number): boolean {
      if (store.entry(id)?.status !== 'failed') return false;
      const item = store.outboxIdOf(id);
      if (item === null || !outbox.retry(item)) return false;
      outbox.kick('mail');
      return true;
    },
  };
}

export type MailService = ReturnType<typeof mailService>;
