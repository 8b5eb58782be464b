import { createSupabaseAdapters } from '@zk/data/supabase';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSupabase, type FakeSupabase } from '../../test-support/fake-supabase.ts';
import { onCleanup } from '../../test-support/helpers.ts';
import { supabaseOperatorCheck } from './supabase-operator.ts';
import { operator, testApi } from '../../test-support/api.ts';

let supabase: FakeSupabase | undefined;
afterEach(async () => {
  await supabase?.close();
});

async function setup() {
  let offset = 0;
  const now = () => Date.now() + offset;
  supabase = await startFakeSupabase({
    users: [
      { ...operator, role: 'operator' },
      { email: 'member@example.com', password: 'member password' },
    ],
    now,
  });
  const t = await testApi({ config: { supabase: { url: supabase.url, anonKey: supabase.anonKey } }, deps: { now } });
  const tokenFor = async (email: string, password: string) => {
    const browser = createSupabaseAdapters({ url: supabase!.url, anonKey: supabase!.anonKey, autoRefreshToken: false, now });
    onCleanup(() => browser.client.realtime.disconnect());
    const { data } = await browser.client.auth.signInWithPassword({ email, password });
    return data.session?.access_token ?? '';
  };
  return { t, tokenFor, advance: (ms: number) => (offset += ms) };
}

describe('operator routes with Supabase sign-in', () => {
  it('accept a fresh operator token and refuse a stale one, a plain user and a forged token', async () => {
    const { t, tokenFor, advance } = await setup();
    const token = await tokenFor(operator.email, operator.password);
    const as = (bearer: string) => t.call('/api/outbox', { headers: { Authorization: `Bearer ${bearer}` } });
    expect((await as(token)).status).toBe(200);
    expect((await as(await tokenFor('member@example.com', 'member password'))).status).toBe(401);
    expect((await as(`${token.slice(0, -4)}AAAA`)).status).toBe(401);
    expect((await t.call('/api/outbox')).status).toBe(401);
    advance(300_001);
    expect((await as(token)).status).toBe(401);
  });

  it('still accepts the embedded cookie session', async () => {
    const { t } = await setup();
    await t.signIn();
    expect((await t.call('/api/leads/inbox')).status).toBe(200);
  });
});

describe('the fresh-operator rule (as in row-level security)', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const seconds = Math.floor(now / 1000);
  const tokenWith = (amr: unknown[]) => ['e30', Buffer.from(JSON.stringify({ amr })).toString('base64url'), 'sig'].join('.');
  const check = supabaseOperatorCheck(
    { url: 'https://project.supabase.test', anonKey: 'sb_publishable_test' },
    { now: () => now, fetch: async () => Response.json({ id: 'u1', email: 'op@example.com', app_metadata: { role: 'operator' } }) },
  );

  it('counts password sign-ins only', async () => {
    expect(await check(tokenWith([{ method: 'password', timestamp: seconds - 10 }]))).toMatchObject({
      lastLoginTime: (seconds - 10) * 1000,
    });
    expect(await check(tokenWith([{ method: 'magiclink', timestamp: seconds - 10 }]))).toBeNull();
    expect(
      await check(
        tokenWith([
          { method: 'password', timestamp: seconds - 3600 },
          { method: 'otp', timestamp: seconds - 10 },
        ]),
      ),
    ).toBeNull();
    expect(
      await check(
        tokenWith([
          { method: 'totp', timestamp: seconds - 5 },
          { method: 'password', timestamp: seconds - 20 },
        ]),
      ),
    ).toMatchObject({
      lastLoginTime: (seconds - 20) * 1000,
    });
  });

  it('needs aal2 once the account has a verified factor, as row-level security does', async () => {
    const withFactors = (factors: unknown) =>
      supabaseOperatorCheck(
        { url: 'https://project.supabase.test', anonKey: 'sb_publishable_test' },
        {
          now: () => now,
          fetch: async () => Response.json({ id: 'u1', email: 'op@example.com', app_metadata: { role: 'operator' }, factors }),
        },
      );
    const token = (aal: string) =>
      [
        'e30',
        Buffer.from(JSON.stringify({ aal, amr: [{ method: 'password', timestamp: seconds - 10 }] })).toString('base64url'),
        'sig',
      ].join('.');
    const verified = [{ id: 'f1', factor_type: 'totp', status: 'verified' }];
    expect(await withFactors(verified)(token('aal1'))).toBeNull();
    expect(await withFactors(verified)(token('aal2'))).toMatchObject({ user: { id: 'u1' } });
    expect(await withFactors([{ id: 'f2', factor_type: 'totp', status: 'unverified' }])(token('aal1'))).toMatchObject({
      user: { id: 'u1' },
    });
    expect(await withFactors(null)(token('aal1'))).toMatchObject({ user: { id: 'u1' } });
  });
});
