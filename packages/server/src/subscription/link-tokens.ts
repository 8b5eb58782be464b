import { createHash, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in `DATA_DIR` that holds the key the e-mails' link tokens are derived from. */
export const linkKeyFile = 'link-key';

/**
 * The key of the e-mails' links: 32 random bytes made at the first start and kept beside the database
 * (mode 0600), not in it, so a copy of the database alone can make no working link. Losing it (or
 * restoring a database without it) only makes the links already sent stop working.
 */
export function loadLinkKey(dataDir: string): Buffer {
  const file = join(dataDir, linkKeyFile);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length < 32)
    throw new Error(`${file} does not hold a 32-byte key; delete it to make a new one (links already sent stop working).`);
  return key;
}

/** What the database keeps of a token: its SHA-256, hex. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface LinkTokens {
  /** The token of an entry's confirmation link issued at `issuedAt` (ms): the same inputs always give the same token. */
  confirm(entryId: string, issuedAt: number): string;
  /** The token of an entry's unsubscribe link; it never changes, so every e-mail can carry it. */
  unsubscribe(entryId: string): string;
}

/**
 * Unguessable link tokens (HMAC-SHA-256 of the entry and purpose under the link key, 43 characters of
 * base64url), derived rather than stored: a message queued now is composed when it is sent and still
 * carries the right link, while the database holds only the hash the link is checked against.
 */
export function linkTokens(key: Buffer): LinkTokens {
  const mac = (...parts: string[]) => createHmac('sha256', key).update(parts.join('\0')).digest('base64url');
  return {
    confirm: (entryId, issuedAt) => mac('confirm', entryId, String(issuedAt)),
    unsubscribe: (entryId) => mac('unsubscribe', entryId),
  };
}
