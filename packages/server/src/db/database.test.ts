import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test-support/helpers.ts';
import { databaseFileName, migrate, openDatabase, openDatabaseFile, SchemaTooNewError } from './database.ts';
import { migrations } from './migrations.ts';
import { migrationStatus } from './schema-migrations.ts';

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

  it('records each migration with the time it was applied and the hash of its SQL', () => {
    const db = openDatabaseFile(join(tempDir(), 'x.sqlite'), []);
    try {
      expect(
        migrate(db, ['CREATE TABLE a (x INTEGER);', 'CREATE TABLE b (y INTEGER);'], () => new Date('2026-11-25T10:00:00.000Z')),
      ).toEqual([1, 2]);
      expect(migrate(db, ['CREATE TABLE a (x INTEGER);', 'CREATE TABLE b (y INTEGER);'])).toEqual([]);
      expect(db.prepare('SELECT version, applied_at FROM schema_migrations ORDER BY version').all()).toEqual([
        { version: 1, applied_at: '2026-11-25T10:00:00.000Z' },
        { version: 2, applied_at: '2026-11-25T10:00:00.000Z' },
      ]);
      expect(migrationStatus(db, ['CREATE TABLE a (x INTEGER);', 'CREATE TABLE b (y INTEGER);', 'CREATE TABLE c (z INTEGER);'])).toEqual({
        databaseVersion: 2,
        codeVersion: 3,
        migrations: [
          { version: 1, state: 'applied', appliedAt: '2026-11-25T10:00:00.000Z', changed: false },
          { version: 2, state: 'applied', appliedAt: '2026-11-25T10:00:00.000Z', changed: false },
          { version: 3, state: 'pending', appliedAt: null, changed: false },
        ],
      });
      expect(migrationStatus(db, ['CREATE TABLE a (x INTEGER);', 'CREATE TABLE b (y TEXT);']).migrations[1]).toMatchObject({
        changed: true,
      });
    } finally {
      db.close();
    }
  });

  it('records the versions of a database migrated before the record was kept, without a time', () => {
    const file = join(tempDir(), 'x.sqlite');
    const old = openDatabaseFile(file, []);
    old.exec('CREATE TABLE a (x INTEGER);');
    old.pragma('user_version = 1');
    old.close();
    const db = openDatabaseFile(file, ['CREATE TABLE a (x INTEGER);', 'CREATE TABLE b (y INTEGER);']);
    try {
      expect(
        migrationStatus(db, ['CREATE TABLE a (x INTEGER);', 'CREATE TABLE b (y INTEGER);']).migrations.map((m) => [
          m.version,
          m.state,
          m.appliedAt === null,
        ]),
      ).toEqual([
        [1, 'applied', true],
        [2, 'applied', false],
      ]);
    } finally {
      db.close();
    }
  });

  it('leaves the database as it was when a migration fails halfway: data, schema, version and record', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    db.prepare(`INSERT INTO countdowns VALUES ('a', 'Launch', '2030-01-01T00:00:00.000Z', 1, '2026-01-01T00:00:00.000Z')`).run();
    const schema = () => db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all();
    const before = { schema: schema(), record: db.prepare('SELECT * FROM schema_migrations').all() };
    // Changes data and schema, then fails on its last statement.
    const failing = `UPDATE countdowns SET title = 'Changed';
      ALTER TABLE countdowns ADD COLUMN note TEXT;
      CREATE TABLE extra (id INTEGER);
      INSERT INTO countdowns (id) VALUES ('no-title');`;
    try {
      expect(() => migrate(db, [...migrations, failing, 'CREATE TABLE later (id INTEGER);'])).toThrow(
        `Migration ${migrations.length + 1} failed and was rolled back; the database stays at schema version ${migrations.length}`,
      );
      expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
      expect(db.prepare('SELECT id, title FROM countdowns').all()).toEqual([{ id: 'a', title: 'Launch' }]);
      expect({ schema: schema(), record: db.prepare('SELECT * FROM schema_migrations').all() }).toEqual(before);
    } finally {
      db.close();
    }
    // The next start, with the migration fixed, applies it.
    const fixed = openDatabase(dir, [...migrations, 'CREATE TABLE extra (id INTEGER);']);
    try {
      expect(fixed.pragma('user_version', { simple: true })).toBe(migrations.length + 1);
    } finally {
      fixed.close();
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

  it('refuses a database from a newer release before changing anything, naming both versions', () => {
    const file = join(tempDir(), 'x.sqlite');
    openDatabaseFile(file, ['SELECT 1;', 'SELECT 1;']).close();
    expect(() => openDatabaseFile(file, ['SELECT 1;'])).toThrow(SchemaTooNewError);
    expect(() => openDatabaseFile(file, ['SELECT 1;'])).toThrow(
      `${file} is at schema version 2, newer than this release, which knows 1 migrations`,
    );
  });
});
