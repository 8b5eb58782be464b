import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const migrationsDir = join(root, 'supabase/migrations');

type Claims = Record<string, unknown>;
type Role = 'anon' | 'authenticated';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const anonClaims: Claims = { role: 'anon', iss: 'supabase' };
function userClaims(options: { operator: boolean; signedInSecondsAgo: number; iatSecondsAgo?: number }): Claims {
  const signedIn = nowSeconds() - options.signedInSecondsAgo;
  return {
    sub: '7d1c5f33-8f55-4a3f-9a43-0a1f4f8f3c11',
    role: 'authenticated',
    aud: 'authenticated',
    email: 'op@example.com',
    iat: nowSeconds() - (options.iatSecondsAgo ?? options.signedInSecondsAgo),
    exp: nowSeconds() + 3600,
    app_metadata: options.operator ? { provider: 'email', role: 'operator' } : { provider: 'email' },
    user_metadata: { role: 'operator' },
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: signedIn }],
  };
}
const freshOperator = () => userClaims({ operator: true, signedInSecondsAgo: 10 });
// Signed in 6 minutes ago; a token refresh a moment ago moved iat but not the sign-in time.
const staleOperator = () => userClaims({ operator: true, signedInSecondsAgo: 360, iatSecondsAgo: 5 });
const plainUser = () => userClaims({ operator: false, signedInSecondsAgo: 10 });

let cluster: PgCluster;
let client: pg.Client;

/** Runs `sql` the way PostgREST does: in a transaction, as the token's role, with its claims set. */
async function as<T extends pg.QueryResultRow>(role: Role, claims: Claims, sql: string, params: unknown[] = []) {
  await client.query('begin');
  try {
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await client.query(`set local role ${role}`);
    const result = await client.query<T>(sql, params);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as pg.DatabaseError).code ?? String(error);
  }
  throw new Error('expected the statement to be refused');
}

const insert = `insert into public.countdowns (title, target_date) values ('Launch', '2030-01-01T00:00:00Z') returning *`;

beforeAll(async () => {
  cluster = await startPgCluster();
  client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(readFileSync(join(root, 'tests/rls/supabase-auth.sql'), 'utf8'));
  for (const file of readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    await client.query(readFileSync(join(migrationsDir, file), 'utf8'));
  }
}, 30_000);

afterAll(async () => {
  await client?.end();
  cluster?.stop();
});

beforeEach(async () => {
  await client.query('delete from public.countdowns');
  await client.query('delete from auth.mfa_factors');
  await client.query(`insert into public.countdowns (title, target_date, is_active) values
    ('Active later', '2031-01-01T00:00:00Z', true),
    ('Inactive', '2029-01-01T00:00:00Z', false),
    ('Active sooner', '2030-01-01T00:00:00Z', true)`);
});

describe('countdowns row-level security on PostgreSQL', () => {
  it('shows anonymous visitors and plain users only active rows, the banner query first', async () => {
    const banner = `select title from public.countdowns where is_active order by target_date asc limit 1`;
    expect((await as('anon', anonClaims, banner)).rows).toEqual([{ title: 'Active sooner' }]);
    for (const [role, claims] of [
      ['anon', anonClaims],
      ['authenticated', plainUser()],
      ['authenticated', staleOperator()],
    ] as const) {
      const { rows } = await as<{ title: string }>(role, claims, 'select title from public.countdowns order by target_date');
      expect(rows.map((row) => row.title)).toEqual(['Active sooner', 'Active later']);
    }
  });

  it('shows a fresh operator every row', async () => {
    const { rows } = await as<{ title: string }>(
      'authenticated',
      freshOperator(),
      'select title from public.countdowns order by target_date',
    );
    expect(rows.map((row) => row.title)).toEqual(['Inactive', 'Active sooner', 'Active later']);
  });

  it('refuses anonymous writes by privilege', async () => {
    expect(await refusal(as('anon', anonClaims, insert))).toBe('42501');
    expect(await refusal(as('anon', anonClaims, 'update public.countdowns set is_active = false'))).toBe('42501');
    expect(await refusal(as('anon', anonClaims, 'delete from public.countdowns'))).toBe('42501');
    expect(await refusal(as('anon', anonClaims, 'update public.countdowns_version set version = 0'))).toBe('42501');
  });

  it.each([
    ['a signed-in user without the operator role', plainUser],
    ['an operator who signed in more than 5 minutes ago', staleOperator],
    ['an operator whose token has no sign-in time', () => ({ ...freshOperator(), amr: undefined })],
    ['a user who put the operator role in user_metadata only', () => ({ ...plainUser(), user_metadata: { role: 'operator' } })],
    [
      'an operator whose recent sign-in was a magic link, the password one stale',
      () => ({
        ...freshOperator(),
        amr: [
          { method: 'password', timestamp: nowSeconds() - 3600 },
          { method: 'magiclink', timestamp: nowSeconds() - 10 },
        ],
      }),
    ],
    [
      'an operator signed in by a one-time code only',
      () => ({ ...freshOperator(), amr: [{ method: 'otp', timestamp: nowSeconds() - 10 }] }),
    ],
  ])('refuses writes by %s', async (_name, claims) => {
    expect(await refusal(as('authenticated', claims(), insert))).toBe('42501');
    const updated = await as('authenticated', claims(), 'update public.countdowns set is_active = not is_active returning id');
    expect(updated.rowCount).toBe(0);
    const deleted = await as('authenticated', claims(), 'delete from public.countdowns returning id');
    expect(deleted.rowCount).toBe(0);
    expect((await client.query('select count(*)::int as n from public.countdowns where is_active')).rows).toEqual([{ n: 2 }]);
  });

  it('counts the password sign-in of an operator who then gave a second factor', async () => {
    const mfa = {
      ...freshOperator(),
      aal: 'aal2',
      amr: [
        { method: 'totp', timestamp: nowSeconds() - 5 },
        { method: 'password', timestamp: nowSeconds() - 20 },
      ],
    };
    expect((await as('authenticated', mfa, insert)).rowCount).toBe(1);
  });

  describe('an operator with a second factor (issue 45, hosted mode)', () => {
    const operatorId = String(freshOperator().sub);
    const enrol = (status: 'verified' | 'unverified', userId = operatorId) =>
      client.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
         values (gen_random_uuid(), $1, 'Phone', 'totp', $2, now(), now())`,
        [userId, status],
      );
    const secondFactor = () => ({
      ...freshOperator(),
      aal: 'aal2',
      amr: [
        { method: 'totp', timestamp: nowSeconds() - 5 },
        { method: 'password', timestamp: nowSeconds() - 20 },
      ],
    });
    const countAll = 'select count(*)::int as n from public.countdowns';

    it('needs aal2 once a factor is verified: the password alone (aal1) reads and writes as a visitor', async () => {
      await enrol('verified');
      expect(await refusal(as('authenticated', freshOperator(), insert))).toBe('42501');
      expect((await as('authenticated', freshOperator(), 'update public.countdowns set is_active = true returning id')).rowCount).toBe(0);
      expect((await as('authenticated', freshOperator(), 'delete from public.countdowns returning id')).rowCount).toBe(0);
      expect((await as('authenticated', freshOperator(), countAll)).rows).toEqual([{ n: 2 }]);
      expect((await as('authenticated', secondFactor(), insert)).rowCount).toBe(1);
      expect((await as('authenticated', secondFactor(), countAll)).rows).toEqual([{ n: 4 }]);
    });

    it('keeps aal1 enough while a factor is only being enrolled, or when another user has one', async () => {
      await enrol('unverified');
      await enrol('verified', '0b9a3f0e-7a61-4c1e-9d2b-5e3f4a6b7c8d');
      expect((await as('authenticated', freshOperator(), insert)).rowCount).toBe(1);
    });

    it('still needs a fresh password sign-in with aal2', async () => {
      await enrol('verified');
      const stale = {
        ...secondFactor(),
        amr: [
          { method: 'totp', timestamp: nowSeconds() - 5 },
          { method: 'password', timestamp: nowSeconds() - 400 },
        ],
      };
      expect(await refusal(as('authenticated', stale, insert))).toBe('42501');
    });

    it('gives the API roles no access to the factors themselves', async () => {
      await enrol('verified');
      expect(await refusal(as('authenticated', secondFactor(), 'select * from auth.mfa_factors'))).toBe('42501');
    });
  });

  it("lets a fresh operator insert, toggle and delete, and bumps the banner's version", async () => {
    const version = async () => Number((await client.query('select version from public.countdowns_version')).rows[0].version);
    const before = await version();
    const created = await as<{ id: string; is_active: boolean }>('authenticated', freshOperator(), insert);
    expect(created.rows[0]).toMatchObject({ title: 'Launch', is_active: true });
    const id = created.rows[0]?.id;
    const toggled = await as(
      'authenticated',
      freshOperator(),
      'update public.countdowns set is_active = not is_active where id = $1 returning is_active',
      [id],
    );
    expect(toggled.rows).toEqual([{ is_active: false }]);
    const deleted = await as('authenticated', freshOperator(), 'delete from public.countdowns where id = $1 returning id', [id]);
    expect(deleted.rowCount).toBe(1);
    expect(await version()).toBe(before + 3);
    expect((await as('anon', anonClaims, 'select version from public.countdowns_version')).rowCount).toBe(1);
  });

  it('keeps even a fresh operator from writing columns it was not granted', async () => {
    const { rows } = await client.query<{ id: string }>('select id from public.countdowns limit 1');
    expect(
      await refusal(as('authenticated', freshOperator(), 'update public.countdowns set created_at = now() where id = $1', [rows[0]?.id])),
    ).toBe('42501');
  });

  it('publishes countdowns and the version table to supabase_realtime', async () => {
    const { rows } = await client.query(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by tablename`,
    );
    expect(rows).toEqual([{ tablename: 'countdowns' }, { tablename: 'countdowns_version' }]);
  });
});
