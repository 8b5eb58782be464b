import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { postgresMigrations } from './db/engine/postgres-migrations.ts';
import { testPostgresPerFile } from '../test-support/postgres-cluster.ts';
import { cliIo } from '../test-support/cli.ts';
import { tempDir } from '../test-support/helpers.ts';
import { testScrypt } from '../test-support/api.ts';

const postgres = testPostgresPerFile();

describe('npm run admin -- migrate with DATABASE_URL', () => {
  it('shows the PostgreSQL schema status, applies the migrations once, and leaves DATA_DIR alone', async () => {
    const DATABASE_URL = await postgres.freshDatabaseUrl();
    const DATA_DIR = tempDir();
    const count = postgresMigrations.length;

    const before = cliIo({ DATA_DIR, DATABASE_URL });
    expect(await runCli(['migrate', '--status'], before.cli)).toBe(0);
    expect(before.out[0]).toMatch(
      new RegExp(`^Database postgres://.+ \\(PostgreSQL\\): schema version 0; this release has ${count} migrations\\.$`),
    );
    expect(before.out.at(-1)).toBe(`${count} pending: applied at the next start, or by \`npm run admin -- migrate\`.`);

    const migrate = cliIo({ DATA_DIR, DATABASE_URL });
    expect(await runCli(['migrate'], migrate.cli)).toBe(0);
    expect(migrate.out).toEqual([`Applied ${count} migration(s); schema version ${count}.`]);
    const again = cliIo({ DATA_DIR, DATABASE_URL });
    expect(await runCli(['migrate'], again.cli)).toBe(0);
    expect(again.out).toEqual([`Up to date at schema version ${count}.`]);

    const after = cliIo({ DATA_DIR, DATABASE_URL });
    expect(await runCli(['migrate', '--status'], after.cli)).toBe(0);
    expect(after.out.slice(1, -1)).toEqual(
      postgresMigrations.map((_, index) => expect.stringMatching(new RegExp(`^ +${index + 1}  applied  \\d{4}-\\d\\d-\\d\\dT`))),
    );
    expect(after.out.at(-1)).toBe('Up to date.');
    expect(existsSync(DATA_DIR) ? readdirSync(DATA_DIR) : []).toEqual([]);
  });

  it('says when the PostgreSQL database is newer than this release (exit 1), and masks the password', async () => {
    // The cluster trusts every local connection: the password is never checked, only carried.
    const url = new URL(await postgres.freshDatabaseUrl());
    url.password = 's3cret';
    const DATABASE_URL = url.href;
    expect(await runCli(['migrate'], cliIo({ DATABASE_URL }).cli)).toBe(0);
    const bump = new pg.Client({ connectionString: DATABASE_URL });
    await bump.connect();
    await bump.query('INSERT INTO schema_migrations (version, applied_at, checksum) VALUES ($1, NULL, $2)', [
      postgresMigrations.length + 1,
      'from a later release',
    ]);
    await bump.end();

    const newer = cliIo({ DATABASE_URL });
    expect(await runCli(['migrate', '--status'], newer.cli)).toBe(1);
    expect(newer.out.at(-1)).toBe(`  ${String(postgresMigrations.length + 1).padStart(3)}  newer    time not recorded`);
    expect(newer.err.join('\n')).toMatch(/newer than this release/);
    const refused = cliIo({ DATABASE_URL });
    expect(await runCli(['migrate'], refused.cli)).toBe(1);
    expect(refused.err.join('\n')).toMatch(/newer/);
    expect([...newer.out, ...newer.err, ...refused.err].join('\n')).not.toContain('s3cret');
  });
});

describe('npm run admin with DATABASE_URL: accounts and backups', () => {
  it('creates, lists and resets operator accounts in PostgreSQL, not in DATA_DIR', async () => {
    const DATABASE_URL = await postgres.freshDatabaseUrl();
    const DATA_DIR = tempDir();
    const env = { DATA_DIR, DATABASE_URL, ADMIN_PASSWORD: 'a long and unusual passphrase 7' };
    const create = cliIo(env);
    expect(await runCli(['create', 'owner@example.com'], create.cli, testScrypt)).toBe(0);
    expect(create.out).toEqual(['Created operator account owner@example.com']);
    const list = cliIo(env);
    expect(await runCli(['list'], list.cli)).toBe(0);
    expect(list.out).toEqual([expect.stringMatching(/^owner@example\.com\tcreated \d{4}-/)]);
    const reset = cliIo({ ...env, ADMIN_PASSWORD: 'another long passphrase for 2027' });
    expect(await runCli(['reset-password', 'owner@example.com'], reset.cli, testScrypt)).toBe(0);

    const direct = new pg.Client({ connectionString: DATABASE_URL });
    await direct.connect();
    const { rows } = await direct.query('SELECT email FROM operators');
    await direct.end();
    expect(rows).toEqual([{ email: 'owner@example.com' }]);
    expect(existsSync(DATA_DIR) ? readdirSync(DATA_DIR) : []).toEqual([]);
  });

  it.each(['backup', 'restore'] as const)('%s says to use PostgreSQL tools instead of copying the SQLite file', async (command) => {
    const DATA_DIR = tempDir();
    const io = cliIo({ DATA_DIR, DATABASE_URL: 'postgres://zk:s3cret@db.internal:5432/zk' });
    expect(await runCli([command, `${DATA_DIR}/copy.sqlite`], io.cli)).toBe(1);
    expect(io.err.join('\n')).toMatch(command === 'backup' ? /point-in-time recovery, or pg_dump/ : /pg_restore/);
    expect(io.err.join('\n')).not.toMatch(/s3cret/);
    expect(existsSync(DATA_DIR) ? readdirSync(DATA_DIR) : []).toEqual([]);
  });
});
