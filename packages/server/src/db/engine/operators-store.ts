import { randomUUID } from 'node:crypto';
import type { Operator } from '@zk/data';
import type { Engine } from './engine-types.ts';

export interface OperatorWithHash extends Operator {
  passwordHash: string;
  /** The account still has its generated first-start password. */
  mustChangePassword: boolean;
}

export interface OperatorsStore {
  count(): Promise<number>;
  list(): Promise<Array<Operator & { createdAt: string }>>;
  findByEmail(email: string): Promise<OperatorWithHash | null>;
  get(id: string): Promise<Operator | null>;
  create(email: string, passwordHash: string, options?: { mustChangePassword?: boolean }): Promise<Operator>;
  /** Sets a new hash and ends every session of the account; false when there is no such account. */
  setPasswordHash(email: string, passwordHash: string): Promise<boolean>;
  /** The operator's own change: sets the hash, clears the first-start mark, ends every other session. */
  changePassword(operatorId: string, passwordHash: string, keepTokenHash: string): Promise<void>;
}

/** The operator accounts on either engine: e-mail addresses compare without regard to case (the column's collation). */
export function operatorsStore({ db }: Pick<Engine, 'db'>, now: () => number): OperatorsStore {
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
