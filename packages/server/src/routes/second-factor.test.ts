import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { operator, testApi, type CookieJar, type TestApi } from '../../test-support/api.ts';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';

const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

const securityEvents = (lines: string[]) => lines.map((line) => JSON.parse(line) as { event: string; reason?: string; count?: number });

interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** Signs in (one step, no factor yet) and enrols TOTP through the API as Settings does. */
async function enrol(api: TestApi): Promise<Enrolled> {
  expect((await api.signIn()).status).toBe(200);
  const started = await api.call('/api/auth/factors/totp', { json: { password: operator.password } });
  expect(started.status).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await api.call('/api/auth/factors/totp/confirm', { json: { code: codeAt(secret, api.clock.now) } });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

async function signOut(api: TestApi, jar?: CookieJar) {
  expect((await api.call('/api/auth/sign-out', { method: 'POST', jar })).status).toBe(204);
}

const sessionOf = async (api: TestApi, jar?: CookieJar) =>
  ((await (await api.call('/api/auth/session', { jar })).json()) as { session: { user: { email: string } } | null }).session;

describe('TOTP enrolment (issue 45)', () => {
  it('asks for the current password, shows the secret and a QR code once, and keeps the factor only after a first code', async () => {
    const lines: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => lines.push(line) } });
    expect((await api.signIn()).status).toBe(200);

    const wrong = await api.call('/api/auth/factors/totp', { json: { password: 'not the password' } });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ error: { code: 'wrong_password', fieldErrors: { password: 'wrong_password' } } });

    const started = await api.call('/api/auth/factors/totp', { json: { password: operator.password } });
    expect(started.status).toBe(200);
    expect(started.headers.get('cache-control')).toBe('no-store');
    const enrolment = (await started.json()) as { secret: string; uri: string; qrSvg: string };
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toBe(
      `otpauth://totp/localhost%3A3000:op%40example.com?issuer=localhost%3A3000&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s);
    expect(await (await api.call('/api/auth/factors')).json()).toEqual({ factors: [], recoveryCodesLeft: 0 });

    const badCode = await api.call('/api/auth/factors/totp/confirm', { json: { code: '000000' } });
    expect(badCode.status).toBe(422);
    expect(await badCode.json()).toMatchObject({ error: { code: 'wrong_code' } });

    const confirmed = await api.call('/api/auth/factors/totp/confirm', { json: { code: codeAt(enrolment.secret, api.clock.now) } });
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await (await api.call('/api/auth/factors')).json();
    expect(status).toEqual({ factors: [{ id: expect.any(String), kind: 'totp', createdAt: api.clock.now }], recoveryCodesLeft: 10 });
    expect(JSON.stringify(status)).not.toContain(enrolment.secret);
    const again = await api.call('/api/auth/factors/totp', { json: { password: operator.password } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'factor_exists' } });
    expect(securityEvents(lines).map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['reauthentication_failed', 'second_factor_failed', 'second_factor_added']),
    );
  });

  it('stores the secret sealed and the recovery codes hashed', async () => {
    const dataDir = tempDir();
    const api = await testApi({ dataDir });
    const { secret, recoveryCodes } = await enrol(api);
    const db = openDatabase(dataDir);
    onCleanup(() => db.close());
    const [factor] = db.prepare('SELECT secret FROM operator_factors').all() as [{ secret: Buffer }];
    expect(factor.secret.includes(Buffer.from(Secret.fromBase32(secret).bytes))).toBe(false);
    expect(factor.secret.toString('latin1')).not.toContain(secret);
    const hashes = (db.prepare('SELECT code_hash FROM operator_recovery_codes').all() as { code_hash: string }[]).map(
      (row) => row.code_hash,
    );
    expect(hashes).toHaveLength(10);
    for (const code of recoveryCodes) expect(hashes.join()).not.toContain(code.replace('-', ''));
  });

  it('refuses every change to the factors without a session', async () => {
    const api = await testApi();
    for (const path of [
      '/api/auth/factors/totp',
      '/api/auth/factors/totp/confirm',
      '/api/auth/factors/recovery-codes',
      '/api/auth/factors/remove',
    ]) {
      expect((await api.call(path, { json: { password: operator.password, code: '123456' } })).status).toBe(401);
    }
    expect((await api.call('/api/auth/factors')).status).toBe(401);
  });
});

describe('signing in with a second factor (issue 45)', () => {
  it('asks for the code after the password, with no session before it, and signs in with the code', async () => {
    const api = await testApi();
    const { secret } = await enrol(api);
    await signOut(api);

    const password = await api.signIn();
    expect(password.status).toBe(200);
    expect(await password.json()).toEqual({ session: null, codeRequired: true });
    expect([...api.jar.keys()].filter((name) => name === 'zk_session')).toEqual([]);
    expect(password.headers.getSetCookie().find((cookie) => cookie.startsWith('zk_pending='))).toMatch(
      /^zk_pending=v1\.[\w-]+\.[\w-]{43}; Max-Age=300; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    expect(await sessionOf(api)).toBeNull();
    expect((await api.call('/api/countdowns')).status).toBe(401);

    api.clock.now += 30_000;
    const signedIn = await api.call('/api/auth/sign-in/code', { json: { code: codeAt(secret, api.clock.now) } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ session: { user: { email: operator.email } } });
    expect(api.jar.has('zk_pending')).toBe(false);
    expect((await api.call('/api/countdowns')).status).toBe(200);
  });

  it('finishes a password step once: its pending cookie presented again with a new code is refused', async () => {
    const lines: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => lines.push(line) } });
    const { secret } = await enrol(api);
    await signOut(api);
    await api.signIn();
    const pending = api.jar.get('zk_pending')!;
    expect(pending).toMatch(/^v1\./);
    api.clock.now += 30_000;
    expect((await api.call('/api/auth/sign-in/code', { json: { code: codeAt(secret, api.clock.now) } })).status).toBe(200);

    api.clock.now += 30_000;
    const replayed = await api.call('/api/auth/sign-in/code', {
      json: { code: codeAt(secret, api.clock.now) },
      jar: new Map([['zk_pending', pending]]),
    });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    expect(securityEvents(lines).at(-1)).toMatchObject({ event: 'sign_in_failed' });
  });

  it('answers a wrong, reused or expired code as a wrong password, and accepts a code a step off, noting it', async () => {
    const lines: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => lines.push(line) } });
    const { secret } = await enrol(api);
    await signOut(api);
    const wrongPassword = await (await api.signIn({ email: operator.email, password: 'wrong password here' })).json();

    api.clock.now += 60_000;
    await api.signIn();
    const wrong = await api.call('/api/auth/sign-in/code', { json: { code: '000000' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(wrongPassword);

    const early = codeAt(secret, api.clock.now + 30_000);
    expect((await api.call('/api/auth/sign-in/code', { json: { code: early } })).status).toBe(200);
    expect(securityEvents(lines).find((entry) => entry.event === 'second_factor_clock_skew')).toMatchObject({ reason: '1' });
    await signOut(api);

    await api.signIn();
    const reused = await api.call('/api/auth/sign-in/code', { json: { code: early } });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual(wrongPassword);
    const current = await api.call('/api/auth/sign-in/code', { json: { code: codeAt(secret, api.clock.now) } });
    expect(current.status).toBe(401);

    api.clock.now += 60_000;
    await api.signIn();
    api.clock.now += 5 * 60_000 + 1;
    const expired = await api.call('/api/auth/sign-in/code', { json: { code: codeAt(secret, api.clock.now) } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(wrongPassword);

    const forged = await api.call('/api/auth/sign-in/code', {
      json: { code: codeAt(secret, api.clock.now) },
      jar: new Map([['zk_pending', 'v1.eyJvIjoieCJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']]),
    });
    expect(forged.status).toBe(401);
    expect(securityEvents(lines).filter((entry) => entry.event === 'second_factor_failed')).toHaveLength(5);
  });

  it('limits wrong codes per account: beyond five in the window, 429 even for the right code', async () => {
    const api = await testApi();
    const { secret } = await enrol(api);
    await signOut(api);
    await api.signIn();
    for (let i = 0; i < 5; i++) expect((await api.call('/api/auth/sign-in/code', { json: { code: `00000${i}` } })).status).toBe(401);
    const limited = await api.call('/api/auth/sign-in/code', { json: { code: codeAt(secret, api.clock.now + 30_000) } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    api.clock.now += 15 * 60_000;
    await api.signIn();
    expect((await api.call('/api/auth/sign-in/code', { json: { code: codeAt(secret, api.clock.now) } })).status).toBe(200);
  });

  it('signs in with a recovery code once, typed in any case and spacing, and counts what is left', async () => {
    const lines: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => lines.push(line) } });
    const { recoveryCodes } = await enrol(api);
    await signOut(api);
    const [code] = recoveryCodes as [string];

    await api.signIn();
    expect((await api.call('/api/auth/sign-in/code', { json: { code: ` ${code.toUpperCase().replace('-', ' ')} ` } })).status).toBe(200);
    expect(securityEvents(lines).find((entry) => entry.event === 'recovery_code_used')).toMatchObject({ count: 9 });
    await signOut(api);
    await api.signIn();
    expect((await api.call('/api/auth/sign-in/code', { json: { code } })).status).toBe(401);
  });

  it('regenerates the recovery codes with the password, the old ones no longer valid', async () => {
    const api = await testApi();
    const { recoveryCodes } = await enrol(api);
    expect((await api.call('/api/auth/factors/recovery-codes', { json: { password: 'wrong' } })).status).toBe(422);
    const fresh = (await (await api.call('/api/auth/factors/recovery-codes', { json: { password: operator.password } })).json()) as {
      recoveryCodes: string[];
    };
    expect(fresh.recoveryCodes).toHaveLength(10);
    await signOut(api);
    await api.signIn();
    expect((await api.call('/api/auth/sign-in/code', { json: { code: recoveryCodes[0] } })).status).toBe(401);
    expect((await api.call('/api/auth/sign-in/code', { json: { code: fresh.recoveryCodes[0] } })).status).toBe(200);
  });

  it('removes the factor with the password: the sign-in is one step again', async () => {
    const lines: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => lines.push(line) } });
    await enrol(api);
    expect((await api.call('/api/auth/factors/remove', { json: { password: 'wrong' } })).status).toBe(422);
    expect((await api.call('/api/auth/factors')).status).toBe(200);
    expect((await api.call('/api/auth/factors/remove', { json: { password: operator.password } })).status).toBe(204);
    expect(await (await api.call('/api/auth/factors')).json()).toEqual({ factors: [], recoveryCodesLeft: 0 });
    expect(securityEvents(lines).find((entry) => entry.event === 'second_factor_removed')).toMatchObject({ reason: 'settings' });
    await signOut(api);
    expect(await (await api.signIn()).json()).toMatchObject({ session: { user: { email: operator.email } } });
  });
});

describe('OPERATOR_MFA=required (issue 45)', () => {
  it('lets an operator without a second factor do nothing but enrol one', async () => {
    const api = await testApi({ config: { operatorMfa: 'required' } });
    const signedIn = await api.signIn();
    expect(await signedIn.json()).toMatchObject({ session: { secondFactorRequired: true } });
    const refused = await api.call('/api/countdowns');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'second_factor_required' } });
    expect((await api.call('/api/leads/inbox')).status).toBe(403);
    expect(await (await api.call('/api/auth/factors')).json()).toMatchObject({ required: true });

    const { secret } = (await (await api.call('/api/auth/factors/totp', { json: { password: operator.password } })).json()) as {
      secret: string;
    };
    expect((await api.call('/api/auth/factors/totp/confirm', { json: { code: codeAt(secret, api.clock.now) } })).status).toBe(200);
    expect((await api.call('/api/countdowns')).status).toBe(200);
    expect(await sessionOf(api)).not.toHaveProperty('secondFactorRequired');
  });

  it('asks nothing more of an operator without a factor when optional', async () => {
    const api = await testApi({ config: { operatorMfa: 'optional' } });
    expect(await (await api.signIn()).json()).not.toHaveProperty('session.secondFactorRequired');
    expect((await api.call('/api/countdowns')).status).toBe(200);
  });
});
