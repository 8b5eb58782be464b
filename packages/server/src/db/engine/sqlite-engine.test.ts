import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseFileName } from '../database.ts';
import { migrations } from '../migrations.ts';
import { openEngine, type Engine } from './engine.ts';

describe('openEngine on SQLite', () => {
  let dataDir: string;
  let engine: Engine;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'zk-engine-'));
    engine = await openEngine({ dataDir });
  });
  afterEach(async () => {
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the file the server uses, migrated by its migrations', async () => {
    expect(engine.kind).toBe('sqlite');
    expect(existsSync(join(dataDir, databaseFileName))).toBe(true);
    expect((await engine.migrations.status()).databaseVersion).toBe(migrations.length);
  });

  it('takes the write lock as a transaction begins, so another writer waits from the start', async () => {
    const other = new Database(join(dataDir, databaseFileName));
    other.pragma('busy_timeout = 0');
    try {
      await engine.db.transaction().execute(async (trx) => {
        await trx.selectFrom('countdowns').selectAll().execute();
        expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/database is locked/);
      });
      other.exec('BEGIN IMMEDIATE; ROLLBACK');
    } finally {
      other.close();
    }
  });

  it('reads a flag as a boolean, also under an alias, and leaves other 0/1 numbers alone', async () => {
    await engine.db
      .insertInto('countdowns')
      .values({ id: 'c', title: 'Launch', target_date: '2026-05-01T00:00:00.000Z', is_active: false, created_at: '' })
      .execute();
    const row = await engine.db
      .selectFrom('countdowns')
      .select(['is_active', sql<number>`1`.as('one'), sql<boolean>`is_active = 0`.as('must_change_password')])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_active: false, one: 1, must_change_password: true });
  });
});
