import { Kysely, SqliteDialect, sql } from 'kysely';
import { openDatabase, type Db } from '../database.ts';
import { migrations as defaultMigrations } from '../migrations.ts';
import { migrate, migrationStatus } from '../schema-migrations.ts';
import type { Engine, EngineSql } from './engine-types.ts';
import type { Schema } from './schema.ts';
import { kyselySqliteDatabase } from './sqlite-database.ts';

const normalisedInstantGlob = '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z';

const sqliteSql: EngineSql = {
  isNormalisedInstant: (column) => sql<boolean>`${sql.ref(column)} GLOB ${normalisedInstantGlob}`,
};

/**
 * The engine over an open better-sqlite3 connection (configured and migrated by `openDatabase` with
 * the same `migrations`).
 * Closing the engine closes the connection. Kysely runs its statements on this one connection, one
 * query or transaction at a time; synchronous code using the same connection directly is not held
 * back by that, so it must not write while a Kysely transaction is open on it.
 */
export function sqliteEngine(db: Db, migrations: readonly string[] = defaultMigrations): Engine {
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(db) }) });
  return {
    kind: 'sqlite',
    db: kysely,
    sql: sqliteSql,
    migrations: {
      migrate: async () => migrate(db, migrations),
      status: async () => migrationStatus(db, migrations),
    },
    close: () => kysely.destroy(),
  };
}

/** SQLite in `dataDir` (`zk.sqlite`), opened exactly as the server opens it today. */
export function openSqliteEngine(dataDir: string): Engine {
  return sqliteEngine(openDatabase(dataDir));
}
