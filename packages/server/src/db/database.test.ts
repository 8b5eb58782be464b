import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test-helpers.ts';
import { databaseFileName, migrate, openDatabase, openDatabaseFile } from './database.ts';
import { migrations } from './migrations.ts';

describe('openDatabase', () => {
  it('creates DATA_DIR and opens in WAL mode with full sync and foreign keys', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const db = openDatabase(dir);
    try {
      expect(db.name).toBe(join(dir, databaseFileName));
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    } finally {
      db.close();
    }
  });

  it('applies migrations once: reopening keeps the data and the version', () => {
    const dir = tempDir();
    const first = openDatabase(dir);
    first.prepare(`INSERT INTO countdowns VALUES ('a', 'T', '2030-01-01T00:00:00.000Z', 1, '2026-01-01T00:00:00.000Z')`).run();
    first.close();
    const second = openDatabase(dir);
    try {
      expect(second.pragma('user_version', { simple: true })).toBe(migrations.length);
      expect(second.prepare('SELECT count(*) AS n FROM countdowns').get()).toEqual({ n: 1 });
    } finally {
      second.close();
    }
  });

  it('rolls back a failing migration entirely, leaving the version unchanged', () => {
    const file = join(tempDir(), 'x.sqlite');
    const db = openDatabaseFile(file, ['CREATE TABLE a (x INTEGER);']);
    try {
      expect(() => migrate(db, ['CREATE TABLE a (x INTEGER);', 'CREATE TABLE b (y INTEGER); CREATE TABLE a (z);'])).toThrow();
      expect(db.pragma('user_version', { simple: true })).toBe(1);
      expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'b'`).get()).toBeUndefined();
    } finally {
      db.close();
    }
  });

  it('refuses a database from a newer server', () => {
    const file = join(tempDir(), 'x.sqlite');
    openDatabaseFile(file, ['SELECT 1;', 'SELECT 1;']).close();
    expect(() => openDatabaseFile(file, ['SELECT 1;'])).toThrow(/newer/);
  });
});
