import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPrivateFile } from '../db/private-files.ts';

/** The file in `DATA_DIR` that names this server among the servers of one database. */
export const serverIdFile = 'server-id';

const idShape = /^[0-9a-f-]{36}$/;

/**
 * This server's name in the shared outbox (`claimed_by`), kept in `DATA_DIR` so a server that restarts
 * (a crash, a deploy) is the same server: at start it takes back at once what it had in flight, instead of
 * waiting for the lease to end. Made at the first start; a file that does not hold one is replaced.
 */
export function serverId(dataDir: string): string {
  const file = join(dataDir, serverIdFile);
  const stored = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (idShape.test(stored)) return stored;
  const id = randomUUID();
  mkdirSync(dataDir, { recursive: true });
  createPrivateFile(file);
  writeFileSync(file, `${id}\n`);
  return id;
}
