import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { SchemaTooNewError } from '../schema-migrations.ts';
import { openEngine } from './engine.ts';
import { postgresMigrations } from './postgres-migrations.ts';
import { migratePostgres, postgresMigrationStatus } from './postgres-schema-migrations.ts';
import type { Schema } from './schema.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';
import { migrations } from '../migrations.ts';

const postgres = testPostgresPerFile();
const opened: Array<Kysely<Schema>> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

async function connect(url?: string): Promise<Kysely<Schema>> {
  const db = new Kysely<Schema>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url ?? (await postgres.freshDatabaseUrl()) }) }),
  });
  opened.push(db);
  return db;
}

const latest = postgresMigrations.length;
const all = postgresMigrations.map((_, index) => index + 1);

const versions = async (db: Kysely<Schema>) =>
  (await db.selectFrom('schema_migrations').select('version').orderBy('version').execute()).map((row) => row.version);

describe('PostgreSQL schema migrations', () => {
  it('migrate an empty database, record each version with its checksum, and do nothing the second time', async () => {
    const db = await connect();
    expect((await postgresMigrationStatus(db, postgresMigrations)).migrations.map((migration) => migration.state)).toEqual(
      postgresMigrations.map(() => 'pending'),
    );
    const at = new Date('2026-03-01T10:00:00.000Z');
    expect(await migratePostgres(db, postgresMigrations, { name: 'test', now: () => at })).toEqual(all);
    expect(await migratePostgres(db, postgresMigrations, { name: 'test' })).toEqual([]);
    expect(await postgresMigrationStatus(db, postgresMigrations)).toEqual({
      databaseVersion: latest,
      codeVersion: latest,
      migrations: all.map((version) => ({ version, state: 'applied', appliedAt: at.toISOString(), changed: false })),
    });
    expect((await postgresMigrationStatus(db, [`${postgresMigrations[0]} `])).migrations[0]?.changed).toBe(true);
  });

  it('migrate once when servers start together', async () => {
    const url = await postgres.freshDatabaseUrl();
    const servers = await Promise.all([connect(url), connect(url), connect(url)]);
    const applied = await Promise.all(servers.map((db) => migratePostgres(db, postgresMigrations, { name: 'test' })));
    expect(applied.flat().sort((a, b) => a - b)).toEqual(all);
    expect(await versions(servers[0]!)).toEqual(all);
  });

  it('refuse a database that a newer release migrated, changing nothing', async () => {
    const db = await connect();
    await migratePostgres(db, [...postgresMigrations, 'CREATE TABLE later (id integer)'], { name: 'test' });
    const refusal = migratePostgres(db, postgresMigrations, { name: 'postgres://zk:***@db.example/zk' });
    await expect(refusal).rejects.toThrow(SchemaTooNewError);
    await expect(refusal).rejects.toThrow(
      `The database postgres://zk:***@db.example/zk is at schema version ${latest + 1}, newer than this release, which knows ${latest} migrations`,
    );
    expect(await versions(db)).toEqual([...all, latest + 1]);
    expect((await postgresMigrationStatus(db, postgresMigrations)).migrations.map((migration) => migration.state)).toEqual([
      ...all.map(() => 'applied'),
      'newer',
    ]);
  });

  it('roll a failed migration back whole, keeping the ones before it', async () => {
    const db = await connect();
    const failing = [...postgresMigrations, 'CREATE TABLE half (id integer); SELECT 1 / 0'];
    await expect(migratePostgres(db, failing, { name: 'test' })).rejects.toThrow(
      `Migration ${latest + 1} failed and was rolled back; the database stays at schema version ${latest}: division by zero`,
    );
    expect(await versions(db)).toEqual(all);
    const half = await sql<{ found: string | null }>`SELECT to_regclass('half')::text AS found`.execute(db);
    expect(half.rows[0]?.found).toBeNull();
  });
});

describe('openEngine on PostgreSQL', () => {
  it('migrates as it opens, and refuses a newer database', async () => {
    const url = await postgres.freshDatabaseUrl();
    const engine = await openEngine({ databaseUrl: url });
    expect(engine.kind).toBe('postgres');
    expect((await engine.migrations.status()).databaseVersion).toBe(postgresMigrations.length);
    await engine.db.insertInto('schema_migrations').values({ version: 99, applied_at: null, checksum: '' }).execute();
    await engine.close();
    await expect(openEngine({ databaseUrl: url })).rejects.toThrow(SchemaTooNewError);
  });

  it('names DATABASE_URL, its password masked, when the server cannot be reached', async () => {
    const url = (await postgres.freshDatabaseUrl()).replace('postgres@127.0.0.1:', 'postgres:s3cret@127.0.0.1:').replace(/:\d+\//, ':1/');
    const refusal = openEngine({ databaseUrl: url });
    await expect(refusal).rejects.toThrow(
      /^Cannot use the PostgreSQL database at DATABASE_URL postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/zk_test_\d+: /,
    );
    await expect(refusal).rejects.not.toThrow('s3cret');
  });
});

interface Column {
  name: string;
  type: string;
  notNull: boolean;
}

/** SQLite's declared type and the PostgreSQL types that stand for it. */
const postgresTypesFor: Record<string, string[]> = {
  TEXT: ['text'],
  INTEGER: ['bigint', 'integer', 'boolean'],
  BLOB: ['bytea'],
};

describe('the PostgreSQL schema against the SQLite schema after its latest migration', () => {
  it('has the same tables and columns, in order, with the same nullability and matching types', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zk-engine-'));
    const sqlite = openDatabase(dataDir, migrations);
    const engine = await openEngine({ databaseUrl: await postgres.freshDatabaseUrl() });
    try {
      // The search part: FTS5 tables in SQLite, a `search` column in PostgreSQL.
      const sqliteTables = (
        sqlite
          .prepare(
            `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_search%' ORDER BY name`,
          )
          .all() as { name: string }[]
      ).map((row) => row.name);
      const sqliteColumns = Object.fromEntries(
        sqliteTables.map((table) => [
          table,
          (
            sqlite.prepare(`SELECT name, type, "notnull", pk FROM pragma_table_info(?)`).all(table) as {
              name: string;
              type: string;
              notnull: number;
              pk: number;
            }[]
          ).map((row): Column => ({ name: row.name, type: row.type, notNull: row.notnull === 1 || row.pk > 0 })),
        ]),
      );
      const rows = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
        SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
         WHERE table_schema = 'public' AND column_name <> 'search' ORDER BY table_name, ordinal_position`.execute(engine.db);
      const postgresColumns: Record<string, Column[]> = {};
      for (const row of rows.rows) {
        (postgresColumns[row.table_name] ??= []).push({ name: row.column_name, type: row.data_type, notNull: row.is_nullable === 'NO' });
      }
      expect(Object.keys(postgresColumns).sort()).toEqual(sqliteTables);
      for (const table of sqliteTables) {
        const expected = sqliteColumns[table]!;
        const actual = postgresColumns[table]!;
        expect(
          actual.map(({ name, notNull }) => ({ name, notNull })),
          table,
        ).toEqual(expected.map(({ name, notNull }) => ({ name, notNull })));
        actual.forEach((column, index) =>
          expect(postgresTypesFor[expected[index]!.type], `${table}.${column.name}`).toContain(column.type),
        );
      }
    } finally {
      sqlite.close();
      rmSync(dataDir, { recursive: true, force: true });
      await engine.close();
    }
  });

  it('has the same indexes and the lead erase triggers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zk-engine-'));
    const sqlite = openDatabase(dataDir, migrations);
    const engine = await openEngine({ databaseUrl: await postgres.freshDatabaseUrl() });
    try {
      const named = (type: string) =>
        (
          sqlite
            .prepare(
              `SELECT name FROM sqlite_master WHERE type = ? AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_search_%' ORDER BY name`,
            )
            .all(type) as { name: string }[]
        ).map((row) => row.name);
      const indexes = await sql<{ indexname: string }>`
        SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexname NOT LIKE '%\\_pkey' AND indexname NOT LIKE '%\\_key'
           AND indexname NOT LIKE '%\\_search'
         ORDER BY indexname`.execute(engine.db);
      expect(indexes.rows.map((row) => row.indexname)).toEqual(named('index'));
      const triggers = await sql<{ tgname: string }>`
        SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`.execute(engine.db);
      expect(triggers.rows.map((row) => row.tgname)).toEqual(named('trigger'));
    } finally {
      sqlite.close();
      rmSync(dataDir, { recursive: true, force: true });
      await engine.close();
    }
  });
});
