import { accessSync, closeSync, constants, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from '../db/database.ts';
import { createPrivateFile } from '../db/private-files.ts';

/** A backup that could not be written; the message says why in the operator's terms. */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupError';
  }
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');

/** The operator's reason for a failed write to `target`: full, read-only, not allowed, or the error itself. */
export function backupFailure(error: unknown, target: string): string {
  const code = codeOf(error);
  const detail = error instanceof Error ? error.message : String(error);
  if (code === 'ENOSPC' || code === 'EDQUOT' || code.startsWith('SQLITE_FULL'))
    return `Cannot write the backup ${target}: the disk is full (${detail})`;
  if (code === 'EROFS' || code.startsWith('SQLITE_READONLY'))
    return `Cannot write the backup ${target}: the file system is read-only (${detail})`;
  if (code === 'EACCES' || code === 'EPERM' || code.startsWith('SQLITE_CANTOPEN')) {
    return `Cannot write the backup ${target}: the directory is missing or not writable for this user (${detail})`;
  }
  return `Cannot write the backup ${target}: ${detail}`;
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Every page in one step: the copy is made inside one read transaction. */
export const allPages = 0x7fffffff;

/**
 * Writes a consistent copy of the open database to `file` with SQLite's online backup; the server
 * goes on writing meanwhile (WAL: a reader never blocks a writer). `pagesPerStep`: by default all in
 * one step, which a write from another connection cannot restart (the CLI beside a running server);
 * the server's own scheduled backups copy in steps, yielding to requests between them (writes on the
 * same connection are carried into the copy as it goes). The copy is written beside the target and
 * renamed into place once complete and synced, so `file` is never a half-written backup. Throws a
 * {@link BackupError}; the database is untouched either way.
 */
export async function backupDatabase(db: Db, file: string, pagesPerStep = allPages): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  const partial = `${file}.partial`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    // SQLite says only "unable to open" for a directory it cannot write: ask the file system why.
    accessSync(dirname(file), constants.W_OK);
    rmSync(partial, { force: true });
    // Made 0600 before SQLite writes into it: a backup holds every lead, whatever the umask.
    createPrivateFile(partial);
    await db.backup(partial, { progress: () => pagesPerStep });
    fsyncPath(partial);
    renameSync(partial, file);
    fsyncPath(dirname(file));
  } catch (error) {
    try {
      rmSync(partial, { force: true });
    } catch {
      // The target may be unreachable altogether; there is nothing to clean up then.
    }
    throw new BackupError(backupFailure(error, file), { cause: error });
  }
  return { bytes: statSync(file).size, ms: performance.now() - started };
}
