import { randomUUID } from 'node:crypto';
import type { Language, MailKind, MailLogEntry, MailStatus } from '@zk/data';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/engine/engine-types.ts';
import type { Schema } from '../db/engine/schema.ts';
import type { OutboxStatus } from '../outbox/outbox-types.ts';
import type { LeadRef } from '../db/lead-rows.ts';

/** One message as stored (migration 11): what it is; its copy and links are composed when it is sent or previewed. */
export interface StoredMail {
  id: number;
  kind: MailKind;
  language: Language;
  recipient: string;
  messageId: string;
  lead: LeadRef | null;
  announcementId: number | null;
  /** The template's own fields that are not read from the lead (an announcement's subject and body). */
  content: Record<string, unknown>;
  subject: string | null;
  createdAt: number;
}

export interface NewMail {
  kind: MailKind;
  language: Language;
  recipient: string;
  lead: LeadRef | null;
  announcementId?: number;
  content?: Record<string, unknown>;
}

interface Row {
  id: number;
  kind: MailKind;
  language: string;
  recipient: string;
  message_id: string;
  lead_kind: 'contact' | 'waitlist' | null;
  lead_id: string | null;
  announcement_id: number | null;
  content: string;
  subject: string | null;
  created_at: number;
}

interface LogRow extends Row {
  status: OutboxStatus | null;
  attempts: number | null;
  last_error: string | null;
  sent_at: number | null;
}

const toMail = (row: Row): StoredMail => ({
  id: Number(row.id),
  kind: row.kind,
  language: row.language as Language,
  recipient: row.recipient,
  messageId: row.message_id,
  lead: row.lead_kind && row.lead_id ? { kind: row.lead_kind, id: row.lead_id } : null,
  announcementId: row.announcement_id,
  content: JSON.parse(row.content) as Record<string, unknown>,
  subject: row.subject,
  createdAt: row.created_at,
});

/** Rows per INSERT when storing many messages (9 parameters each, well within both engines' limits). */
const rowsPerInsert = 500;

/** The outbox item of a message: its idempotency key. */
export const mailOutboxKey = (id: number) => `mail:${id}`;

const statusOf = (row: LogRow): MailStatus => (row.status === null ? 'kept' : row.status === 'pending' ? 'queued' : row.status);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const toEntry = (row: LogRow): MailLogEntry => ({
  id: String(row.id),
  kind: row.kind,
  status: statusOf(row),
  recipient: row.recipient,
  subject: row.subject,
  language: row.language as Language,
  createdAt: new Date(row.created_at).toISOString(),
  sentAt: iso(row.sent_at),
  error: row.last_error,
  attempts: row.attempts ?? 0,
  messageId: row.message_id,
  announcementId: row.announcement_id === null ? null : String(row.announcement_id),
});

/** The outbox status of each mail status (kept: no outbox item). */
const outboxStatusOf: Record<Exclude<MailStatus, 'kept'>, OutboxStatus> = {
  queued: 'pending',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
};

/**
 * The `mail_messages` table on either engine: every e-mail the server composed, sent or kept. The
 * Message-ID is made when the message is stored, before any attempt, so every attempt carries the same
 * one. The store runs on the engine's pool; `in(trx)` is the same store inside a transaction (a message
 * is stored in the transaction of its cause).
 */
export function mailStore(engine: Pick<Engine, 'db' | 'sql'>, messageDomain: string) {
  const { equalsIgnoringCase } = engine.sql;
  const over = (db: Kysely<Schema>) => {
    /** Messages with their outbox items (none: kept). */
    const joined = () =>
      db.selectFrom('mail_messages as m').leftJoin('outbox as o', (join) => join.on(sql<boolean>`o.idempotency_key = 'mail:' || m.id`));
    const withOutbox = () => joined().selectAll('m').select(['o.status', 'o.attempts', 'o.last_error', 'o.sent_at']);
    /** Stores messages, a few hundred per statement (an announcement's); returns their ids in order. */
    async function addAll(mails: readonly NewMail[], at: number): Promise<number[]> {
      const ids: number[] = [];
      for (let start = 0; start < mails.length; start += rowsPerInsert) {
        const rows = mails.slice(start, start + rowsPerInsert).map((mail) => ({
          kind: mail.kind,
          language: mail.language,
          recipient: mail.recipient,
          message_id: `<${randomUUID()}@${messageDomain}>`,
          lead_kind: mail.lead?.kind ?? null,
          lead_id: mail.lead?.id ?? null,
          announcement_id: mail.announcementId ?? null,
          content: JSON.stringify(mail.content ?? {}),
          created_at: at,
        }));
        // Matched by Message-ID: neither engine promises RETURNING in VALUES order.
        const stored = await db.insertInto('mail_messages').values(rows).returning(['id', 'message_id']).execute();
        const idOf = new Map(stored.map((row) => [row.message_id, Number(row.id)]));
        for (const row of rows) ids.push(idOf.get(row.message_id)!);
      }
      return ids;
    }
    return {
      /** Messages stored for this address (any case) after `since` (ms), sent or not. */
      async countTo(recipient: string, since: number): Promise<number> {
        const row = await db
          .selectFrom('mail_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(equalsIgnoringCase('recipient', recipient.trim()))
          .where('created_at', '>', since)
          .executeTakeFirst();
        return Number(row?.n ?? 0);
      },
      /** Whether a confirmation to this address (any case) was stored after `since` or still waits to be sent. */
      async confirmationHeld(recipient: string, since: number): Promise<boolean> {
        const row = await joined()
          .select(sql<number>`1`.as('one'))
          .where(equalsIgnoringCase('m.recipient', recipient.trim()))
          .where('m.kind', '=', 'waitlistConfirm')
          .where((eb) => eb.or([eb('m.created_at', '>', since), eb('o.status', 'in', ['pending', 'sending'])]))
          .limit(1)
          .executeTakeFirst();
        return row !== undefined;
      },
      /** The outbox item sending this message, or null (kept). */
      async outboxIdOf(id: number): Promise<number | null> {
        const row = await db.selectFrom('outbox').select('id').where('idempotency_key', '=', mailOutboxKey(id)).executeTakeFirst();
        return row ? Number(row.id) : null;
      },
      /** Stores a message (inside the transaction of its cause); returns its id. */
      async add(mail: NewMail, at: number): Promise<number> {
        const [id] = await addAll([mail], at);
        return id!;
      },
      addAll,
      async get(id: number): Promise<StoredMail | null> {
        const row = await db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst();
        return row ? toMail(row as Row) : null;
      },
      async rememberSubject(id: number, subject: string): Promise<void> {
        await db.updateTable('mail_messages').set({ subject }).where('id', '=', id).execute();
      },
      /** Newest first, below `before` (an id). */
      async list(status: MailStatus | undefined, before: number | undefined, limit: number): Promise<MailLogEntry[]> {
        let query = withOutbox().where('m.id', '<', before ?? Number.MAX_SAFE_INTEGER);
        if (status === 'kept') query = query.where('o.id', 'is', null);
        else if (status) query = query.where('o.status', '=', outboxStatusOf[status]);
        const rows = await query.orderBy('m.id', 'desc').limit(limit).execute();
        return rows.map((row) => toEntry(row as LogRow));
      },
      async entry(id: number): Promise<MailLogEntry | null> {
        const row = await withOutbox().where('m.id', '=', id).executeTakeFirst();
        return row ? toEntry(row as LogRow) : null;
      },
      /** An announcement's messages by outcome. */
      async announcementCounts(announcementId: number): Promise<{ delivered: number; failed: number; pending: number }> {
        const rows = await joined()
          .select((eb) => ['o.status', eb.fn.countAll<number>().as('n')])
          .where('m.announcement_id', '=', announcementId)
          .groupBy('o.status')
          .execute();
        const result = { delivered: 0, failed: 0, pending: 0 };
        for (const { status, n } of rows) {
          if (status === 'sent') result.delivered += Number(n);
          else if (status === 'failed') result.failed += Number(n);
          else result.pending += Number(n);
        }
        return result;
      },
    };
  };
  return Object.assign(over(engine.db), { in: over });
}

export type MailStore = ReturnType<typeof mailStore>;
