import type { FormKind, LeadKind, StoredFields } from '@zk/data';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/engine/schema.ts';
import type { LeadRef } from '../db/lead-rows.ts';
import { storedColumns, storedValues } from '../db/stored-fields.ts';
import { leadTables } from '../db/lead-rows.ts';

export type ForwardKind = LeadKind;

/** What Airtable receives: the stored submission's fields (its form's `stored`), read when it is sent. */
export type ForwardPayload = { [K in FormKind]: { kind: K } & StoredFields<K> }[FormKind];

/** Reads a stored submission for sending, on either engine; null when it is gone (erased). */
export function submissionReader(db: Kysely<Schema>): (lead: LeadRef) => Promise<ForwardPayload | null> {
  return async ({ kind, id }) => {
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT ${sql.raw(storedColumns(kind))} FROM ${sql.table(leadTables[kind])} WHERE id = ${id}`.execute(db);
    const [row] = rows;
    return row ? ({ kind, ...storedValues(kind, row) } as ForwardPayload) : null;
  };
}
