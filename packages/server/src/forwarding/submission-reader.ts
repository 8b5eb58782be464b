import type { FormKind, LeadKind, StoredFields } from '@zk/data';
import type { Db } from '../db/database.ts';
import type { LeadRef } from '../db/lead-inbox-repo.ts';
import { storedColumns, storedValues } from '../db/stored-fields.ts';
import { leadTables } from '../db/lead-rows.ts';

export type ForwardKind = LeadKind;

/** What Airtable receives: the stored submission's fields (its form's `stored`), read when it is sent. */
export type ForwardPayload = { [K in FormKind]: { kind: K } & StoredFields<K> }[FormKind];

/** Reads a stored submission for sending; null when it is gone (erased). */
export function submissionReader(db: Db): (lead: LeadRef) => ForwardPayload | null {
  const select = (kind: FormKind) =>
    db.prepare<[string], Record<string, unknown>>(`SELECT ${storedColumns(kind)} FROM ${leadTables[kind]} WHERE id = ?`);
  const statements = { contact: select('contact'), waitlist: select('waitlist') };
  return ({ kind, id }) => {
    const row = statements[kind].get(id);
    return row ? ({ kind, ...storedValues(kind, row) } as ForwardPayload) : null;
  };
}
