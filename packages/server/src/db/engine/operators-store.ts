import { randomUUID } from 'node:crypto';
import type { OperatorsRepo } from '../operators-repo.ts';
import type { Engine, Promised } from './engine-types.ts';

export type OperatorsStore = Promised<OperatorsRepo>;

/** `operators-repo.ts` on either engine: e-mail addresses compare without regard to case (the column's collation). */
export function operatorsStore({ db }: Engine, now: () => number): OperatorsStore {
  const columns = ['id', 'email', 'password_hash', 'must_change_password', 'created_at'] as const;
  const stamp = () => new Date(now()).toISOString();
  return {
    count: async () =>
      Number(
        (
          await db
            .selectFrom('operators')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n ?? 0,
      ),
    list: async () =>
      (await db.selectFrom('operators').select(['id', 'email', 'created_at']).orderBy('email').execute()).map((row) => ({
        id: row.id,
        email: row.email,
        createdAt: row.created_at,
      })),
    findByEmail: async (email) => {
      const row = await db.selectFrom('operators').select(columns).where('email', '=', email.trim()).executeTakeFirst();
      return row ? { id: row.id, email: row.email, passwordHash: row.password_hash, mustChangePassword: row.must_change_password } : null;
    },
    get: async (id) => (await db.selectFrom('operators').select(['id', 'email']).where('id', '=', id).executeTakeFirst()) ?? null,
    create: async (email, passwordHash, options = {}) => {
      const id = randomUUID();
      const at = stamp();
      await db
        .insertInto('operators')
        .values({
          id,
          email: email.trim(),
          password_hash: passwordHash,
          must_change_password: options.mustChangePassword ?? false,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { id, email: email.trim() };
    },
    setPasswordHash: (email, hash) =>
      db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('operators')
          .set({ password_hash: hash, must_change_password: false, updated_at: stamp() })
          .where('email', '=', email.trim())
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return false;
        await trx
          .deleteFrom('sessions')
          .where('operator_id', '=', (eb) => eb.selectFrom('operators').select('id').where('email', '=', email.trim()))
          .execute();
        return true;
      }),
    changePassword: (id, hash, keepTokenHash) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('operators')
          .set({ password_hash: hash, must_change_password: false, updated_at: stamp() })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('sessions').where('operator_id', '=', id).where('token_hash', '<>', keepTokenHash).execute();
      }),
  };
}
