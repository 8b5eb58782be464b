import { randomUUID } from 'node:crypto';
import type { FormKind, FormRecord } from '@zk/data';
import { sql, type Kysely } from 'kysely';
import { leadTables } from '../lead-rows.ts';
import { columnOf } from '../stored-fields.ts';
import type { Schema } from './schema.ts';

export interface SubmissionsStore {
  /** Stores a form's record (its declaration's `toRecord`); returns the new lead's id. */
  add<K extends FormKind>(kind: K, record: FormRecord<K>): Promise<string>;
}

/** Lists are stored as JSON. */
const cellOf = (value: unknown) => (Array.isArray(value) ? JSON.stringify(value) : value);

/**
 * `submissions-repo.ts` on either engine (or in one of its transactions): each key of the record is a
 * column, and a lead's `created_at` is never earlier than the newest of its table, so `seq` order is time
 * order for the inbox's search on SQLite.
 */
export function submissionsStore(db: Kysely<Schema>, now: () => number): SubmissionsStore {
  return {
    async add(kind, record) {
      const id = randomUUID();
      const table = sql.table(leadTables[kind]);
      const entries = Object.entries(record as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
      const columns = sql.join(entries.map(([key]) => sql.ref(columnOf(key))));
      const values = sql.join(entries.map(([, value]) => sql`${cellOf(value)}`));
      const stamp = new Date(now()).toISOString();
      await sql`INSERT INTO ${table} (id, ${columns}, created_at)
        VALUES (${id}, ${values}, (SELECT CASE WHEN max(created_at) > ${stamp} THEN max(created_at) ELSE ${stamp} END FROM ${table}))`.execute(
        db,
      );
      return id;
    },
  };
}
