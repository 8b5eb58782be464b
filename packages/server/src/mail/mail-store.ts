import { randomUUID } from 'node:crypto';
import type { Language, MailKind, MailLogEntry, MailStatus } from '@zk/data';
import type { Db } from '../db/database.ts';
import type { LeadRef } from '../db/lead-inbox-repo.ts';

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
  language: Language;
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
  status: 'pending' | 'sending' | 'sent' | 'failed' | null;
  attempts: number | null;
  last_error: string | null;
  sent_at: number | null;
}

const toMail = (row: Row): StoredMail => ({
  id: row.id,
  kind: row.kind,
  language: row.language,
  recipient: row.recipient,
  messageId: row.message_id,
  lead: row.lead_kind && row.lead_id ? { kind: row.lead_kind, id: row.lead_id } : null,
  announcementId: row.announcement_id,
  content: JSON.parse(row.content) as Record<string, unknown>,
  subject: row.subject,
  createdAt: row.created_at,
});

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
  language: row.language,
  createdAt: new Date(row.created_at).toISOString(),
  sentAt: iso(row.sent_at),
  error: row.last_error,
  attempts: row.attempts ?? 0,
  messageId: row.message_id,
  announcementId: row.announcement_id === null ? null : String(row.announcement_id),
});

const statusSql: Record<MailStatus, string> = {
  kept: 'o.id IS NULL',
  queued: "o.status = 'pending'",
  sending: "o.status = 'sending'",
  sent: "o.status = 'sent'",
  failed: "o.status = 'failed'",
};

/**
 * The `mail_messages` table: every e-mail the server composed, sent or kept. The Message-ID is made
 * when the message is stored, before any attempt, so every attempt carries the same one.
 */
export function mailStore(db: Db, messageDomain: string) {
  const insert = db.prepare<[string, string, string, string, string | null, string | null, number | null, string, number]>(
    `INSERT INTO mail_messages (kind, language, recipient, message_id, lead_kind, lead_id, announcement_id, content, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byId = db.prepare<[number], Row>('SELECT * FROM mail_messages WHERE id = ?');
  const setSubject = db.prepare<[string, number]>('UPDATE mail_messages SET subject = ? WHERE id = ?');
  const logSelect = `SELECT m.*, o.status, o.attempts, o.last_error, o.sent_at FROM mail_messages m
    LEFT JOIN outbox o ON o.idempotency_key = 'mail:' || m.id`;
  const listed = new Map<string, ReturnType<typeof db.prepare<[number, number], LogRow>>>();
  const list = (status: MailStatus | undefined) => {
    const key = status ?? 'all';
    if (!listed.has(key)) {
      const where = status ? `AND ${statusSql[status]}` : '';
      listed.set(key, db.prepare<[number, number], LogRow>(`${logSelect} WHERE m.id < ? ${where} ORDER BY m.id DESC LIMIT ?`));
    }
    return listed.get(key)!;
  };
  const entry = db.prepare<[number], LogRow>(`${logSelect} WHERE m.id = ?`);
  const counts = db.prepare<[number], { status: string | null; n: number }>(
    `SELECT o.status AS status, count(*) AS n FROM mail_messages m LEFT JOIN outbox o ON o.idempotency_key = 'mail:' || m.id
     WHERE m.announcement_id = ? GROUP BY o.status`,
  );

  const outboxId = db.prepare<[string], { id: number }>('SELECT id FROM outbox WHERE idempotency_key = ?');
  const sentTo = db.prepare<[string, number], { n: number }>(
    'SELECT count(*) AS n FROM mail_messages WHERE recipient = ? COLLATE NOCASE AND created_at > ?',
  );
  const confirmationHeld = db.prepare<[string, number], { one: number }>(
    `SELECT 1 AS one FROM mail_messages m LEFT JOIN outbox o ON o.idempotency_key = 'mail:' || m.id
     WHERE m.recipient = ? COLLATE NOCASE AND m.kind = 'waitlistConfirm' AND (m.created_at > ? OR o.status IN ('pending', 'sending'))
     LIMIT 1`,
  );
  return {
    /** Messages stored for this address (any case) after `since` (ms), sent or not. */
    countTo: (recipient: string, since: number): number => sentTo.get(recipient.trim(), since)?.n ?? 0,
    /** Whether a confirmation to this address (any case) was stored after `since` or still waits to be sent. */
    confirmationHeld: (recipient: string, since: number): boolean => confirmationHeld.get(recipient.trim(), since) !== undefined,
    /** The outbox item sending this message, or null (kept). */
    outboxIdOf: (id: number): number | null => outboxId.get(mailOutboxKey(id))?.id ?? null,
    /** Stores a message (inside the transaction of its cause); returns its id. */
    add(mail: NewMail, at: number): number {
      const messageId = `<${randomUUID()}@${messageDomain}>`;
      const { lastInsertRowid } = insert.run(
        mail.kind,
        mail.language,
        mail.recipient,
        messageId,
        mail.lead?.kind ?? null,
        mail.lead?.id ?? null,
        mail.announcementId ?? null,
        JSON.stringify(mail.content ?? {}),
        at,
      );
      return Number(lastInsertRowid);
    },
    get(id: number): StoredMail | null {
      const row = byId.get(id);
      return row ? toMail(row) : null;
    },
    rememberSubject: (id: number, subject: string) => void setSubject.run(subject, id),
    /** Newest first, below `before` (an id). */
    list(status: MailStatus | undefined, before: number | undefined, limit: number): MailLogEntry[] {
      return list(status)
        .all(before ?? Number.MAX_SAFE_INTEGER, limit)
        .map(toEntry);
    },
    entry(id: number): MailLogEntry | null {
      const row = entry.get(id);
      return row ? toEntry(row) : null;
    },
    /** An announcement's messages by outcome. */
    announcementCounts(announcementId: number): { delivered: number; failed: number; pending: number } {
      const result = { delivered: 0, failed: 0, pending: 0 };
      for (const { status, n } of counts.all(announcementId)) {
        if (status === 'sent') result.delivered += n;
        else if (status === 'failed') result.failed += n;
        else result.pending += n;
      }
      return result;
    },
  };
}

export type MailStore = ReturnType<typeof mailStore>;
