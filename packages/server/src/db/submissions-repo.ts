import { randomUUID } from 'node:crypto';
import type { FormKind, FormRecord } from '@zk/data';
import type { Statement } from 'better-sqlite3';
import type { Db } from './database.ts';
import { leadTables } from './lead-rows.ts';
import { columnOf } from './stored-fields.ts';

export interface SubmissionsRepo {
  /** Stores a form's record (its declaration's `toRecord`); returns the new lead's id. */
  add<K extends FormKind>(kind: K, record: FormRecord<K>): string;
}

/** Lists are stored as JSON, flags as 0 or 1. */
const cellOf = (value: unknown) => (Array.isArray(value) ? JSON.stringify(value) : typeof value === 'boolean' ? Number(value) : value);

/**
 * Stored submissions, written from the form's record: each key is a column (camelCase to snake_case),
 * so a field added to a form's declaration needs only its column (a migration). A lead's `created_at`
 * is never earlier than the newest of its table (a clock stepped back stamps it with that time instead),
 * so `seq` order is time order: the inbox's search relies on it (lead-inbox-repo.ts). Run inserts
 * through `groupCommit`: with WAL and `synchronous=FULL` a row is on disk when its commit resolves, so
 * the 201 that follows acknowledges a durable row.
 */
export function submissionsRepo(db: Db, now: () => number): SubmissionsRepo {
  const statements = new Map<string, Statement<unknown[]>>();
  const insert = (kind: FormKind, columns: string[]) => {
    const key = `${kind}:${columns.join()}`;
    let statement = statements.get(key);
    if (!statement) {
      const table = leadTables[kind];
      statement = db.prepare<unknown[]>(
        `INSERT INTO ${table} (id, ${columns.join(', ')}, created_at)
         VALUES (?, ${columns.map(() => '?').join(', ')}, max(?, coalesce((SELECT max(created_at) FROM ${table}), '')))`,
      );
      statements.set(key, statement);
    }
    return statement;
  };

  return {
    add(kind, record) {
      const id = randomUUID();
      const entries = Object.entries(record as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
      const cells = entries.map(([, value]) => cellOf(value));
      insert(
        kind,
        entries.map(([key]) => columnOf(key)),
      ).run(id, ...cells, new Date(now()).toISOString());
      return id;
    },
  };
}
