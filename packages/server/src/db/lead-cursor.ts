import type { LeadKind } from '@zk/data';

/** Where a page ended: the last lead's place in the merged newest-first order. */
export interface LeadCursor {
  createdAt: string;
  kind: LeadKind;
  /** The row's `seq` in its own table. */
  seq: number;
}

/**
 * Sort rank of a kind among leads created in the same millisecond: the merged order is
 * `created_at DESC, rank DESC, seq DESC`, a total order, so a cursor names one exact place in it.
 */
export const kindRank: Record<LeadKind, number> = { contact: 1, waitlist: 0 };

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Opaque to the client: base64url of `[createdAt, kind, seq]`. */
export function encodeCursor(cursor: LeadCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.kind, cursor.seq])).toString('base64url');
}

/** The cursor, or null when the text is not one this server wrote. */
export function decodeCursor(text: string): LeadCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [createdAt, kind, seq] = value as unknown[];
  if (typeof createdAt !== 'string' || !isoTimestamp.test(createdAt)) return null;
  if (kind !== 'contact' && kind !== 'waitlist') return null;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return null;
  return { createdAt, kind, seq };
}
