import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { SchemaTooNewError, type MigrationStatus } from '../schema-migrations.ts';
import type { Schema } from './schema.ts';

/** The advisory lock every server takes to migrate: one migrates, the others wait and find it done. */
export const migrationLockKey = 0x7a6b_0001;

const checksum = (source: string) => createHash('sha256').update(source).digest('hex');

/** The record of applied migrations, the same table as SQLite's (without `user_version`, it is the authority). */
const recordTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  applied_at text,
  checksum text NOT NULL
)`;

type Db = Kysely<Schema>;

async function versionOf(db: Db): Promise<number> {
  const row = await db
    .selectFrom('schema_migrations')
    .select((eb) => eb.fn.coalesce(eb.fn.max('version'), sql.lit(0)).as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Applies every migration above the database's version, forward only, each in its own transaction
 * with its record, under `pg_advisory_xact_lock`: servers starting together migrate once, one
 * migration after the other, and one that fails leaves the database as the one before left it.
 * Refuses (SchemaTooNewError, naming the database by `name`) a database from a newer release before
 * changing anything. Returns the versions applied by this call.
 */
export async function migratePostgres(
  db: Db,
  migrations: readonly string[],
  options: { name: string; now?: () => Date },
): Promise<number[]> {
  const now = options.now ?? (() => new Date());
  const applied: number[] = [];
  for (;;) {
    const version = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${migrationLockKey})`.execute(trx);
      await sql.raw(recordTable).execute(trx);
      const current = await versionOf(trx);
      if (current > migrations.length) throw new SchemaTooNewError(options.name, current, migrations.length);
      if (current === migrations.length) return null;
      const next = current + 1;
      const source = migrations[current] ?? '';
      try {
        await sql.raw(source).execute(trx);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${next} failed and was rolled back; the database stays at schema version ${current}: ${reason}`, {
          cause: error,
        });
      }
      await trx
        .insertInto('schema_migrations')
        .values({ version: next, applied_at: now().toISOString(), checksum: checksum(source) })
        .execute();
      return next;
    });
    if (version === null) return applied;
    applied.push(version);
  }
}

/** Where the database stands against this release's migrations, read without changing anything. */
export async function postgresMigrationStatus(db: Db, migrations: readonly string[]): Promise<MigrationStatus> {
  const found = await sql<{ found: string | null }>`SELECT to_regclass('schema_migrations')::text AS found`.execute(db);
  const rows = found.rows[0]?.found ? await db.selectFrom('schema_migrations').selectAll().execute() : [];
  const byVersion = new Map(rows.map((row) => [row.version, row]));
  const databaseVersion = Math.max(0, ...byVersion.keys());
  return {
    databaseVersion,
    codeVersion: migrations.length,
    migrations: Array.from({ length: Math.max(databaseVersion, migrations.length) }, (_, index) => {
      const version = index + 1;
      const source = migrations[index];
      const row = byVersion.get(version);
      if (row === undefined) return { version, state: 'pending', appliedAt: null, changed: false };
      return {
        version,
        state: source === undefined ? 'newer' : 'applied',
        appliedAt: row.applied_at,
        changed: source !== undefined && row.checksum !== checksum(source),
      };
    }),
  };
}
