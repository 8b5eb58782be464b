import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { operatorsStore } from '../db/engine/operators-store.ts';
import { sqliteEngine } from '../db/engine/sqlite-engine.ts';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';
import { testScrypt } from '../../test-support/api.ts';
import { verifyPassword } from './password.ts';
import { SeedPasswordError, seedMessage, seedOperator } from './seed-operator.ts';

function repo() {
  const db = openDatabase(tempDir());
  onCleanup(() => db.close());
  return operatorsStore(sqliteEngine(db), Date.now);
}

describe('seedOperator', () => {
  it('creates the configured account on first start, once, with no change required', async () => {
    const operators = repo();
    const config = { adminEmail: 'boss@example.com', adminPassword: 'configured-password', dataDir: tempDir() };
    const result = await seedOperator(operators, config, testScrypt);
    expect(result).toEqual({ created: true, email: 'boss@example.com', generatedPasswordFile: undefined });
    const account = await operators.findByEmail('boss@example.com');
    expect(await verifyPassword('configured-password', account?.passwordHash ?? '')).toBe(true);
    expect(account?.mustChangePassword).toBe(false);
    expect(await seedOperator(operators, config, testScrypt)).toEqual({ created: false });
    expect(seedMessage(result)).not.toContain('configured-password');
    expect(readdirSync(config.dataDir)).toEqual([]);
  });

  it.each(['password1234', 'Qwertyuiop123', '!!sunshine2026', 'iloveyou1234567'])(
    'refuses the common ADMIN_PASSWORD %s with a clear message',
    async (adminPassword) => {
      const operators = repo();
      const attempt = seedOperator(operators, { adminEmail: 'boss@example.com', adminPassword, dataDir: tempDir() }, testScrypt);
      await expect(attempt).rejects.toThrow(SeedPasswordError);
      await expect(attempt).rejects.toThrow(/ADMIN_PASSWORD is refused: .*most common passwords/);
      expect(await operators.count()).toBe(0);
    },
  );

  it.each([
    ['boss@example.com', 'boss@example.com1'],
    ['admin@localhost', 'admin@localhost1'],
    ['admin@localhost', 'Zk-Automations-2026'],
  ])('refuses an ADMIN_PASSWORD built from ADMIN_EMAIL %s or the brand: %s', async (adminEmail, adminPassword) => {
    const attempt = seedOperator(repo(), { adminEmail, adminPassword, dataDir: tempDir() }, testScrypt);
    await expect(attempt).rejects.toThrow(/ADMIN_PASSWORD is refused: .*e-mail address or the name of the site/);
  });

  it('creates admin@localhost with a random password in a 0600 file, never in the message, to change at first sign-in', async () => {
    const operators = repo();
    const dataDir = tempDir();
    const result = await seedOperator(operators, { adminEmail: undefined, adminPassword: undefined, dataDir }, testScrypt);
    if (!result.created || !result.generatedPasswordFile) throw new Error('expected a generated password file');
    expect(result.email).toBe('admin@localhost');
    expect(result.generatedPasswordFile).toBe(join(dataDir, 'first-start-password.txt'));
    expect(statSync(result.generatedPasswordFile).mode & 0o777).toBe(0o600);
    const password = readFileSync(result.generatedPasswordFile, 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    const account = await operators.findByEmail('admin@localhost');
    expect(await verifyPassword(password, account?.passwordHash ?? '')).toBe(true);
    expect(account?.mustChangePassword).toBe(true);
    expect(seedMessage(result)).toContain(result.generatedPasswordFile);
    expect(seedMessage(result)).not.toContain(password);
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
