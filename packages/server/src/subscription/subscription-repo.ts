import type { Kysely } from 'kysely';
import type { Engine } from '../db/engine/engine-types.ts';
import type { Schema } from '../db/engine/schema.ts';

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
  confirm_sent_at: number | string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

const toEntry = (row: Row): SubscriptionEntry => ({
  id: row.id,
  services: JSON.parse(row.services) as string[],
  confirmSentAt: row.confirm_sent_at === null ? null : Number(row.confirm_sent_at),
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
});

/**
 * The double opt-in's columns of `waitlist_entries` (migration 10) on either engine: on the engine's pool,
 * or inside a transaction with `in(trx)` (links are issued in the transaction that stores the entry).
 */
export function subscriptionRepo(engine: Pick<Engine, 'db' | 'sql'>) {
  const { equalsIgnoringCase } = engine.sql;
  const over = (db: Kysely<Schema>) => {
    const entries = () =>
      db.selectFrom('waitlist_entries').select(['id', 'services', 'confirm_sent_at', 'confirmed_at', 'unsubscribed_at']);
    const one = async (column: 'id' | 'confirm_token_hash' | 'unsubscribe_token_hash', value: string) => {
      const row = await entries().where(column, '=', value).executeTakeFirst();
      return row ? toEntry(row) : null;
    };
    return {
      /** Whether any waitlist entry of this address unsubscribed. */
      async unsubscribedEmail(email: string): Promise<boolean> {
        const row = await db
          .selectFrom('waitlist_entries')
          .select('id')
          .where(equalsIgnoringCase('email', email.trim()))
          .where('unsubscribed_at', 'is not', null)
          .limit(1)
          .executeTakeFirst();
        return row !== undefined;
      },
      /** Records the hashes of a new entry's links (inside the transaction that stores it). */
      async issue(id: string, issuedAt: number, confirmHash: string, unsubscribeHash: string): Promise<void> {
        await db
          .updateTable('waitlist_entries')
          .set({ confirm_token_hash: confirmHash, confirm_sent_at: issuedAt, unsubscribe_token_hash: unsubscribeHash })
          .where('id', '=', id)
          .execute();
      },
      byConfirmHash: (hash: string) => one('confirm_token_hash', hash),
      byUnsubscribeHash: (hash: string) => one('unsubscribe_token_hash', hash),
      get: (id: string) => one('id', id),
      /** True when this call confirmed it (false: confirmed before, or unsubscribed). */
      async confirm(id: string, at: string): Promise<boolean> {
        const result = await db
          .updateTable('waitlist_entries')
          .set({ confirmed_at: at })
          .where('id', '=', id)
          .where('confirmed_at', 'is', null)
          .where('unsubscribed_at', 'is', null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      },
      /** True when this call unsubscribed it; it also retires the confirmation link, so an old e-mail cannot subscribe the address again. */
      async unsubscribe(id: string, at: string): Promise<boolean> {
        const result = await db
          .updateTable('waitlist_entries')
          .set({ unsubscribed_at: at, confirm_token_hash: null })
          .where('id', '=', id)
          .where('unsubscribed_at', 'is', null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      },
    };
  };
  return Object.assign(over(engine.db), { in: over });
}

export type SubscriptionRepo = ReturnType<typeof subscriptionRepo>;
