import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '@zk/config';
import type { CliIo } from '../cli-io.ts';
import { databaseFileName, openDatabaseFile } from '../db/database.ts';
import { BackupError, backupDatabase } from './backup.ts';
import { backupTargetRefusal } from './backup-target.ts';
import { RestoreRefused, restoreDatabase } from './restore.ts';
import { describePending, type PendingChoice } from './restore-pending.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const pendingChoices: readonly PendingChoice[] = ['keep', 'drop'];

/** `FILE` and, for a restore, `--pending keep|drop` (also `--pending=drop`), in any order; null when they do not parse. */
function parseArgs(command: 'backup' | 'restore', args: readonly string[]): { file: string; pending: PendingChoice } | null {
  const files: string[] = [];
  let pending: string = 'keep';
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (command === 'restore' && arg === '--pending') pending = args[++index] ?? '';
    else if (command === 'restore' && arg.startsWith('--pending=')) pending = arg.slice('--pending='.length);
    else if (arg.startsWith('--')) return null;
    else files.push(arg);
  }
  const [file] = files;
  if (files.length !== 1 || file === undefined || !pendingChoices.includes(pending as PendingChoice)) return null;
  return { file, pending: pending as PendingChoice };
}

/** With `DATABASE_URL`, the data is in PostgreSQL: this command copies only the SQLite file, so it says what to use instead. */
export function postgresBackupAdvice(command: 'backup' | 'restore'): string {
  return (
    `${command} copies the SQLite database in DATA_DIR; with DATABASE_URL set, the data lives in PostgreSQL. ` +
    (command === 'backup'
      ? 'Use your provider\'s point-in-time recovery, or pg_dump: pg_dump --format=custom --file=zk.dump "$DATABASE_URL".'
      : "Restore with your provider's point-in-time recovery, or pg_restore into an empty database: " +
        'pg_restore --no-owner --dbname="$DATABASE_URL" zk.dump.') +
    ' See the README, "When one machine is not enough".'
  );
}

/**
 * `npm run admin -- backup FILE` (an online backup, also while the server runs) and
 * `npm run admin -- restore FILE [--pending keep|drop]` (only while no server runs on `DATA_DIR`). Returns the exit code.
 */
export async function backupCommand(command: 'backup' | 'restore', args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(command, args);
  if (parsed === null) {
    io.err(`${command} needs a file: npm run admin -- ${command} FILE${command === 'restore' ? ' [--pending keep|drop]' : ''}`);
    return 2;
  }
  const { file, pending: choice } = parsed;
  let dataDir: string;
  try {
    const config = loadConfig(io.env);
    if (config.databaseUrl) {
      io.err(postgresBackupAdvice(command));
      return 1;
    }
    dataDir = config.dataDir;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 1;
  }
  const path = resolve(file);
  const database = join(dataDir, databaseFileName);
  try {
    if (command === 'restore') {
      const { schemaVersion, leads, previous, pending } = restoreDatabase(dataDir, path, { pending: choice });
      io.out(
        `Restored ${path} into ${database} (schema version ${schemaVersion}, ${leads} leads); the server migrates it at start if needed.`,
      );
      io.out(describePending(pending, choice));
      if (previous) io.out(`The database it replaced is kept at ${previous}: delete it (and its -wal) once you no longer need it.`);
      return 0;
    }
    if (!existsSync(database)) {
      io.err(`No database at ${database}: check DATA_DIR`);
      return 1;
    }
    const refusal = backupTargetRefusal(dataDir, path);
    if (refusal !== null) {
      io.err(`Backup refused: ${refusal}`);
      return 1;
    }
    const db = openDatabaseFile(database);
    try {
      const { bytes, ms } = await backupDatabase(db, path);
      io.out(`Backup of ${database} written to ${path} (${megabytes(bytes)} in ${(ms / 1000).toFixed(1)} s)`);
      return 0;
    } finally {
      db.close();
    }
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof RestoreRefused)) throw error;
    io.err(`${command === 'restore' ? 'Restore refused' : 'Backup failed'}: ${error.message}`);
    return 1;
  }
}
