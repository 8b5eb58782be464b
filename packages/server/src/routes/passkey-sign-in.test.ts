import { describe, expect, it } from 'vitest';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { challengeBook, passkeyCeremonies } from '../auth/passkey-ceremonies.ts';
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
    challenges: challengeBook(() => api.clock.now),
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

describe('a passkey as the second step (issue 45)', () => {
  it('asks for the second step after the password and signs in with the account’s passkey', async () => {
    const { api, authenticator, events } = await withPasskey();
    expect(await (await api.signIn()).json()).toEqual({ session: null, codeRequired: true });
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
