import { createSupabaseAdapters } from '@zk/data/supabase';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSupabase, type FakeSupabaseOptions } from '../../test-support/fake-supabase.ts';

const operator = { email: 'op@example.com', password: 'correct horse battery' };
const launch = { title: 'Launch', target_date: '2030-01-01T00:00:00Z' };
const stops: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** The fake Supabase with one operator, a clock tests move, and browsers on the hosted adapters. */
async function hosted(options: Partial<FakeSupabaseOptions> = {}, adapterOptions: { mfaRequired?: boolean } = {}) {
  // A still clock: a code's step cannot change between making it and checking it.
  const start = Date.now();
  let offset = 0;
  const now = () => start + offset;
  const supabase = await startFakeSupabase({ users: [{ ...operator, role: 'operator' }], now, ...options });
  const browsers: Array<ReturnType<typeof createSupabaseAdapters>> = [];
  stops.push(async () => {
    for (const browser of browsers) {
      await browser.client.removeAllChannels();
      browser.client.realtime.disconnect();
    }
    await supabase.close();
  });
  return {
    supabase,
    now,
    advance: (ms: number) => {
      offset += ms;
    },
    browser() {
      const adapters = createSupabaseAdapters({
        url: supabase.url,
        anonKey: supabase.anonKey,
        now,
        autoRefreshToken: false,
        ...adapterOptions,
      });
      browsers.push(adapters);
      return adapters;
    },
    /** The authenticator app: the code of the operator's factor at the fake's time. */
    code(at = now()) {
      const [factor] = supabase.factorsOf(operator.email);
      if (!factor) throw new Error('no factor');
      return new TOTP({ secret: Secret.fromBase32(factor.secret) }).generate({ timestamp: at });
    },
  };
}

type Hosted = Awaited<ReturnType<typeof hosted>>;

async function enrol(backend: Hosted) {
  const browser = backend.browser();
  await browser.auth.signIn(operator);
  const enrolment = await browser.auth.secondFactors!.beginTotp(operator.password);
  expect(await browser.auth.secondFactors!.confirmTotp(backend.code())).toEqual([]);
  return { browser, enrolment };
}

describe('hosted second factor (Supabase Auth MFA) against the fake Supabase', () => {
  it('enrols TOTP with the current password: QR code drawn from the URI, no recovery codes, aal2 writes', async () => {
    const backend = await hosted();
    const { auth, countdowns } = backend.browser();
    await auth.signIn(operator);
    const factors = auth.secondFactors!;
    expect(await factors.status()).toEqual({ factors: [], recoveryCodesLeft: 0, recoveryCodes: false });
    await expect(factors.beginTotp('not my password')).rejects.toMatchObject({ code: 'wrong_password' });

    const enrolment = await factors.beginTotp(operator.password);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    await expect(factors.confirmTotp('000000' === backend.code() ? '111111' : '000000')).rejects.toMatchObject({ code: 'wrong_code' });
    expect(await factors.confirmTotp(backend.code())).toEqual([]);

    const status = await factors.status();
    expect(status.factors).toEqual([{ id: expect.any(String), kind: 'totp', createdAt: expect.any(Number) }]);
    expect(status.recoveryCodes).toBe(false);
    expect(await auth.getSession()).toMatchObject({ user: { email: operator.email } });
    await expect(countdowns.create(launch)).resolves.toMatchObject({ title: 'Launch' });
    await expect(factors.regenerateRecoveryCodes(operator.password)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('restarts an unfinished enrolment instead of tripping over its name', async () => {
    const backend = await hosted();
    const { auth } = backend.browser();
    await auth.signIn(operator);
    const first = await auth.secondFactors!.beginTotp(operator.password);
    const second = await auth.secondFactors!.beginTotp(operator.password);
    expect(second.secret).not.toBe(first.secret);
    expect(backend.supabase.factorsOf(operator.email)).toHaveLength(1);
    expect(await auth.secondFactors!.confirmTotp(backend.code())).toEqual([]);
  });

  it('asks for the code after the password; until then the session is no operator and cannot write', async () => {
    const backend = await hosted();
    await enrol(backend);
    const { auth, countdowns } = backend.browser();
    const events: Array<[string, unknown]> = [];
    const stop = auth.onAuthStateChange((event, session) => events.push([event, session?.user.email ?? null]));

    await expect(auth.signIn(operator)).rejects.toMatchObject({ code: 'code_required' });
    expect(await auth.getSession()).toBeNull();
    await expect(countdowns.create(launch)).rejects.toMatchObject({ code: 'unauthorized' });

    const session = await auth.signInWithCode!({ code: backend.code() });
    expect(session.user.email).toBe(operator.email);
    expect(await auth.getSession()).toMatchObject({ user: { email: operator.email } });
    await expect(countdowns.create(launch)).resolves.toMatchObject({ title: 'Launch' });
    expect(events.filter(([event]) => event === 'SIGNED_IN')).toEqual([['SIGNED_IN', operator.email]]);
    stop();
  });

  it('keeps the five minutes from the password, not from the code', async () => {
    const backend = await hosted();
    await enrol(backend);
    const { auth } = backend.browser();
    await expect(auth.signIn(operator)).rejects.toMatchObject({ code: 'code_required' });
    const signedInAt = backend.now();
    backend.advance(60_000);
    const session = await auth.signInWithCode!({ code: backend.code() });
    expect(Math.abs(session.lastLoginTime - signedInAt)).toBeLessThan(2000);
  });

  it('refuses a wrong code as a wrong password, counted by the service, and keeps the code step open', async () => {
    const backend = await hosted();
    await enrol(backend);
    const { auth } = backend.browser();
    await expect(auth.signIn(operator)).rejects.toMatchObject({ code: 'code_required' });
    const before = backend.supabase.mfaAttempts.verifyFailed;
    const wrong = backend.code() === '123456' ? '654321' : '123456';
    await expect(auth.signInWithCode!({ code: wrong })).rejects.toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(backend.supabase.mfaAttempts.verifyFailed).toBe(before + 1);
    expect(await auth.getSession()).toBeNull();
    await expect(auth.signInWithCode!({ code: backend.code() })).resolves.toMatchObject({ user: { email: operator.email } });
  });

  it('refuses a code from a step too far away (the clock is only allowed one step off)', async () => {
    const backend = await hosted();
    await enrol(backend);
    const { auth } = backend.browser();
    await expect(auth.signIn(operator)).rejects.toMatchObject({ code: 'code_required' });
    await expect(auth.signInWithCode!({ code: backend.code(backend.now() - 90_000) })).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    await expect(auth.signInWithCode!({ code: backend.code(backend.now() - 30_000) })).resolves.toMatchObject({
      user: { email: operator.email },
    });
  });

  it('answers 429 as rate_limited once GoTrue’s challenge-and-verify budget is spent', async () => {
    const backend = await hosted({ mfaRateLimit: { perMinute: 1, burst: 2 } });
    await enrol(backend);
    const { auth } = backend.browser();
    await expect(auth.signIn(operator)).rejects.toMatchObject({ code: 'code_required' });
    const wrong = backend.code() === '123456' ? '654321' : '123456';
    await expect(auth.signInWithCode!({ code: wrong })).rejects.toMatchObject({ code: 'invalid_credentials' });
    await expect(auth.signInWithCode!({ code: wrong })).rejects.toMatchObject({ code: 'rate_limited', status: 429 });
    backend.advance(60_000);
    await expect(auth.signInWithCode!({ code: backend.code() })).resolves.toMatchObject({ user: { email: operator.email } });
  });

  it('removes the factor with the current password; the next sign-in needs no code', async () => {
    const backend = await hosted();
    const { browser } = await enrol(backend);
    const factors = browser.auth.secondFactors!;
    await expect(factors.remove('not my password')).rejects.toMatchObject({ code: 'wrong_password' });
    expect((await factors.status()).factors).toHaveLength(1);
    await factors.remove(operator.password);
    expect((await factors.status()).factors).toEqual([]);
    expect(backend.supabase.factorsOf(operator.email)).toEqual([]);
    await expect(browser.countdowns.create(launch)).resolves.toMatchObject({ title: 'Launch' });

    const later = backend.browser();
    await expect(later.auth.signIn(operator)).resolves.toMatchObject({ user: { email: operator.email } });
  });

  it('with OPERATOR_MFA=required lets an operator without a factor only enrol one', async () => {
    const backend = await hosted({}, { mfaRequired: true });
    const { auth, countdowns } = backend.browser();
    expect(await auth.signIn(operator)).toMatchObject({ secondFactorRequired: true });
    expect(await auth.secondFactors!.status()).toMatchObject({ factors: [], required: true });
    await expect(countdowns.create(launch)).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(countdowns.list()).rejects.toMatchObject({ code: 'unauthorized' });

    await auth.secondFactors!.beginTotp(operator.password);
    await auth.secondFactors!.confirmTotp(backend.code());
    const session = await auth.getSession();
    expect(session).not.toBeNull();
    expect(session?.secondFactorRequired).toBeUndefined();
    expect((await auth.secondFactors!.status()).required).toBeUndefined();
    await expect(countdowns.create(launch)).resolves.toMatchObject({ title: 'Launch' });
  });
});
