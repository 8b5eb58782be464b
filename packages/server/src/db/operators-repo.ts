import { randomUUID } from 'node:crypto';
import type { Operator } from '@zk/data';
import type { Db } from './database.ts';

interface OperatorRow {
  id: string;
  email: string;
  password_hash: string;
  must_change_password: number;
  created_at: string;
}

export interface OperatorWithHash extends Operator {
  passwordHash: string;
  /** The account still has its generated first-start password. */
  mustChangePassword: boolean;
}

export interface OperatorsRepo {
  count(): number;
  list(): Array<Operator & { createdAt: string }>;
  findByEmail(email: string): OperatorWithHash | null;
  get(id: string): Operator | null;
  create(email: string, passwordHash: string, options?: { mustChangePassword?: boolean }): Operator;
  /** Sets a new hash and ends every session of the account; false when there is no such account. */
  setPasswordHash(email: string, passwordHash: string): boolean;
  /** The operator's own change: sets the hash, clears the first-start mark, ends every other session. */
  changePassword(operatorId: string, passwordHash: string, keepTokenHash: string): void;
}

export function operatorsRepo(db: Db, now: () => number): OperatorsRepo {
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM operators');
  const columns = 'id, email, password_hash, must_change_password, created_at';
  const list = db.prepare<[], OperatorRow>(`SELECT ${columns} FROM operators ORDER BY email`);
  const byEmail = db.prepare<[string], OperatorRow>(`SELECT ${columns} FROM operators WHERE email = ?`);
  const byId = db.prepare<[string], OperatorRow>(`SELECT ${columns} FROM operators WHERE id = ?`);
  const insert = db.prepare<[string, string, string, number, string, string]>(
    'INSERT INTO operators (id, email, password_hash, must_change_password, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const update = db.prepare<[string, string, string]>(
    'UPDATE operators SET password_hash = ?, must_change_password = 0, updated_at = ? WHERE email = ?',
  );
  const updateById = db.prepare<[string, string, string]>(
    'UPDATE operators SET password_hash = ?, must_change_password = 0, updated_at = ? WHERE id = ?',
  );
  const endOtherSessions = db.prepare<[string, string]>('DELETE FROM sessions WHERE operator_id = ? AND token_hash <> ?');
  const change = db.transaction((id: string, hash: string, keepTokenHash: string) => {
    updateById.run(hash, new Date(now()).toISOString(), id);
    endOtherSessions.run(id, keepTokenHash);
  });
  const endSessions = db.prepare<[string]>('DELETE FROM sessions WHERE operator_id = (SELECT id FROM operators WHERE email = ?)');
  const setPassword = db.transaction((email: string, hash: string) => {
    const changed = update.run(hash, new Date(now()).toISOString(), email).changes > 0;
    if (changed) endSessions.run(email);
    return changed;
  });

  return {
    count: () => count.get()?.n ?? 0,
    list: () => list.all().map((row) => ({ id: row.id, email: row.email, createdAt: row.created_at })),
    findByEmail: (email) => {
      const row = byEmail.get(email.trim());
      return row
        ? { id: row.id, email: row.email, passwordHash: row.password_hash, mustChangePassword: row.must_change_password === 1 }
        : null;
    },
    get: (id) => {
      const row = byId.get(id);
      return row ? { id: row.id, email: row.email } : null;
    },
    create: (email, passwordHash, options = {}) => {
      const id = randomUUID();
      const at = new Date(now()).toISOString();
      insert.run(id, email.trim(), passwordHash, options.mustChangePassword ? 1 : 0, at, at);
      return { id, email: email.trim() };
    },
    setPasswordHash: (email, hash) => setPassword(email.trim(), hash),
    changePassword: (id, hash, keepTokenHash) => change(id, hash, keepTokenHash),
  };
}
