import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { databaseFileName } from '../db/database.ts';

/** `path` with every symbolic link in its existing part resolved (the rest as written). */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realPath(parent), basename(path));
  }
}

/**
 * Why `target` (absolute) must not receive a backup of the database in `dataDir`, or null when it may:
 * a backup is written beside its target and renamed over it, so a target that is the database, its
 * `-wal` or `-shm` would replace the live file under a running server, and anything else inside
 * `DATA_DIR` is the server's own. Symbolic links are followed, so a link into `DATA_DIR` is refused too.
 */
export function backupTargetRefusal(dataDir: string, target: string): string | null {
  const dir = realPath(dataDir);
  const file = realPath(target);
  const database = join(dir, databaseFileName);
  if ([database, `${database}-wal`, `${database}-shm`].includes(file)) {
    return `${target} is the live database (or its -wal/-shm): write the backup outside DATA_DIR (${dataDir})`;
  }
  const inside = relative(dir, file);
  if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside))) {
    return `${target} is inside DATA_DIR (${dataDir}), the server's own directory: write the backup elsewhere`;
  }
  return null;
}
