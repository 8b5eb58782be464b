import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSupabase } from '../../test-support/fake-supabase.ts';

const operator = { email: 'op@example.com', password: 'correct horse battery' };
const launch = { title: 'Launch', target_date: '2030-01-01T00:00:00.000Z', is_active: true };
const stops: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** The fake on a still clock, and supabase-js itself as the client (what the adapter relies on). */
async function start() {
  const begin = Date.now();
  let offset = 0;
  const now = () => begin + offset;
  const supabase = await startFakeSupabase({ users: [{ ...operator, role: 'operator' }], now });
  stops.push(() => supabase.close());
  const client = () => {
    const made = createClient(supabase.url, supabase.anonKey, { auth: { persistSession: true, autoRefreshToken: false } });
    stops.push(async () => {
      made.realtime.disconnect();
    });
    return made;
  };
  const code = (secret: string, at = now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
  return { supabase, client, code, advance: (ms: number) => (offset += ms) };
}

async function signedIn(client: SupabaseClient) {
  const { error } = await client.auth.signInWithPassword(operator);
  expect(error).toBeNull();
}

async function enrolled(fake: Awaited<ReturnType<typeof start>>, client: SupabaseClient) {
  await signedIn(client);
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code: fake.code(data.totp.secret) });
  expect(verified.error).toBeNull();
  return data;
}

const insert = (client: SupabaseClient) => client.from('countdowns').insert(launch).select().single();

describe("the fake Supabase's MFA answers, read by supabase-js", () => {
  it('enrols a TOTP factor as GoTrue does: an SVG QR code (made a data URL by supabase-js), the secret and its URI', async () => {
    const fake = await start();
    const client = fake.client();
    await signedIn(client);
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: expect.any(String), type: 'totp', friendly_name: 'App' });
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data?.totp.uri).toBe(
      `otpauth://totp/localhost%3A3000:op%40example.com?issuer=localhost%3A3000&secret=${data?.totp.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toMatchObject([{ id: data?.id, factor_type: 'totp', status: 'unverified' }]);
    expect(listed.data?.totp).toEqual([]);

    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('verifies a challenge into an aal2 session with a totp amr entry, emitting MFA_CHALLENGE_VERIFIED', async () => {
    const fake = await start();
    const client = fake.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    await enrolled(fake, client);
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(level.data?.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toEqual([
      'totp',
      'password',
    ]);
    expect((await client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
  });

  it('gives an account with a verified factor aal1 after the password, which row-level security treats as a visitor', async () => {
    const fake = await start();
    await enrolled(fake, fake.client());
    const client = fake.client();
    await signedIn(client);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await insert(client)).error).toMatchObject({ code: '42501' });

    const [factor] = fake.supabase.factorsOf(operator.email);
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: fake.code(factor!.secret) });
    expect(verified.error).toBeNull();
    expect((await insert(client)).error).toBeNull();
  });

  it('refuses a wrong code (422 mfa_verification_failed), a used challenge and an expired one as GoTrue does', async () => {
    const fake = await start();
    await enrolled(fake, fake.client());
    const client = fake.client();
    await signedIn(client);
    const [factor] = fake.supabase.factorsOf(operator.email);
    const factorId = factor!.id;
    const good = fake.code(factor!.secret);

    const first = await client.auth.mfa.challenge({ factorId });
    const wrong = await client.auth.mfa.verify({ factorId, challengeId: first.data!.id, code: good === '123456' ? '654321' : '123456' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    expect((await client.auth.mfa.verify({ factorId, challengeId: first.data!.id, code: good })).error).toBeNull();
    const reused = await client.auth.mfa.verify({ factorId, challengeId: first.data!.id, code: good });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

    const late = await client.auth.mfa.challenge({ factorId });
    expect(late.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    fake.advance(301_000);
    const expired = await client.auth.mfa.verify({ factorId, challengeId: late.data!.id, code: fake.code(factor!.secret) });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  it('like GoTrue, accepts a code again under a new challenge within its window (no memory of used codes)', async () => {
    const fake = await start();
    await enrolled(fake, fake.client());
    const [factor] = fake.supabase.factorsOf(operator.email);
    const code = fake.code(factor!.secret);
    for (const client of [fake.client(), fake.client()]) {
      await signedIn(client);
      expect((await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code })).error).toBeNull();
    }
  });

  it('unenrols a verified factor only from an aal2 session, and answers 429 once the MFA budget is spent', async () => {
    const fake = await start();
    const owner = fake.client();
    const factor = await enrolled(fake, owner);
    const other = fake.client();
    await signedIn(other);
    const refused = await other.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const spent = [];
    // The enrolment took one of the 30 the address may burst.
    for (let i = 0; i < 30; i += 1) spent.push((await other.auth.mfa.challenge({ factorId: factor.id })).error);
    expect(spent.filter(Boolean)).toMatchObject([{ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' }]);
    const removed = await owner.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed).toMatchObject({ data: { id: factor.id }, error: null });
    expect(fake.supabase.factorsOf(operator.email)).toEqual([]);
  });
});
