import type { SqliteDatabase } from 'kysely';
import type { Db } from '../database.ts';
import type { BooleanColumn } from './schema.ts';

/** The flag columns (`schema.ts`); the type makes this list complete and exact. */
const flags: Record<BooleanColumn, true> = {
  is_active: true,
  must_change_password: true,
  send_alone: true,
  possible_duplicate: true,
  lead_erased: true,
};
const booleanColumns: ReadonlySet<string> = new Set(Object.keys(flags));

/** better-sqlite3 binds no booleans: a flag is stored as 0 or 1, as the CHECKs of the SQLite schema want. */
const toCell = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);

function toRow(row: unknown): unknown {
  if (typeof row !== 'object' || row === null) return row;
  const cells = row as Record<string, unknown>;
  for (const column of Object.keys(cells)) {
    const value = cells[column];
    if (booleanColumns.has(column) && (value === 0 || value === 1)) cells[column] = value === 1;
  }
  return row;
}

/**
 * A better-sqlite3 connection as Kysely's `SqliteDialect` drives it, with the two things the engines
 * must agree on: flag columns read as booleans (a value named like a flag column reads as one, also
 * through an alias), and transactions that take the write lock when they begin (`begin immediate`,
 * as the synchronous repositories' `.immediate()`), so a transaction that reads before it writes never
 * fails with SQLITE_BUSY halfway. A rollback after SQLite already rolled the transaction back itself
 * (it does on SQLITE_FULL, SQLITE_IOERR and others) does nothing, so the caller sees the error that
 * ended the transaction, not "no transaction is active". The connection stays the caller's: closing is
 * the engine's decision.
 */
export function kyselySqliteDatabase(db: Db): SqliteDatabase {
  const noChange = { changes: 0, lastInsertRowid: 0 };
  return {
    close: () => db.close(),
    prepare(text) {
      if (text === 'rollback') {
        const rollback = db.prepare('rollback');
        return {
          reader: false,
          all: () => [],
          run: () => (db.inTransaction ? rollback.run() : noChange),
          iterate: () => [][Symbol.iterator](),
        };
      }
      const statement = db.prepare(text === 'begin' ? 'begin immediate' : text);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(parameters.map(toCell)).map(toRow),
        run: (parameters) => statement.run(parameters.map(toCell)),
        *iterate(parameters) {
          for (const row of statement.iterate(parameters.map(toCell))) yield toRow(row);
        },
      };
    },
  };
}
