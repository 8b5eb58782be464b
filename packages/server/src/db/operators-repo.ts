import { randomUUID } from 'node:crypto';
import type { Operator } from '@zk/data';
import type { Db } from './database.ts';

interface OperatorRow {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
}

export interface OperatorWithHash extends Operator {
  passwordHash: string;
}

export interface OperatorsRepo {
  count(): number;
  list(): Array<Operator & { createdAt: string }>;
  findByEmail(email: string): OperatorWithHash | null;
  get(id: string): Operator | null;
  create(email: string, passwordHash: string): Operator;
  /** Sets a new hash and ends every session of the account; false when there is no such account. */
  setPasswordHash(email: string, passwordHash: string): boolean;
}

export function operatorsRepo(db: Db, now: () => number): OperatorsRepo {
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM operators');
  const list = db.prepare<[], OperatorRow>('SELECT id, email, password_hash, created_at FROM operators ORDER BY email');
  const byEmail = db.prepare<[string], OperatorRow>('SELECT id, email, password_hash, created_at FROM operators WHERE email = ?');
  const byId = db.prepare<[string], OperatorRow>('SELECT id, email, password_hash, created_at FROM operators WHERE id = ?');
  const insert = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO operators (id, email, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare<[string, string, string]>('UPDATE operators SET password_hash = ?, updated_at = ? WHERE email = ?');
  const endSessions = db.prepare<[string]>(
    'DELETE FROM sessions WHERE operator_id = (SELECT id FROM operators WHERE email = ?)',
  );
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
      return row ? { id: row.id, email: row.email, passwordHash: row.password_hash } : null;
    },
    get: (id) => {
      const row = byId.get(id);
      return row ? { id: row.id, email: row.email } : null;
    },
    create: (email, passwordHash) => {
      const id = randomUUID();
      const at = new Date(now()).toISOString();
      insert.run(id, email.trim(), passwordHash, at, at);
      return { id, email: email.trim() };
    },
    setPasswordHash: (email, hash) => setPassword(email.trim(), hash),
  };
}
