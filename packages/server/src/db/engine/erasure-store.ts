import type { LeadKind } from '@zk/data';
import type { Kysely } from 'kysely';
import { leadTables, type LeadRef } from '../lead-rows.ts';
import type { EngineSql } from './engine-types.ts';
import type { Schema } from './schema.ts';

const kinds = ['contact', 'waitlist'] as const;

/**
 * Deleting leads on either engine, inside the erasure's transaction (`leads/lead-erasure.ts`), which
 * forgets their outbox items in the same transaction; the search index and their messages follow by
 * trigger. Each returns the leads it deleted, contact inquiries first.
 */
export function erasureStore(engineSql: Pick<EngineSql, 'equalsIgnoringCase'>) {
  const deleted = async (
    trx: Kysely<Schema>,
    which: (kind: LeadKind) => ((query: ReturnType<typeof deleteFrom>) => ReturnType<typeof deleteFrom>) | null,
  ): Promise<LeadRef[]> => {
    const erased: LeadRef[] = [];
    for (const kind of kinds) {
      const narrow = which(kind);
      if (!narrow) continue;
      const rows = await narrow(deleteFrom(trx, kind)).returning('id').execute();
      erased.push(...rows.map(({ id }): LeadRef => ({ kind, id })));
    }
    return erased;
  };
  return {
    /** One lead (none when there is no such lead). */
    erase: (trx: Kysely<Schema>, kind: LeadKind, id: string) =>
      deleted(trx, (k) => (k === kind ? (query) => query.where('id', '=', id) : null)),
    /** Every lead of this address (ASCII case-insensitive). */
    eraseByEmail: (trx: Kysely<Schema>, email: string) =>
      deleted(trx, () => (query) => query.where(engineSql.equalsIgnoringCase('email', email.trim()))),
    /** The leads created before `cutoff` (ISO timestamp). */
    purgeCreatedBefore: (trx: Kysely<Schema>, cutoff: string) => deleted(trx, () => (query) => query.where('created_at', '<', cutoff)),
    /** The waitlist entries whose confirmation link was issued before `cutoff` (ms) and never used. */
    eraseUnconfirmedBefore: (trx: Kysely<Schema>, cutoff: number) =>
      deleted(trx, (kind) =>
        kind === 'waitlist'
          ? (query) =>
              query.where('confirmed_at', 'is', null).where('confirm_sent_at', 'is not', null).where('confirm_sent_at', '<', cutoff)
          : null,
      ),
  };
}

function deleteFrom(trx: Kysely<Schema>, kind: LeadKind) {
  return trx.deleteFrom(leadTables[kind] as 'waitlist_entries');
}

export type ErasureStore = ReturnType<typeof erasureStore>;
