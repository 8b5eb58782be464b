import type { Db } from '../db/database.ts';

/** A waitlist entry as the subscription pages see it: its services (display names) and where it stands. */
export interface SubscriptionEntry {
  id: string;
  services: string[];
  /** When the confirmation link was issued (ms); null for entries from before the double opt-in. */
  confirmSentAt: number | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

interface Row {
  id: string;
  services: string;
  confirm_sent_at: number | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

const toEntry = (row: Row): SubscriptionEntry => ({
  id: row.id,
  services: JSON.parse(row.services) as string[],
  confirmSentAt: row.confirm_sent_at,
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
});

/** The double opt-in's columns of `waitlist_entries` (migration 10). */
export function subscriptionRepo(db: Db) {
  const columns = 'id, services, confirm_sent_at, confirmed_at, unsubscribed_at';
  const issue = db.prepare<[string, number, string, string]>(
    'UPDATE waitlist_entries SET confirm_token_hash = ?, confirm_sent_at = ?, unsubscribe_token_hash = ? WHERE id = ?',
  );
  const byConfirm = db.prepare<[string], Row>(`SELECT ${columns} FROM waitlist_entries WHERE confirm_token_hash = ?`);
  const byUnsubscribe = db.prepare<[string], Row>(`SELECT ${columns} FROM waitlist_entries WHERE unsubscribe_token_hash = ?`);
  const byId = db.prepare<[string], Row>(`SELECT ${columns} FROM waitlist_entries WHERE id = ?`);
  const confirm = db.prepare<[string, string]>(
    'UPDATE waitlist_entries SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL AND unsubscribed_at IS NULL',
  );
  // Unsubscribing also retires the confirmation link, so an old e-mail cannot subscribe the address again.
  const unsubscribe = db.prepare<[string, string]>(
    'UPDATE waitlist_entries SET unsubscribed_at = ?, confirm_token_hash = NULL WHERE id = ? AND unsubscribed_at IS NULL',
  );
  const unsubscribedEmail = db.prepare<[string], { one: number }>(
    'SELECT 1 AS one FROM waitlist_entries WHERE email = ? COLLATE NOCASE AND unsubscribed_at IS NOT NULL LIMIT 1',
  );
  return {
    /** Whether any waitlist entry of this address unsubscribed. */
    unsubscribedEmail: (email: string): boolean => unsubscribedEmail.get(email.trim()) !== undefined,
    /** Records the hashes of a new entry's links (inside the transaction that stores it). */
    issue: (id: string, issuedAt: number, confirmHash: string, unsubscribeHash: string) =>
      void issue.run(confirmHash, issuedAt, unsubscribeHash, id),
    byConfirmHash: (hash: string): SubscriptionEntry | null => {
      const row = byConfirm.get(hash);
      return row ? toEntry(row) : null;
    },
    byUnsubscribeHash: (hash: string): SubscriptionEntry | null => {
      const row = byUnsubscribe.get(hash);
      return row ? toEntry(row) : null;
    },
    get: (id: string): SubscriptionEntry | null => {
      const row = byId.get(id);
      return row ? toEntry(row) : null;
    },
    /** True when this call confirmed it (false: confirmed before, or unsubscribed). */
    confirm: (id: string, at: string): boolean => confirm.run(at, id).changes > 0,
    /** True when this call unsubscribed it. */
    unsubscribe: (id: string, at: string): boolean => unsubscribe.run(at, id).changes > 0,
  };
}

export type SubscriptionRepo = ReturnType<typeof subscriptionRepo>;
