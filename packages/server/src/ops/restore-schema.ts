import type Database from 'better-sqlite3';

/** One schema object as SQLite stores it: its SQL with whitespace runs folded, and a table's columns. */
interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
  columns: string | null;
}

/** Statistics `ANALYZE` may have left: query-planner hints, not part of the schema. */
const isStatistics = (name: string) => /^sqlite_stat\d$/.test(name);

const normalised = (sql: string | null) => (sql === null ? null : sql.replace(/\s+/g, ' ').trim());

/** Every table, index, trigger and view in `db` (also those SQLite made: autoindexes, FTS5 shadow tables), keyed by type and name. */
export function schemaObjects(db: Database.Database): Map<string, SchemaObject> {
  const rows = db
    .prepare<[], { type: string; name: string; sql: string | null }>(`SELECT type, name, sql FROM sqlite_schema ORDER BY type, name`)
    .all()
    .filter((row) => !isStatistics(row.name));
  const columnsOf = db.prepare<[string], Record<string, unknown>>(`SELECT * FROM pragma_table_xinfo(?) ORDER BY cid`);
  return new Map(
    rows.map((row) => [
      `${row.type} ${row.name}`,
      {
        type: row.type,
        name: row.name,
        sql: normalised(row.sql),
        columns: row.type === 'table' ? JSON.stringify(columnsOf.all(row.name)) : null,
      },
    ]),
  );
}

/**
 * How the schema of `candidate` differs from `reference` (a database freshly migrated to the same version),
 * one phrase per object that is missing, extra, or whose SQL or columns differ; empty when they are alike.
 */
export function schemaDifferences(reference: Database.Database, candidate: Database.Database): string[] {
  const expected = schemaObjects(reference);
  const actual = schemaObjects(candidate);
  const differences: string[] = [];
  for (const [key, object] of expected) {
    const found = actual.get(key);
    if (!found) differences.push(`${key} is missing`);
    else if (found.sql !== object.sql) differences.push(`${key} has different SQL`);
    else if (found.columns !== object.columns) differences.push(`${key} has different columns`);
  }
  for (const key of actual.keys()) if (!expected.has(key)) differences.push(`${key} is not ours`);
  return differences;
}
