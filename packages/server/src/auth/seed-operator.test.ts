import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { operatorsRepo } from '../db/operators-repo.ts';
import { onCleanup, tempDir } from '../test-helpers.ts';
import { testScrypt } from '../test-api.ts';
import { verifyPassword } from './password.ts';
import { seedMessage, seedOperator } from './seed-operator.ts';

function repo() {
  const db = openDatabase(tempDir());
  onCleanup(() => db.close());
  return operatorsRepo(db, Date.now);
}

describe('seedOperator', () => {
  it('creates the configured account on first start, once', async () => {
    const operators = repo();
    const config = { adminEmail: 'boss@example.com', adminPassword: 'configured-password' };
    const result = await seedOperator(operators, config, testScrypt);
    expect(result).toEqual({ created: true, email: 'boss@example.com', generatedPassword: undefined });
    expect(await verifyPassword('configured-password', operators.findByEmail('boss@example.com')?.passwordHash ?? '')).toBe(true);
    expect(await seedOperator(operators, config, testScrypt)).toEqual({ created: false });
    expect(seedMessage(result)).not.toContain('configured-password');
  });

  it('creates admin@localhost with a random printed password when nothing is configured', async () => {
    const operators = repo();
    const result = await seedOperator(operators, { adminEmail: undefined, adminPassword: undefined }, testScrypt);
    if (!result.created || !result.generatedPassword) throw new Error('expected a generated password');
    expect(result.email).toBe('admin@localhost');
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await verifyPassword(result.generatedPassword, operators.findByEmail('admin@localhost')?.passwordHash ?? '')).toBe(true);
    expect(seedMessage(result)).toContain(result.generatedPassword);
    const other = await seedOperator(repo(), { adminEmail: undefined, adminPassword: undefined }, testScrypt);
    expect(other.created && other.generatedPassword).not.toBe(result.generatedPassword);
  });
});

describe('password hashing', () => {
  it('uses OWASP scrypt parameters by default and rejects malformed hashes', async () => {
    const { hashPassword } = await import('./password.ts');
    const hash = await hashPassword('pw');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('pw', hash)).toBe(true);
    expect(await verifyPassword('pW', hash)).toBe(false);
    expect(await verifyPassword('pw', 'bcrypt$whatever')).toBe(false);
  });
});
