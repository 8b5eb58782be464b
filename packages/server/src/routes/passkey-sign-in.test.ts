import { describe, expect, it } from 'vitest';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { passkeyCeremonies } from '../auth/passkey-ceremonies.ts';
import { defaultSignInLimits } from '../auth/operator-auth.ts';
import { passkeyChallengesStore } from '../db/engine/passkey-challenges-store.ts';
import { openDatabase } from '../db/database.ts';
import { passkeysStore } from '../db/engine/passkeys-store.ts';
import { sqliteEngine } from '../db/engine/sqlite-engine.ts';
import { operator, siteOrigin, testApi } from '../../test-support/api.ts';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';
import { softAuthenticator } from '../../test-support/soft-authenticator.ts';

const site = { origin: siteOrigin, rpId: new URL(siteOrigin).hostname };

/** A server whose operator has one passkey, registered through the ceremonies on its database. */
async function withPasskey() {
  const dataDir = tempDir();
  const lines: string[] = [];
  const api = await testApi({ dataDir, deps: { securityLog: (line) => lines.push(line) } });
  const db = openDatabase(dataDir);
  onCleanup(() => db.close());
  const engine = sqliteEngine(db);
  const operatorId = (await engine.db.selectFrom('operators').select('id').executeTakeFirstOrThrow()).id;
  const ceremonies = passkeyCeremonies({
    credentials: passkeysStore(engine),
    challenges: passkeyChallengesStore(engine, () => api.clock.now),
    siteUrl: siteOrigin,
    rpName: 'test',
    log: { record: () => undefined },
    now: () => api.clock.now,
  });
  const authenticator = softAuthenticator();
  const options = await ceremonies.registrationOptions({ id: operatorId, email: operator.email });
  expect((await ceremonies.finishRegistration(operatorId, authenticator.register(options, site), 'Laptop')).ok).toBe(true);
  const events = () => lines.map((line) => (JSON.parse(line) as { event: string }).event);
  return { api, authenticator, events };
}

async function passkeyChallenge(api: Awaited<ReturnType<typeof withPasskey>>['api']) {
  const answer = await api.call('/api/auth/sign-in/passkey/options', { json: {} });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { options: PublicKeyCredentialRequestOptionsJSON }).options;
}

describe('passkeys in Settings (issue 45)', () => {
  it('asks for the password, registers named passkeys, lists them, and removes one with the password', async () => {
    const lines: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => lines.push(line) } });
    expect((await api.signIn()).status).toBe(200);
    expect((await api.call('/api/auth/factors/passkeys/options', { json: { password: 'wrong' } })).status).toBe(422);
    const added: string[] = [];
    for (const name of ['Laptop', 'Telefon']) {
      const answer = await api.call('/api/auth/factors/passkeys/options', { json: { password: operator.password } });
      expect(answer.status).toBe(200);
      const { options } = (await answer.json()) as { options: PublicKeyCredentialCreationOptionsJSON };
      expect(options.rp.id).toBe('localhost');
      const authenticator = softAuthenticator();
      const response = authenticator.register(options, site);
      expect((await api.call('/api/auth/factors/passkeys', { json: { name, response } })).status).toBe(200);
      expect((await api.call('/api/auth/factors/passkeys', { json: { name, response } })).status).toBe(422);
      added.push(authenticator.id);
      api.clock.now += 1_000;
    }
    const listed = (await (await api.call('/api/auth/factors/passkeys')).json()) as { passkeys: { id: string; name: string }[] };
    expect(listed.passkeys.map(({ id, name }) => [id, name])).toEqual([
      [added[0], 'Laptop'],
      [added[1], 'Telefon'],
    ]);
    expect((await api.call(`/api/auth/factors/passkeys/${added[0]}/remove`, { json: { password: 'wrong' } })).status).toBe(422);
    expect((await api.call(`/api/auth/factors/passkeys/${added[0]}/remove`, { json: { password: operator.password } })).status).toBe(204);
    const left = (await (await api.call('/api/auth/factors/passkeys')).json()) as { passkeys: { id: string }[] };
    expect(left.passkeys.map(({ id }) => id)).toEqual([added[1]]);
    const events = lines.map((line) => (JSON.parse(line) as { event: string }).event);
    expect(events.filter((event) => event === 'passkey_added')).toHaveLength(2);
    expect(events).toContain('second_factor_removed');
  });
});

describe('a passkey as the second step (issue 45)', () => {
  it('asks for the second step after the password and signs in with the account’s passkey', async () => {
    const { api, authenticator, events } = await withPasskey();
    expect(await (await api.signIn()).json()).toEqual({ session: null, codeRequired: true, passkey: true });
    const options = await passkeyChallenge(api);
    expect(options.allowCredentials?.map(({ id }) => id)).toEqual([authenticator.id]);
    const signedIn = await api.call('/api/auth/sign-in/passkey', {
      json: { response: authenticator.authenticate(options.challenge, site) },
    });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ session: { user: { email: operator.email } } });
    expect(events()).toContain('passkey_used');
    expect(events().at(-1)).toBe('sign_in_succeeded');
  });

  it('offers no challenge without the password step', async () => {
    const { api } = await withPasskey();
    const answer = await api.call('/api/auth/sign-in/passkey/options', { json: {} });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { code: 'invalid_credentials' } });
  });

  it('answers a wrong origin and a replayed answer as a wrong password, logged, and counts them with wrong codes', async () => {
    const { api, authenticator, events } = await withPasskey();
    await api.signIn();
    const options = await passkeyChallenge(api);
    const forged = authenticator.authenticate(options.challenge, { ...site, origin: 'https://evil.example' });
    const refused = await api.call('/api/auth/sign-in/passkey', { json: { response: forged } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    expect(events()).toEqual(expect.arrayContaining(['passkey_failed', 'sign_in_failed']));

    const again = await passkeyChallenge(api);
    const right = authenticator.authenticate(again.challenge, site);
    expect((await api.call('/api/auth/sign-in/passkey', { json: { response: right } })).status).toBe(200);
    await api.call('/api/auth/sign-out', { method: 'POST' });
    await api.signIn();
    expect((await api.call('/api/auth/sign-in/passkey', { json: { response: right } })).status).toBe(401);

    for (let i = 0; i < 3; i++) expect((await api.call('/api/auth/sign-in/code', { json: { code: `00000${i}` } })).status).toBe(401);
    const limited = await api.call('/api/auth/sign-in/passkey', {
      json: { response: authenticator.authenticate((await passkeyChallenge(api)).challenge, site) },
    });
    expect(limited.status).toBe(429);
  });

  it('refuses a body that is not a passkey answer', async () => {
    const { api } = await withPasskey();
    await api.signIn();
    const answer = await api.call('/api/auth/sign-in/passkey', { json: { response: 'nope' } });
    expect(answer.status).toBe(422);
  });
});

async function passwordlessChallenge(api: Awaited<ReturnType<typeof withPasskey>>['api']) {
  const answer = await api.call('/api/auth/sign-in/passwordless/options', { json: {} });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { options: PublicKeyCredentialRequestOptionsJSON }).options;
}

describe('a passkey alone, without the password (issue 45)', () => {
  it('offers any passkey of the site, asks the authenticator to verify the user, and signs in with the device cookie', async () => {
    const { api, authenticator, events } = await withPasskey();
    const options = await passwordlessChallenge(api);
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const signedIn = await api.call('/api/auth/sign-in/passwordless', {
      json: { response: authenticator.authenticate(options.challenge, site) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(await signedIn.json()).toMatchObject({ session: { user: { email: operator.email } } });
    const cookies = signedIn.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('zk_session='))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('zk_device_'))).toBe(true);
    expect(events()).toEqual(expect.arrayContaining(['passkey_used', 'sign_in_succeeded']));
  });

  it('answers an unknown passkey, a wrong origin and a replayed answer as a wrong password', async () => {
    const { api, authenticator, events } = await withPasskey();
    const stranger = softAuthenticator();
    const refusedAnswers = [
      stranger.authenticate((await passwordlessChallenge(api)).challenge, site),
      authenticator.authenticate((await passwordlessChallenge(api)).challenge, { ...site, origin: 'https://evil.example' }),
    ];
    const right = authenticator.authenticate((await passwordlessChallenge(api)).challenge, site);
    expect((await api.call('/api/auth/sign-in/passwordless', { json: { response: right } })).status).toBe(200);
    refusedAnswers.push(right);
    for (const response of refusedAnswers) {
      const refused = await api.call('/api/auth/sign-in/passwordless', { json: { response } });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    }
    expect(events().filter((event) => event === 'passkey_failed')).toHaveLength(3);
  });

  it('counts answers against the address’s sign-in budget and bounds the challenges an address may ask for', async () => {
    const { api, authenticator } = await withPasskey();
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      const options = await passwordlessChallenge(api);
      last = await api.call('/api/auth/sign-in/passwordless', {
        json: { response: softAuthenticator().authenticate(options.challenge, site) },
      });
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).not.toBeNull();
    const options = await passwordlessChallenge(api);
    expect(
      (await api.call('/api/auth/sign-in/passwordless', { json: { response: authenticator.authenticate(options.challenge, site) } }))
        .status,
    ).toBe(429);
    for (let i = 0; i < defaultSignInLimits.passwordlessOptions - 22; i++) await passwordlessChallenge(api);
    const spent = await api.call('/api/auth/sign-in/passwordless/options', { json: {} });
    expect(spent.status).toBe(429);
    expect(await spent.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('refuses a body that is not a passkey answer', async () => {
    const { api } = await withPasskey();
    expect((await api.call('/api/auth/sign-in/passwordless', { json: { response: { id: 1 } } })).status).toBe(422);
  });
});
