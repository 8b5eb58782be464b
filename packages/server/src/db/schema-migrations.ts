import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';

type Db = Database.Database;

/**
 * Thrown when the database was migrated by a newer release than this code: running on it could
 * misread or damage data, so the server refuses to start.
 */
export class SchemaTooNewError extends Error {
  readonly file: string;
  readonly databaseVersion: number;
  readonly codeVersion: number;

  constructor(file: string, databaseVersion: number, codeVersion: number) {
    super(
      `The database ${file} is at schema version ${databaseVersion}, newer than this release, which knows ${codeVersion} migrations: ` +
        `a newer release has migrated it. Refusing to start. Run a release with at least ${databaseVersion} migrations, ` +
        `or restore the backup taken before the upgrade (README, "Upgrades").`,
    );
    this.name = 'SchemaTooNewError';
    this.file = file;
    this.databaseVersion = databaseVersion;
    this.codeVersion = codeVersion;
  }
}

/** One migration as the database records it and the code knows it. */
export interface MigrationState {
  version: number;
  /** `newer`: applied, by a newer release than this one (its SQL is unknown here). */
  state: 'applied' | 'pending' | 'newer';
  /** When it was applied (ISO); `null` when applied before this record was kept, or pending. */
  appliedAt: string | null;
  /** The applied SQL differs from this release's (a shipped migration was edited). */
  changed: boolean;
}

export interface MigrationStatus {
  /** `PRAGMA user_version`: the number of migrations applied. */
  databaseVersion: number;
  /** The number of migrations this release knows. */
  codeVersion: number;
  migrations: MigrationState[];
}

const checksum = (sql: string) => createHash('sha256').update(sql).digest('hex');

/**
 * The record of applied migrations beside `PRAGMA user_version` (which stays the authority, as for
 * databases made before this table): one row per version with its time and the SHA-256 of its SQL.
 */
const recordTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  applied_at TEXT,
  checksum TEXT NOT NULL
) STRICT`;

const versionOf = (db: Db) => db.pragma('user_version', { simple: true }) as number;

/**
 * Applies every migration above `PRAGMA user_version`, forward only, each in its own transaction with
 * its version and its record, so one that fails leaves the database exactly as the one before left it.
 * Refuses (SchemaTooNewError) a database from a newer release before changing anything.
 * Returns the versions applied now.
 */
export function migrate(db: Db, migrations: readonly string[], now: () => Date = () => new Date()): number[] {
  const current = versionOf(db);
  if (current > migrations.length) throw new SchemaTooNewError(db.name, current, migrations.length);
  // Databases from before the record: their applied versions are recorded without a time.
  db.transaction(() => {
    db.exec(recordTable);
    const record = db.prepare('INSERT OR IGNORE INTO schema_migrations (version, applied_at, checksum) VALUES (?, NULL, ?)');
    for (let version = 1; version <= current; version++) record.run(version, checksum(migrations[version - 1] ?? ''));
  }).immediate();
  const apply = db.transaction((version: number, sql: string) => {
    db.exec(sql);
    db.prepare('INSERT INTO schema_migrations (version, applied_at, checksum) VALUES (?, ?, ?)').run(
      version,
      now().toISOString(),
      checksum(sql),
    );
    db.pragma(`user_version = ${version}`);
  });
  const applied: number[] = [];
  for (let version = current + 1; version <= migrations.length; version++) {
    try {
      apply.immediate(version, migrations[version - 1] ?? '');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${version} failed and was rolled back; the database stays at schema version ${version - 1}: ${reason}`, {
        cause: error,
      });
    }
    applied.push(version);
  }
  return applied;
}

/** Where the database stands against this release's migrations, read without changing anything. */
export function migrationStatus(db: Db, migrations: readonly string[]): MigrationStatus {
  const databaseVersion = versionOf(db);
  const hasRecord = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`).get() !== undefined;
  const rows = hasRecord
    ? (db.prepare('SELECT version, applied_at, checksum FROM schema_migrations').all() as {
        version: number;
        applied_at: string | null;
        checksum: string;
      }[])
    : [];
  const byVersion = new Map(rows.map((row) => [row.version, row]));
  const count = Math.max(databaseVersion, migrations.length);
  return {
    databaseVersion,
    codeVersion: migrations.length,
    migrations: Array.from({ length: count }, (_, index) => {
      const version = index + 1;
      const sql = migrations[index];
      const row = byVersion.get(version);
      if (version > databaseVersion) return { version, state: 'pending', appliedAt: null, changed: false };
      return {
        version,
        state: sql === undefined ? 'newer' : 'applied',
        appliedAt: row?.applied_at ?? null,
        changed: sql !== undefined && row !== undefined && row.checksum !== checksum(sql),
      };
    }),
  };
}
