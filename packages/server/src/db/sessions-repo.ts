import { createHash, randomBytes } from 'node:crypto';
import type { AuthSession } from '@zk/data';
import type { Db } from './database.ts';

interface SessionRow {
  operator_id: string;
  email: string;
  signed_in_at: number;
  expires_at: number;
  must_change_password: number;
}

export interface SessionsRepo {
  /** Creates a session and returns its secret token (only its hash is stored). */
  create(operatorId: string, signedInAt: number, expiresAt: number): string;
  /** The session for a token, or null when unknown or expired at `at` (an expired one is deleted). */
  find(token: string, at: number): AuthSession | null;
  remove(token: string): void;
  removeExpired(at: number): number;
}

/** What is stored of a session token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function sessionsRepo(db: Db): SessionsRepo {
  const insert = db.prepare<[string, string, number, number]>(
    'INSERT INTO sessions (token_hash, operator_id, signed_in_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const find = db.prepare<[string], SessionRow>(
    `SELECT s.operator_id, o.email, s.signed_in_at, s.expires_at, o.must_change_password
       FROM sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = ?`,
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  const removeExpired = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at < ?');

  return {
    create(operatorId, signedInAt, expiresAt) {
      const token = randomBytes(32).toString('base64url');
      insert.run(hashToken(token), operatorId, signedInAt, expiresAt);
      return token;
    },
    find(token, at) {
      const hash = hashToken(token);
      const row = find.get(hash);
      if (!row) return null;
      if (at > row.expires_at) {
        remove.run(hash);
        return null;
      }
      return {
        user: { id: row.operator_id, email: row.email },
        lastLoginTime: row.signed_in_at,
        expiresAt: row.expires_at,
        ...(row.must_change_password === 1 ? { passwordChangeRequired: true } : {}),
      };
    },
    remove: (token) => void remove.run(hashToken(token)),
    removeExpired: (at) => removeExpired.run(at).changes,
  };
}
