import { createHash, randomBytes } from 'node:crypto';
import type { AuthSession } from '@zk/data';
import type { Engine } from './engine-types.ts';

export interface SessionsStore {
  /** Creates a session and returns its secret token (only its hash is stored). */
  create(operatorId: string, signedInAt: number, expiresAt: number): Promise<string>;
  /** The session for a token, or null when unknown or expired at `at` (an expired one is deleted). */
  find(token: string, at: number): Promise<AuthSession | null>;
  remove(token: string): Promise<void>;
  /** Ends the other sessions of the account `token` belongs to, keeping that one; answers how many ended. */
  removeOthers(token: string): Promise<number>;
  removeExpired(at: number): Promise<number>;
}

/** What is stored of a session token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The operators' sessions on either engine: only the SHA-256 of a session token is stored. */
export function sessionsStore({ db }: Pick<Engine, 'db'>): SessionsStore {
  const remove = (hash: string) => db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
  return {
    async create(operatorId, signedInAt, expiresAt) {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('sessions')
        .values({ token_hash: hashToken(token), operator_id: operatorId, signed_in_at: signedInAt, expires_at: expiresAt })
        .execute();
      return token;
    },
    async find(token, at) {
      const hash = hashToken(token);
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('operators as o', 'o.id', 's.operator_id')
        .select(['s.operator_id', 'o.email', 's.signed_in_at', 's.expires_at', 'o.must_change_password'])
        .where('s.token_hash', '=', hash)
        .executeTakeFirst();
      if (!row) return null;
      if (at > row.expires_at) {
        await remove(hash);
        return null;
      }
      return {
        user: { id: row.operator_id, email: row.email },
        lastLoginTime: row.signed_in_at,
        expiresAt: row.expires_at,
        ...(row.must_change_password ? { passwordChangeRequired: true } : {}),
      };
    },
    remove: async (token) => void (await remove(hashToken(token))),
    async removeOthers(token) {
      const hash = hashToken(token);
      const owner = db.selectFrom('sessions').select('operator_id').where('token_hash', '=', hash);
      const result = await db.deleteFrom('sessions').where('operator_id', '=', owner).where('token_hash', '<>', hash).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    removeExpired: async (at) => Number((await db.deleteFrom('sessions').where('expires_at', '<', at).executeTakeFirst()).numDeletedRows),
  };
}
