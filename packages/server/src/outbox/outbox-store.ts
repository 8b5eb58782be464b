import type { LeadKind } from '@zk/data';
import type { Db } from '../db/database.ts';
import type { LeadRef, NewOutboxItem, OutboxStatus, StoredItem } from './outbox-types.ts';

interface Row {
  id: number;
  destination: string;
  action: string;
  idempotency_key: string;
  lead_kind: LeadKind | null;
  lead_id: string | null;
  payload: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  last_attempt_at: number | null;
  last_error: string | null;
  send_alone: number;
  possible_duplicate: number;
  lead_erased: number;
  external_id: string | null;
  created_at: number;
  sent_at: number | null;
}

const toItem = (row: Row): StoredItem => ({
  id: row.id,
  destination: row.destination,
  action: row.action,
  idempotencyKey: row.idempotency_key,
  lead: row.lead_kind && row.lead_id ? { kind: row.lead_kind, id: row.lead_id } : null,
  payload: row.payload === null ? null : (JSON.parse(row.payload) as unknown),
  status: row.status,
  attempts: row.attempts,
  possibleDuplicate: row.possible_duplicate === 1,
  externalId: row.external_id,
  createdAt: row.created_at,
  sendAlone: row.send_alone === 1,
  leadErased: row.lead_erased === 1,
  nextAttemptAt: row.next_attempt_at,
  lastAttemptAt: row.last_attempt_at,
  lastError: row.last_error,
  sentAt: row.sent_at,
  leadName: null,
  leadEmail: null,
});

/**
 * The `outbox` table's synchronous writes, run inside the caller's SQLite transaction: queueing with a
 * lead (the lead's own transaction) and an erasure's marks. The engine's work (claims, outcomes, the
 * operator's list) is on the data layer: `db/engine/outbox-store.ts`.
 */
export function outboxStore(db: Db) {
  const insert = db.prepare<[string, string, string, string | null, string | null, string | null, number, number, number]>(
    `INSERT OR IGNORE INTO outbox (destination, action, idempotency_key, lead_kind, lead_id, payload, next_attempt_at, created_at, priority)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const remove = db.prepare<[number]>('DELETE FROM outbox WHERE id = ?');
  const ofLead = db.prepare<[string, LeadKind], Row>('SELECT * FROM outbox WHERE lead_id = ? AND lead_kind = ?');
  const eraseInFlight = db.prepare<[number]>(`UPDATE outbox SET lead_erased = 1, payload = NULL WHERE id = ?`);
  const keepAsNote = db.prepare<[string, number]>(
    `UPDATE outbox SET status = 'failed', payload = NULL, lead_erased = 1, last_error = ?, claimed_by = NULL, lease_until = NULL WHERE id = ?`,
  );

  return {
    /** Queues an item (inside the transaction that stores its cause); false when its key was queued before. */
    enqueue(item: NewOutboxItem, at: number): boolean {
      const payload = item.payload === undefined || item.payload === null ? null : JSON.stringify(item.payload);
      return (
        insert.run(
          item.destination,
          item.action,
          item.idempotencyKey,
          item.lead?.kind ?? null,
          item.lead?.id ?? null,
          payload,
          at + (item.delayMs ?? 0),
          at,
          item.priority ?? 0,
        ).changes > 0
      );
    },
    remove: (id: number) => void remove.run(id),
    ofLead: (lead: LeadRef): StoredItem[] => ofLead.all(lead.id, lead.kind).map(toItem),
    markLeadErased: (id: number) => void eraseInFlight.run(id),
    /** Keeps an erased lead's item whose earlier attempt may have reached the receiver, as a failed note without payload. */
    keepAsErasedNote: (id: number, note: string) => void keepAsNote.run(note, id),
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;

/** Left on an erased lead's item when a copy may exist at the receiver and we cannot know its id. */
export const unknownCopyNote =
  'The lead was erased, but an earlier request for it went unanswered (a timeout, a dropped connection or a restart): a copy may exist at the receiver. Check there and delete it.';
