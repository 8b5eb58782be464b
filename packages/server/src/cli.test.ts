import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from './auth/password.ts';
import { emailHash } from './audit/security-log.ts';
import { runCli } from './cli.ts';
import { databaseFileName, openDatabase } from './db/database.ts';
import { runMigrateCommand } from './db/migrate-command.ts';
import { migrations } from './db/migrations.ts';
import { factorsStore } from './db/engine/factors-store.ts';
import { operatorsStore, type OperatorsStore } from './db/engine/operators-store.ts';
import { sessionsStore, type SessionsStore } from './db/engine/sessions-store.ts';
import { sqliteEngine } from './db/engine/sqlite-engine.ts';
import { tempDir } from '../test-support/helpers.ts';
import { testScrypt } from '../test-support/api.ts';
import { cliIo as io } from '../test-support/cli.ts';

function withDb<T>(dataDir: string, fn: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(dataDir);
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

async function withStores<T>(
  dataDir: string,
  fn: (stores: { operators: OperatorsStore; sessions: SessionsStore }) => Promise<T>,
): Promise<T> {
  const db = openDatabase(dataDir);
  try {
    const engine = sqliteEngine(db);
    return await fn({ operators: operatorsStore(engine, Date.now), sessions: sessionsStore(engine) });
  } finally {
    db.close();
  }
}

describe('admin CLI', () => {
  it('creates an account from ADMIN_PASSWORD and lists it', async () => {
    const DATA_DIR = tempDir();
    const create = io({ DATA_DIR, ADMIN_PASSWORD: 'a-long-enough-password' });
    expect(await runCli(['create', 'op@example.com'], create.cli, testScrypt)).toBe(0);
    expect(create.out).toEqual(['Created operator account op@example.com']);
    const hash = await withStores(DATA_DIR, async ({ operators }) => (await operators.findByEmail('op@example.com'))?.passwordHash ?? '');
    expect(await verifyPassword('a-long-enough-password', hash)).toBe(true);

    const list = io({ DATA_DIR });
    expect(await runCli(['list'], list.cli)).toBe(0);
    expect(list.out).toEqual([expect.stringMatching(/^op@example\.com\tcreated \d{4}-/)]);
  });

  it('takes the password from the prompt and refuses short and common ones', async () => {
    const DATA_DIR = tempDir();
    const short = io({ DATA_DIR }, ['short']);
    expect(await runCli(['create', 'op@example.com'], short.cli, testScrypt)).toBe(1);
    expect(short.err.join()).toMatch(/at least 12/);
    const common = io({ DATA_DIR }, ['Password123456']);
    expect(await runCli(['create', 'op@example.com'], common.cli, testScrypt)).toBe(1);
    expect(common.err.join()).toMatch(/most common passwords/);
    const guessable = io({ DATA_DIR }, ['op@example.com-2026']);
    expect(await runCli(['create', 'op@example.com'], guessable.cli, testScrypt)).toBe(1);
    expect(guessable.err.join()).toMatch(/e-mail address or the name of the site/);
    const prompted = io({ DATA_DIR }, ['prompted-password-123']);
    expect(await runCli(['create', 'op@example.com'], prompted.cli, testScrypt)).toBe(0);
  });

  it('refuses a duplicate account and resets a password, ending its sessions', async () => {
    const DATA_DIR = tempDir();
    await runCli(['create', 'op@example.com'], io({ DATA_DIR, ADMIN_PASSWORD: 'first-password-123' }).cli, testScrypt);
    const duplicate = io({ DATA_DIR, ADMIN_PASSWORD: 'first-password-123' });
    expect(await runCli(['create', 'OP@example.com'], duplicate.cli, testScrypt)).toBe(1);
    expect(duplicate.err.join()).toMatch(/already exists/);

    const token = await withStores(DATA_DIR, async ({ operators, sessions }) => {
      const id = (await operators.findByEmail('op@example.com'))?.id ?? '';
      return sessions.create(id, Date.now(), Date.now() + 60_000);
    });
    const reset = io({ DATA_DIR, ADMIN_PASSWORD: 'second-password-123' });
    expect(await runCli(['reset-password', 'op@example.com'], reset.cli, testScrypt)).toBe(0);
    expect(reset.err.map((line) => JSON.parse(line) as unknown)).toEqual([
      { type: 'security', time: expect.any(String), event: 'password_changed', outcome: 'success', emailHash: emailHash('op@example.com') },
    ]);
    expect(await withStores(DATA_DIR, ({ sessions }) => sessions.find(token, Date.now()))).toBeNull();
    const hash = await withStores(DATA_DIR, async ({ operators }) => (await operators.findByEmail('op@example.com'))?.passwordHash ?? '');
    expect(await verifyPassword('second-password-123', hash)).toBe(true);
  });

  it('reset-mfa removes the factors and recovery codes of an account that lost them, logged', async () => {
    const DATA_DIR = tempDir();
    expect(await runCli(['create', 'op@example.com'], io({ DATA_DIR, ADMIN_PASSWORD: 'first-password-123' }).cli, testScrypt)).toBe(0);
    const db = openDatabase(DATA_DIR);
    const engine = sqliteEngine(db);
    const operator = (await operatorsStore(engine, Date.now).findByEmail('op@example.com'))!;
    const factors = factorsStore(engine);
    await factors.startTotp(operator.id, Buffer.from('sealed'), 1);
    await factors.confirmTotp((await factors.totp(operator.id))!.id, 1, 1);
    await factors.replaceRecoveryCodes(operator.id, ['h1'], 1);
    await engine.db
      .insertInto('operator_passkeys')
      .values({ id: 'cred-1', operator_id: operator.id, name: 'Laptop', public_key: Buffer.from('key'), counter: 0, created_at: 1 })
      .execute();
    db.close();

    const reset = io({ DATA_DIR });
    expect(await runCli(['reset-mfa', 'OP@example.com'], reset.cli)).toBe(0);
    expect(reset.out).toEqual([
      'Second factors and recovery codes of OP@example.com removed; it signs in with its password and enrols again',
    ]);
    expect(reset.err.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        type: 'security',
        time: expect.any(String),
        event: 'second_factor_removed',
        outcome: 'success',
        reason: 'reset',
        emailHash: emailHash('op@example.com'),
      },
    ]);
    const after = openDatabase(DATA_DIR);
    expect(after.prepare('SELECT count(*) AS n FROM operator_factors').get()).toEqual({ n: 0 });
    expect(after.prepare('SELECT count(*) AS n FROM operator_recovery_codes').get()).toEqual({ n: 0 });
    expect(after.prepare('SELECT count(*) AS n FROM operator_passkeys').get()).toEqual({ n: 0 });
    after.close();

    const again = io({ DATA_DIR });
    expect(await runCli(['reset-mfa', 'op@example.com'], again.cli)).toBe(0);
    expect([again.out, again.err]).toEqual([['op@example.com had no second factor; nothing changed'], []]);
    const ghost = io({ DATA_DIR });
    expect(await runCli(['reset-mfa', 'ghost@example.com'], ghost.cli)).toBe(1);
    expect(ghost.err).toEqual(['No operator account ghost@example.com']);
    expect(await runCli(['reset-mfa'], io({ DATA_DIR }).cli)).toBe(2);
  });

  it('fails clearly on unknown accounts, commands and missing arguments', async () => {
    const DATA_DIR = tempDir();
    const unknown = io({ DATA_DIR, ADMIN_PASSWORD: 'x'.repeat(12) });
    expect(await runCli(['reset-password', 'ghost@example.com'], unknown.cli)).toBe(1);
    expect(unknown.err.join()).toMatch(/No operator account/);
    expect(await runCli(['frobnicate'], io({ DATA_DIR }).cli)).toBe(2);
    expect(await runCli(['create'], io({ DATA_DIR }).cli)).toBe(2);
    expect(await runCli([], io({ DATA_DIR }).cli)).toBe(2);
    const empty = io({ DATA_DIR });
    await runCli(['list'], empty.cli);
    expect(empty.out).toEqual(['No operator accounts']);
  });
});

describe('admin CLI: migrate', () => {
  it('shows where the database stands without changing it: none yet, applied with times, pending', async () => {
    const DATA_DIR = tempDir();
    const none = io({ DATA_DIR });
    expect(await runCli(['migrate', '--status'], none.cli)).toBe(0);
    expect(none.out).toEqual([
      `No database at ${join(DATA_DIR, databaseFileName)} yet: all ${migrations.length} migrations pending (the first start applies them).`,
    ]);
    expect(existsSync(join(DATA_DIR, databaseFileName))).toBe(false);

    withDb(DATA_DIR, () => {});
    const current = io({ DATA_DIR });
    expect(await runCli(['migrate', '--status'], current.cli)).toBe(0);
    expect(current.out[0]).toBe(
      `Database ${join(DATA_DIR, databaseFileName)}: schema version ${migrations.length}; this release has ${migrations.length} migrations.`,
    );
    expect(current.out.slice(1, -1)).toEqual(
      migrations.map((_, index) => expect.stringMatching(new RegExp(`^ +${index + 1}  applied  \\d{4}-\\d\\d-\\d\\dT`))),
    );
    expect(current.out.at(-1)).toBe('Up to date.');

    const next = [...migrations, 'CREATE TABLE later (id INTEGER);'];
    const pending: string[] = [];
    expect(runMigrateCommand(['--status'], DATA_DIR, { out: (line) => pending.push(line), err: (line) => pending.push(line) }, next)).toBe(
      0,
    );
    expect(pending.slice(-2)).toEqual([
      `  ${String(next.length).padStart(3)}  pending`,
      '1 pending: applied at the next start, or by `npm run admin -- migrate`.',
    ]);
    expect(withDb(DATA_DIR, (db) => db.pragma('user_version', { simple: true }))).toBe(migrations.length);

    const applied: string[] = [];
    expect(runMigrateCommand([], DATA_DIR, { out: (line) => applied.push(line), err: (line) => applied.push(line) }, next)).toBe(0);
    expect(applied).toEqual([`Applied 1 migration(s); schema version ${next.length}.`]);
  });

  it('says when the database is newer than this release (exit 1)', async () => {
    const DATA_DIR = tempDir();
    withDb(DATA_DIR, (db) => db.pragma(`user_version = ${migrations.length + 2}`));
    const newer = io({ DATA_DIR });
    expect(await runCli(['migrate', '--status'], newer.cli)).toBe(1);
    expect(newer.out.slice(-2)).toEqual([
      `  ${String(migrations.length + 1).padStart(3)}  newer    time not recorded`,
      `  ${String(migrations.length + 2).padStart(3)}  newer    time not recorded`,
    ]);
    expect(newer.err).toEqual([
      `The database is newer than this release (${migrations.length + 2} > ${migrations.length}): this release refuses to start on it.`,
    ]);
    const migrate = io({ DATA_DIR });
    expect(await runCli(['migrate'], migrate.cli)).toBe(1);
    expect(migrate.err.join()).toMatch(/newer than this release/);
  });
});

describe('admin CLI as a process', () => {
  it('runs through tsx like `npm run admin -- list`', () => {
    const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const out = execFileSync(tsx, [cli, 'list'], { env: { PATH: process.env.PATH ?? '', DATA_DIR: tempDir() }, encoding: 'utf8' });
    expect(out.trim()).toBe('No operator accounts');
  }, 30_000);
});
