import { Kysely, SqliteDialect, sql } from 'kysely';
import { openDatabase, type Db } from '../database.ts';
import { migrations as defaultMigrations } from '../migrations.ts';
import { migrate, migrationStatus } from '../schema-migrations.ts';
import type { Engine, EngineSql, OutboxClaims, RateSlotTaking } from './engine-types.ts';
import type { Schema } from './schema.ts';
import { localLiveEvents } from './live-events.ts';
import { sqliteLeadSearch } from './lead-search.ts';
import { kyselySqliteDatabase } from './sqlite-database.ts';

const normalisedInstantGlob = '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z';

const sqliteSql: EngineSql = {
  isNormalisedInstant: (column) => sql<boolean>`${sql.ref(column)} GLOB ${normalisedInstantGlob}`,
  transactionLock: async () => {},
  containsText: (column, value) => sql<boolean>`instr(${sql.ref(column)}, ${value}) > 0`,
  equalsIgnoringCase: (column, value) => sql<boolean>`${sql.ref(column)} = ${value} COLLATE NOCASE`,
};

const sqliteOutboxClaims: OutboxClaims = {
  lockSkippingHeld: (query) => query,
  orphanedAtStart: () => sql<boolean>`1 = 1`,
};

const sqliteRateSlots: RateSlotTaking = {
  async take(db, { bucket, limit, at, expiresAt }) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO rate_slots (bucket, expires_at) SELECT ${bucket}, ${expiresAt}
      WHERE (SELECT count(*) FROM rate_slots WHERE bucket = ${bucket} AND expires_at > ${at}) < ${limit}
      RETURNING id`.execute(db);
    return rows[0]?.id ?? null;
  },
};

/**
 * The engine over an open better-sqlite3 connection (configured and migrated by `openDatabase` with
 * the same `migrations`).
 * Closing the engine closes the connection. Kysely runs its statements on this one connection, one
 * query or transaction at a time. Synchronous code using the same connection directly is not held back
 * by that, and would write into an open Kysely transaction; it cannot as long as a transaction awaits
 * only its own queries: better-sqlite3 answers them at once, so the whole transaction runs before the
 * event loop turns to anything else. A transaction's callback must not await anything else (a hash,
 * the network, a timer).
 */
export function sqliteEngine(db: Db, migrations: readonly string[] = defaultMigrations): Engine {
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(db) }) });
  const live = localLiveEvents();
  return {
    kind: 'sqlite',
    db: kysely,
    sql: sqliteSql,
    leadSearch: sqliteLeadSearch,
    outboxClaims: sqliteOutboxClaims,
    rateSlots: sqliteRateSlots,
    migrations: {
      migrate: async () => migrate(db, migrations),
      status: async () => migrationStatus(db, migrations),
    },
    live,
    close: async () => {
      await live.close();
      await kysely.destroy();
    },
  };
}

/** SQLite in `dataDir` (`zk.sqlite`), opened exactly as the server opens it today. */
export function openSqliteEngine(dataDir: string): Engine {
  return sqliteEngine(openDatabase(dataDir));
}
