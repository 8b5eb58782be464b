import type { LeadKind } from '@zk/data';
import type { Db } from '../db/database.ts';
import type { DestinationStats, LeadRef, NewOutboxItem, OutboxItem, OutboxStatus } from './outbox-types.ts';

/** An item with the columns only the engine and the operator's list need. */
export interface StoredItem extends OutboxItem {
  sendAlone: boolean;
  /** Its lead was erased while it was in flight: settle it, then remove it. */
  leadErased: boolean;
  nextAttemptAt: number;
  lastAttemptAt: number | null;
  lastError: string | null;
  sentAt: number | null;
  /** The lead's name and address, while the lead exists (operator's list only). */
  leadName: string | null;
  leadEmail: string | null;
}

/** The operator's filter: `pending` selects items waiting or in flight. */
export interface OutboxFilter {
  destination?: string;
  status: 'pending' | 'sent' | 'failed';
  limit: number;
}

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
  lead_name?: string | null;
  lead_email?: string | null;
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
  leadName: row.lead_name ?? null,
  leadEmail: row.lead_email ?? null,
});

const withLead = `SELECT o.*, coalesce(c.full_name, w.full_name) AS lead_name, coalesce(c.email, w.email) AS lead_email FROM outbox o
  LEFT JOIN contact_inquiries c ON o.lead_kind = 'contact' AND c.id = o.lead_id
  LEFT JOIN waitlist_entries w ON o.lead_kind = 'waitlist' AND w.id = o.lead_id`;

/** The `outbox` table (migration 9). Every method is synchronous: call it inside the caller's transaction where it says so. */
export function outboxStore(db: Db) {
  const insert = db.prepare<[string, string, string, string | null, string | null, string | null, number, number, number]>(
    `INSERT OR IGNORE INTO outbox (destination, action, idempotency_key, lead_kind, lead_id, payload, next_attempt_at, created_at, priority)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const due = db.prepare<[string, number, number], Row>(
    `SELECT * FROM outbox WHERE destination = ? AND status = 'pending' AND next_attempt_at <= ? ORDER BY priority, next_attempt_at, id LIMIT ?`,
  );
  const dueAt = db.prepare<[string], { at: number | null }>(
    `SELECT min(next_attempt_at) AS at FROM outbox WHERE destination = ? AND status = 'pending'`,
  );
  const sending = db.prepare<[number, number]>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, last_attempt_at = ? WHERE id = ? AND status = 'pending'`,
  );
  const byId = db.prepare<[number], Row>('SELECT * FROM outbox WHERE id = ?');
  const sent = db.prepare<[string | null, number, number]>(
    `UPDATE outbox SET status = 'sent', external_id = ?, sent_at = ?, last_error = NULL WHERE id = ? AND status = 'sending'`,
  );
  const retryLater = db.prepare<[number, string, number, number, number]>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, last_error = ?, send_alone = max(send_alone, ?),
       possible_duplicate = max(possible_duplicate, ?) WHERE id = ? AND status = 'sending'`,
  );
  const failed = db.prepare<[string, number, number]>(
    `UPDATE outbox SET status = 'failed', last_error = ?, possible_duplicate = max(possible_duplicate, ?) WHERE id = ? AND status = 'sending'`,
  );
  const remove = db.prepare<[number]>('DELETE FROM outbox WHERE id = ?');
  const recover = db.prepare<[number, number, string, string]>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = min(next_attempt_at, ?), possible_duplicate = max(possible_duplicate, ?),
       last_error = ? WHERE destination = ? AND status = 'sending' AND lead_erased = 0`,
  );
  const erasedInFlight = db.prepare<[string], Row>(`SELECT * FROM outbox WHERE destination = ? AND status = 'sending' AND lead_erased = 1`);
  const recoverErased = db.prepare<[string, string]>(
    `UPDATE outbox SET status = 'failed', possible_duplicate = 1, last_error = ? WHERE destination = ? AND status = 'sending' AND lead_erased = 1`,
  );
  const ofLead = db.prepare<[string, LeadKind], Row>('SELECT * FROM outbox WHERE lead_id = ? AND lead_kind = ?');
  const eraseInFlight = db.prepare<[number]>(`UPDATE outbox SET lead_erased = 1, payload = NULL WHERE id = ?`);
  const keepAsNote = db.prepare<[string, number]>(
    `UPDATE outbox SET status = 'failed', payload = NULL, lead_erased = 1, last_error = ? WHERE id = ?`,
  );
  const retryOne = db.prepare<[number, number]>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ? WHERE id = ? AND status IN ('failed', 'pending') AND lead_erased = 0`,
  );
  const retryAll = db.prepare<[number, string | null, string | null]>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ? WHERE status = 'failed' AND lead_erased = 0 AND (? IS NULL OR destination = ?)`,
  );
  // One status per statement, so the listing index gives the order and the walk stops after `limit` rows.
  const listed = (status: string) =>
    db.prepare<[string | null, string | null, number], Row>(
      `${withLead} WHERE o.status = '${status}' AND (? IS NULL OR o.destination = ?) ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
    );
  const listedBy = { pending: listed('pending'), sending: listed('sending'), sent: listed('sent'), failed: listed('failed') };
  const getView = db.prepare<[number], Row>(`${withLead} WHERE o.id = ?`);
  const stats = db.prepare<[], { destination: string; depth: number; in_flight: number; failed: number; oldest: number | null }>(
    `SELECT destination, sum(status IN ('pending', 'sending')) AS depth, sum(status = 'sending') AS in_flight,
       sum(status = 'failed') AS failed, min(CASE WHEN status IN ('pending', 'sending') THEN created_at END) AS oldest
     FROM outbox WHERE status IN ('pending', 'sending', 'failed') GROUP BY destination ORDER BY destination`,
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
    due: (destination: string, at: number, limit: number): StoredItem[] => due.all(destination, at, limit).map(toItem),
    nextDueAt: (destination: string): number | null => dueAt.get(destination)?.at ?? null,
    /** Marks a batch in flight and counts the attempt; committed before the request goes out. */
    markSending: db.transaction((ids: readonly number[], at: number) => {
      for (const id of ids) sending.run(at, id);
    }),
    get(id: number): StoredItem | null {
      const row = byId.get(id);
      return row ? toItem(row) : null;
    },
    settleSent: (id: number, externalId: string | null, at: number) => void sent.run(externalId, at, id),
    settleRetry(id: number, next: { at: number; error: string; alone: boolean; possibleDuplicate: boolean }) {
      retryLater.run(next.at, next.error, next.alone ? 1 : 0, next.possibleDuplicate ? 1 : 0, id);
    },
    settleFailed: (id: number, error: string, possibleDuplicate: boolean) => void failed.run(error, possibleDuplicate ? 1 : 0, id),
    remove: (id: number) => void remove.run(id),
    /**
     * At start: items still `sending` were in flight when the process stopped. They go out again (flagged
     * when the destination cannot drop a repeat); those whose lead was erased meanwhile cannot, and stay as
     * a failed note for the operator.
     */
    recoverInFlight(destination: string, flagDuplicate: boolean, at: number): number {
      recoverErased.run(unknownCopyNote, destination);
      return recover.run(at, flagDuplicate ? 1 : 0, 'In flight when the server stopped; sent again.', destination).changes;
    },
    /** Items in flight when the process stopped whose lead was erased meanwhile (before `recoverInFlight`). */
    erasedInFlight: (destination: string): StoredItem[] => erasedInFlight.all(destination).map(toItem),
    ofLead: (lead: LeadRef): StoredItem[] => ofLead.all(lead.id, lead.kind).map(toItem),
    markLeadErased: (id: number) => void eraseInFlight.run(id),
    /** Keeps an erased lead's item whose earlier attempt may have reached the receiver, as a failed note without payload. */
    keepAsErasedNote: (id: number, note: string) => void keepAsNote.run(note, id),
    retry: (id: number, at: number): boolean => retryOne.run(at, id).changes > 0,
    retryAllFailed: (at: number, destination?: string): number => retryAll.run(at, destination ?? null, destination ?? null).changes,
    list({ status, destination, limit }: OutboxFilter): StoredItem[] {
      const statements = status === 'pending' ? [listedBy.sending, listedBy.pending] : [listedBy[status]];
      const rows = statements.flatMap((statement) => statement.all(destination ?? null, destination ?? null, limit));
      return rows
        .sort((x, y) => y.created_at - x.created_at || y.id - x.id)
        .slice(0, limit)
        .map(toItem);
    },
    view(id: number): StoredItem | null {
      const row = getView.get(id);
      return row ? toItem(row) : null;
    },
    stats(at: number): DestinationStats[] {
      return stats.all().map((row) => ({
        destination: row.destination,
        depth: row.depth,
        inFlight: row.in_flight,
        failed: row.failed,
        oldestPendingAgeMs: row.oldest === null ? null : Math.max(0, at - row.oldest),
      }));
    },
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;

/** Left on an erased lead's item when a copy may exist at the receiver and we cannot know its id. */
export const unknownCopyNote =
  'The lead was erased, but an earlier request for it went unanswered (a timeout, a dropped connection or a restart): a copy may exist at the receiver. Check there and delete it.';
