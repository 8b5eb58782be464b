import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file in `DATA_DIR`: held by a running server and by a restore. */
export const lockFileName = 'zk.lock';

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the exclusive lock on `DATA_DIR`, or returns null when another process (or another part of
 * this one) holds it. The lock is SQLite's own exclusive lock on `zk.lock`, a POSIX advisory lock:
 * the kernel drops it when its process ends in any way, so a crash leaves no stale lock behind.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock | null {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, lockFileName), { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      db.exec('ROLLBACK');
      db.close();
    },
  };
}
