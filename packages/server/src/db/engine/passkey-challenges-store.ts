import type { ChallengeBook } from '../../auth/passkey-ceremonies.ts';
import type { Engine } from './engine-types.ts';

/**
 * Passkey challenges in the database (`passkey_challenges`), so the options of a ceremony may come from one
 * server and its answer reach another: taken with one `DELETE … RETURNING`, so each is accepted once across
 * every server. Expired ones are deleted as new ones are handed out.
 */
export function passkeyChallengesStore({ db }: Pick<Engine, 'db'>, now: () => number): ChallengeBook {
  return {
    async issue(challenge, { purpose, operatorId, expiresAt }) {
      await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now()).execute();
      await db.insertInto('passkey_challenges').values({ challenge, purpose, operator_id: operatorId, expires_at: expiresAt }).execute();
    },
    async take(challenge) {
      const row = await db.deleteFrom('passkey_challenges').where('challenge', '=', challenge).returningAll().executeTakeFirst();
      if (!row || Number(row.expires_at) <= now()) return null;
      return { purpose: row.purpose, operatorId: row.operator_id, expiresAt: Number(row.expires_at) };
    },
  };
}
