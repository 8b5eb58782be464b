import { sql, type Kysely } from 'kysely';
import type { Db } from '../database.ts';
import type { Engine } from './engine-types.ts';
import type { Schema } from './schema.ts';
import { sqliteEngine } from './sqlite-engine.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const batchRows = 500;

export interface CopyReport {
  /** Rows copied per table, in the order the tables were copied. */
  tables: Array<{ table: string; rows: number }>;
}

/** The target already holds data: a copy adds to nothing, it never merges. */
export class TargetNotEmptyError extends Error {
  constructor(tables: string[]) {
    super(`The PostgreSQL database already holds rows (${tables.join(', ')}): copy into an empty database (its schema may exist).`);
    this.name = 'TargetNotEmptyError';
  }
}

/** The tables the data lives in: SQLite's own, its FTS5 search tables (rebuilt by PostgreSQL's generated columns) and the migration record left out. */
export function sourceTables(db: Db): string[] {
  return (
    db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%\\_search%' ESCAPE '\\'
           AND name <> 'schema_migrations' ORDER BY name`,
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
}

/** `tables` with each after the tables its foreign keys reference (PostgreSQL's constraints). */
async function referencedFirst(target: Kysely<Schema>, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint WHERE contype = 'f'`.execute(target);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of rows.filter((row) => row.child === table)) if (tables.includes(parent)) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * Copies every row of the SQLite database `source` (the server stopped, its schema current) into the
 * PostgreSQL `target` (migrated, empty): one transaction, so a failure leaves the target as it was;
 * identities moved past the copied numbers, so new rows do not collide; the search columns fill
 * themselves. Flags become booleans (the engine's SQLite reader); everything else is copied as stored.
 */
export async function copyToPostgres(source: Db, target: Engine): Promise<CopyReport> {
  if (target.kind !== 'postgres') throw new Error('The target of a copy must be PostgreSQL');
  const reader = sqliteEngine(source).db;
  const tables = await referencedFirst(target.db, sourceTables(source));
  const counts = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(target.db);
      return { table, rows: Number(rows[0]?.n ?? 0) };
    }),
  );
  const occupied = counts.filter((count) => count.rows > 0).map((count) => count.table);
  if (occupied.length > 0) throw new TargetNotEmptyError(occupied);

  return target.db.transaction().execute(async (trx) => {
    const report: CopyReport = { tables: [] };
    for (const table of tables) {
      const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(reader);
      for (let start = 0; start < rows.length; start += batchRows) {
        await trx
          .insertInto(table as keyof Schema)
          .values(rows.slice(start, start + batchRows) as never)
          .execute();
      }
      report.tables.push({ table, rows: rows.length });
    }
    const { rows: identities } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`.execute(trx);
    for (const { table_name: table, column_name: column } of identities) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false)
        FROM ${sql.table(table)}`.execute(trx);
    }
    return report;
  });
}
