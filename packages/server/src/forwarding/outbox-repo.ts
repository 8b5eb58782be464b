import type { Language, WaitlistServiceName } from '@zk/data';
import type { Db } from '../db/database.ts';

export type ForwardKind = 'contact' | 'waitlist';
export type ForwardStatus = 'pending' | 'forwarded' | 'failed';

/** What the forwarder sends: the stored submission, in domain terms. */
export type ForwardPayload =
  | { kind: 'contact'; fullName: string; email: string; inquiry: string }
  | { kind: 'waitlist'; fullName: string; email: string; services: WaitlistServiceName[]; language: Language };

/** One forward as the operator sees it. */
export interface ForwardView {
  submissionId: string;
  kind: ForwardKind;
  status: ForwardStatus;
  attempts: number;
  /** Message of the last failure (SPEC section 8 wording), null when none. */
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  forwardedAt: string | null;
  /** Airtable record id once forwarded. */
  recordId: string | null;
  fullName: string;
  email: string;
}

interface ForwardRow {
  submission_id: string;
  kind: ForwardKind;
  status: ForwardStatus;
  attempts: number;
  next_attempt_at: number;
  last_attempt_at: number | null;
  last_error: string | null;
  record_id: string | null;
  created_at: number;
  forwarded_at: number | null;
  full_name: string;
  email: string;
}

interface PayloadRow {
  kind: ForwardKind;
  full_name: string;
  email: string;
  inquiry: string | null;
  services: string | null;
  language: Language | null;
}

export interface DueForward {
  submissionId: string;
  kind: ForwardKind;
  attempts: number;
}

export interface OutboxRepo {
  /** Queues a submission; call inside the transaction that stores it. */
  enqueue(kind: ForwardKind, submissionId: string): void;
  /** The pending forward due first at `now`, or null. */
  nextDue(now: number): DueForward | null;
  /** When the next pending forward falls due, or null when none is pending. */
  nextDueAt(): number | null;
  payload(submissionId: string): ForwardPayload | null;
  markForwarded(submissionId: string, recordId: string, now: number): void;
  markRetry(submissionId: string, attempts: number, nextAttemptAt: number, error: string, now: number): void;
  markFailed(submissionId: string, attempts: number, error: string, now: number): void;
  /** Puts a failed (or waiting) forward back in the queue, due now; false when there is none. */
  retry(submissionId: string, now: number): boolean;
  retryAllFailed(now: number): number;
  list(status: ForwardStatus): ForwardView[];
  get(submissionId: string): ForwardView | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const viewColumns = `f.submission_id, f.kind, f.status, f.attempts, f.next_attempt_at, f.last_attempt_at, f.last_error,
  f.record_id, f.created_at, f.forwarded_at,
  coalesce(c.full_name, w.full_name, '') AS full_name, coalesce(c.email, w.email, '') AS email
  FROM submission_forwards f
  LEFT JOIN contact_inquiries c ON f.kind = 'contact' AND c.id = f.submission_id
  LEFT JOIN waitlist_entries w ON f.kind = 'waitlist' AND w.id = f.submission_id`;

/** The outbox table (migration 5) and the stored submissions it points at. */
export function outboxRepo(db: Db, now: () => number): OutboxRepo {
  const insert = db.prepare<[string, ForwardKind, number, number]>(
    'INSERT OR IGNORE INTO submission_forwards (submission_id, kind, next_attempt_at, created_at) VALUES (?, ?, ?, ?)',
  );
  const due = db.prepare<[number], { submission_id: string; kind: ForwardKind; attempts: number }>(
    `SELECT submission_id, kind, attempts FROM submission_forwards WHERE status = 'pending' AND next_attempt_at <= ?
     ORDER BY next_attempt_at, created_at LIMIT 1`,
  );
  const dueAt = db.prepare<[], { at: number | null }>(`SELECT min(next_attempt_at) AS at FROM submission_forwards WHERE status = 'pending'`);
  const payload = db.prepare<[string], PayloadRow>(
    `SELECT f.kind, coalesce(c.full_name, w.full_name) AS full_name, coalesce(c.email, w.email) AS email,
       c.inquiry, w.services, w.language
     FROM submission_forwards f
     LEFT JOIN contact_inquiries c ON f.kind = 'contact' AND c.id = f.submission_id
     LEFT JOIN waitlist_entries w ON f.kind = 'waitlist' AND w.id = f.submission_id
     WHERE f.submission_id = ? AND coalesce(c.id, w.id) IS NOT NULL`,
  );
  const forwarded = db.prepare<[string, number, number, string]>(
    `UPDATE submission_forwards SET status = 'forwarded', record_id = ?, forwarded_at = ?, last_attempt_at = ?, attempts = attempts + 1,
       last_error = NULL WHERE submission_id = ?`,
  );
  const retryLater = db.prepare<[number, number, string, number, string]>(
    `UPDATE submission_forwards SET attempts = ?, next_attempt_at = ?, last_error = ?, last_attempt_at = ? WHERE submission_id = ? AND status = 'pending'`,
  );
  const failed = db.prepare<[number, string, number, string]>(
    `UPDATE submission_forwards SET status = 'failed', attempts = ?, last_error = ?, last_attempt_at = ? WHERE submission_id = ? AND status = 'pending'`,
  );
  const retry = db.prepare<[number, string]>(
    `UPDATE submission_forwards SET status = 'pending', next_attempt_at = ? WHERE submission_id = ? AND status IN ('failed', 'pending')`,
  );
  const retryAll = db.prepare<[number]>(`UPDATE submission_forwards SET status = 'pending', next_attempt_at = ? WHERE status = 'failed'`);
  const list = db.prepare<[ForwardStatus], ForwardRow>(`SELECT ${viewColumns} WHERE f.status = ? ORDER BY f.created_at DESC, f.rowid DESC LIMIT 1000`);
  const get = db.prepare<[string], ForwardRow>(`SELECT ${viewColumns} WHERE f.submission_id = ?`);

  const view = (row: ForwardRow): ForwardView => ({
    submissionId: row.submission_id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    createdAt: new Date(row.created_at).toISOString(),
    forwardedAt: iso(row.forwarded_at),
    recordId: row.record_id,
    fullName: row.full_name,
    email: row.email,
  });

  return {
    enqueue(kind, submissionId) {
      const at = now();
      insert.run(submissionId, kind, at, at);
    },
    nextDue(at) {
      const row = due.get(at);
      return row ? { submissionId: row.submission_id, kind: row.kind, attempts: row.attempts } : null;
    },
    nextDueAt: () => dueAt.get()?.at ?? null,
    payload(submissionId) {
      const row = payload.get(submissionId);
      if (!row) return null;
      if (row.kind === 'contact') return { kind: 'contact', fullName: row.full_name, email: row.email, inquiry: row.inquiry ?? '' };
      return {
        kind: 'waitlist',
        fullName: row.full_name,
        email: row.email,
        services: JSON.parse(row.services ?? '[]') as WaitlistServiceName[],
        language: row.language ?? 'en',
      };
    },
    markForwarded(submissionId, recordId, at) {
      forwarded.run(recordId, at, at, submissionId);
    },
    markRetry(submissionId, attempts, nextAttemptAt, error, at) {
      retryLater.run(attempts, nextAttemptAt, error, at, submissionId);
    },
    markFailed(submissionId, attempts, error, at) {
      failed.run(attempts, error, at, submissionId);
    },
    retry: (submissionId, at) => retry.run(at, submissionId).changes > 0,
    retryAllFailed: (at) => retryAll.run(at).changes,
    list: (status) => list.all(status).map(view),
    get(submissionId) {
      const row = get.get(submissionId);
      return row ? view(row) : null;
    },
  };
}
