import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { parseDatabaseUrl } from '@zk/config';
import type { Engine, EngineSql, OpenEngineOptions, OutboxClaims, RateSlotTaking } from './engine-types.ts';
import { postgresMigrations } from './postgres-migrations.ts';
import { migratePostgres, postgresMigrationStatus } from './postgres-schema-migrations.ts';
import { postgresLeadSearch } from './lead-search.ts';
import { postgresLiveEvents } from './postgres-live-events.ts';
import type { Schema } from './schema.ts';

/** `bigint` columns (milliseconds, identities, `count(*)`) as numbers, as SQLite gives them; pg's default is a string. */
function parseInt8(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`A bigint beyond JavaScript's safe integers: ${value}`);
  return number;
}

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

const postgresSql: EngineSql = {
  isNormalisedInstant: (column) =>
    sql<boolean>`${sql.ref(column)} ~ ${'^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$'}`,
  transactionLock: async (trx, name) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
  },
  containsText: (column, value) => sql<boolean>`strpos(${sql.ref(column)}, ${value}) > 0`,
  equalsIgnoringCase: (column, value) => sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`,
};

const postgresOutboxClaims: OutboxClaims = {
  lockSkippingHeld: (query) => query.forUpdate().skipLocked(),
  orphanedAtStart: (at, owner) => sql<boolean>`(lease_until <= ${at} OR claimed_by = ${owner})`,
};

const postgresRateSlots: RateSlotTaking = {
  async take(db, { bucket, limit, at, expiresAt }) {
    const { rows } = await sql<{ id: number | null }>`
      SELECT zk_rate_take(${bucket}, ${limit}::integer, ${at}::bigint, ${expiresAt}::bigint) AS id`.execute(db);
    return rows[0]?.id ?? null;
  },
};

/**
 * PostgreSQL at `databaseUrl` through a pool, its schema brought up to date (`migratePostgres`).
 * A malformed URL or a server that cannot be reached is refused naming `DATABASE_URL` (password masked).
 */
export async function openPostgresEngine(databaseUrl: string, options: OpenEngineOptions = {}): Promise<Engine> {
  const { connectionString, display } = parseDatabaseUrl(databaseUrl);
  // A database that does not answer fails a request within seconds (a form answers 503) instead of holding it.
  const pool = new pg.Pool({ connectionString, types, connectionTimeoutMillis: 5_000, query_timeout: 30_000, keepAlive: true });
  // Without a listener, an idle connection that the server drops would end the process.
  pool.on('error', (error) => options.onConnectionError?.(error));
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    try {
      await pool.query('SELECT 1');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot use the PostgreSQL database at DATABASE_URL ${display}: ${reason}`, { cause: error });
    }
    if (options.migrate !== false) await migratePostgres(kysely, postgresMigrations, { name: display });
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  const live = postgresLiveEvents({
    connectionString,
    query: (text, values) => pool.query(text, values),
    onError: (error) => options.onConnectionError?.(error instanceof Error ? error : new Error(String(error))),
  });
  return {
    kind: 'postgres',
    db: kysely,
    sql: postgresSql,
    leadSearch: postgresLeadSearch,
    outboxClaims: postgresOutboxClaims,
    rateSlots: postgresRateSlots,
    migrations: {
      migrate: () => migratePostgres(kysely, postgresMigrations, { name: display }),
      status: () => postgresMigrationStatus(kysely, postgresMigrations),
    },
    live,
    close: async () => {
      await live.close();
      await kysely.destroy();
    },
  };
}
