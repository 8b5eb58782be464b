import type { FormKind, FormRecord } from '@zk/data';
import type { Db } from '../src/db/database.ts';
import { sqliteEngine } from '../src/db/engine/sqlite-engine.ts';
import { submissionsStore } from '../src/db/engine/submissions-store.ts';

/** A lead as a form stores it: its kind and its declaration's record. */
export type StoredLead = { [K in FormKind]: [K, FormRecord<K>] }[FormKind];

/** Stores leads in one transaction, as the forms do (`submissionsStore`); returns their ids in order. */
export function storeLeads(db: Db, leads: readonly StoredLead[], now: () => number = Date.now): Promise<string[]> {
  return sqliteEngine(db)
    .db.transaction()
    .execute(async (trx) => {
      const ids: string[] = [];
      for (const [kind, record] of leads) ids.push(await submissionsStore(trx, now).add(kind, record as FormRecord<typeof kind>));
      return ids;
    });
}
