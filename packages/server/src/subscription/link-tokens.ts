import { createHash, createHmac } from 'node:crypto';

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
