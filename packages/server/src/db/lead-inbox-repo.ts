import type { InboxLead, LeadKind } from '@zk/data';
import type { Db } from './database.ts';
import { leadColumnsSql, leadTables, toLead, type LeadRef, type LeadRow } from './lead-rows.ts';

export type { LeadFilter, LeadRef } from './lead-rows.ts';

/**
 * What of the leads still runs synchronously on SQLite, inside the transactions of the outbox and the
 * erasure that have not moved to the engine yet (issue 44): reading one lead for the mail composer, and
 * erasing. The inbox's reads are `engine/lead-inbox-store.ts`.
 */
export interface LeadInboxRepo {
  get(kind: LeadKind, id: string): InboxLead | null;
  /** Deletes one lead (the search index follows by trigger). Run inside the erasure's transaction, with its outbox items. */
  erase(kind: LeadKind, id: string): LeadRef[];
  /** Deletes every lead of this address (ASCII case-insensitive). */
  eraseByEmail(email: string): LeadRef[];
  /** Deletes the leads created before `cutoff` (ISO timestamp). */
  purgeCreatedBefore(cutoff: string): LeadRef[];
  /** Deletes the waitlist entries whose confirmation link was issued before `cutoff` (ms) and never used. */
  eraseUnconfirmedBefore(cutoff: number): LeadRef[];
}

export function leadInboxRepo(db: Db): LeadInboxRepo {
  const byId = (kind: LeadKind) => db.prepare<[string], LeadRow>(`SELECT ${leadColumnsSql[kind]} FROM ${leadTables[kind]} t WHERE id = ?`);
  const get = { contact: byId('contact'), waitlist: byId('waitlist') };
  const deleteById = {
    contact: db.prepare<[string], { id: string }>('DELETE FROM contact_inquiries WHERE id = ? RETURNING id'),
    waitlist: db.prepare<[string], { id: string }>('DELETE FROM waitlist_entries WHERE id = ? RETURNING id'),
  };
  const deleteByEmail = {
    contact: db.prepare<[string], { id: string }>('DELETE FROM contact_inquiries WHERE email = ? COLLATE NOCASE RETURNING id'),
    waitlist: db.prepare<[string], { id: string }>('DELETE FROM waitlist_entries WHERE email = ? COLLATE NOCASE RETURNING id'),
  };
  const deleteBefore = {
    contact: db.prepare<[string], { id: string }>('DELETE FROM contact_inquiries WHERE created_at < ? RETURNING id'),
    waitlist: db.prepare<[string], { id: string }>('DELETE FROM waitlist_entries WHERE created_at < ? RETURNING id'),
  };
  const deleteUnconfirmed = db.prepare<[number], { id: string }>(
    'DELETE FROM waitlist_entries WHERE confirmed_at IS NULL AND confirm_sent_at IS NOT NULL AND confirm_sent_at < ? RETURNING id',
  );

  const eraseWith = (remove: (kind: LeadKind) => Array<{ id: string }>) =>
    db
      .transaction(() => (['contact', 'waitlist'] as const).flatMap((kind) => remove(kind).map(({ id }): LeadRef => ({ kind, id }))))
      .immediate();

  return {
    get(kind, id) {
      const row = get[kind].get(id);
      return row ? toLead(row) : null;
    },
    erase: (kind, id) => eraseWith((k) => (k === kind ? deleteById[k].all(id) : [])),
    eraseByEmail: (email) => eraseWith((k) => deleteByEmail[k].all(email.trim())),
    eraseUnconfirmedBefore: (cutoff) => eraseWith((k) => (k === 'waitlist' ? deleteUnconfirmed.all(cutoff) : [])),
    purgeCreatedBefore: (cutoff) => eraseWith((k) => deleteBefore[k].all(cutoff)),
  };
}
