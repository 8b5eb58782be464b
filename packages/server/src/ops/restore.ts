import Database from 'better-sqlite3';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { databaseFileName, migrate } from '../db/database.ts';
import { migrations as knownMigrations } from '../db/migrations.ts';
import { copyPrivateFile } from '../db/private-files.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { settlePending, type PendingChoice, type PendingDeliveries } from './restore-pending.ts';
import { schemaDifferences, schemaObjects } from './restore-schema.ts';

/** A restore that was refused; nothing in `DATA_DIR` was changed. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface RestoreResult {
  schemaVersion: number;
  leads: number;
  /** Where the database that was replaced now is (null when there was none). */
  previous: string | null;
  /** Outbox items that were waiting in the backup, per destination: sent again at start, or held back (`pending: 'drop'`). */
  pending: PendingDeliveries[];
}

export interface RestoreOptions {
  /** What becomes of the deliveries waiting in the backup (default `keep`: sent again at start). */
  pending?: PendingChoice;
  migrations?: readonly string[];
  now?: () => number;
}

/** Contact inquiries and waitlist entries in `db` (0 at a schema version before they existed). */
function leadCount(db: Database.Database): number {
  const objects = schemaObjects(db);
  return ['contact_inquiries', 'waitlist_entries']
    .filter((table) => objects.has(`table ${table}`))
    .reduce((sum, table) => sum + (db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? 0), 0);
}

/**
 * Throws {@link RestoreRefused} unless `db` passes `integrity_check` and has exactly our schema at a version we
 * know: every table, index, trigger and view with the SQL (whitespace aside) and columns that the migrations up
 * to its version make, and nothing else. A backup whose trigger keeps its name but not its body is refused.
 */
function checkCandidate(db: Database.Database, source: string, migrations: readonly string[]): number {
  let result: string[];
  try {
    result = (db.pragma('integrity_check') as Array<{ integrity_check: string }>).map((row) => row.integrity_check);
  } catch (error) {
    throw new RestoreRefused(`${source} is not a readable SQLite database (${error instanceof Error ? error.message : String(error)})`);
  }
  if (result.length !== 1 || result[0] !== 'ok')
    throw new RestoreRefused(`${source} fails SQLite's integrity check: ${result.slice(0, 3).join('; ')}`);
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version < 1 || version > migrations.length) {
    throw new RestoreRefused(
      `${source} is not a database of this server (schema version ${version}; this server knows 1 to ${migrations.length})`,
    );
  }
  const expected = new Database(':memory:');
  try {
    migrate(expected, migrations.slice(0, version));
    const differences = schemaDifferences(expected, db);
    if (differences.length > 0) {
      const shown = differences.slice(0, 5).join('; ') + (differences.length > 5 ? `; and ${differences.length - 5} more` : '');
      throw new RestoreRefused(`${source} is not a database of this server: its schema differs from schema version ${version}: ${shown}`);
    }
  } finally {
    expected.close();
  }
  return version;
}

/**
 * `npm run admin -- restore FILE`: replaces the database in `dataDir` with the backup `source`. Refused
 * while a server runs on `dataDir` (it holds the lock), and refused for a file that is not a sound
 * database of ours, before anything is replaced: the backup is copied beside the database and checked
 * there first, in a file made 0600 whatever the backup's mode or the umask. The replaced database (and
 * its WAL) are kept beside it as `zk.sqlite.before-restore-…`. The deliveries that were waiting in the
 * backup are counted, and held back when `options.pending` is `drop` (`restore-pending.ts`).
 */
export function restoreDatabase(dataDir: string, source: string, options: RestoreOptions = {}): RestoreResult {
  const { migrations = knownMigrations, now = Date.now, pending: choice = 'keep' } = options;
  if (!existsSync(source) || !statSync(source).isFile()) throw new RestoreRefused(`${source} is not a file`);
  const lock = acquireDataDirLock(dataDir);
  if (!lock) throw new RestoreRefused(`A server is running on ${dataDir} (or another restore is): stop it first, then restore`);
  const target = join(dataDir, databaseFileName);
  const candidate = `${target}.restoring`;
  try {
    rmSync(candidate, { force: true });
    copyPrivateFile(source, candidate);
    let version: number;
    let leads: number;
    let pending: PendingDeliveries[];
    const db = new Database(candidate, { fileMustExist: true });
    try {
      version = checkCandidate(db, source, migrations);
      leads = leadCount(db);
      pending = settlePending(db, choice);
    } finally {
      db.close();
    }
    let previous: string | null = null;
    if (existsSync(target)) {
      previous = `${target}.before-restore-${new Date(now()).toISOString().replaceAll(':', '-')}`;
      renameSync(target, previous);
      // The WAL belongs to the database it came from: it goes along, never onto the restored file.
      if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${previous}-wal`);
      rmSync(`${target}-shm`, { force: true });
    }
    renameSync(candidate, target);
    return { schemaVersion: version, leads, previous, pending };
  } finally {
    for (const leftover of [candidate, `${candidate}-wal`, `${candidate}-shm`]) rmSync(leftover, { force: true });
    lock.release();
  }
}
