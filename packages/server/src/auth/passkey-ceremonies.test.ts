import { describe, expect, it } from 'vitest';
import type { SecurityEventFields, SecurityEventName } from '../audit/security-log.ts';
import { softAuthenticator } from '../../test-support/soft-authenticator.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { passkeyChallengesStore } from '../db/engine/passkey-challenges-store.ts';
import { openSqliteEngine } from '../db/engine/sqlite-engine.ts';
import { challengeLifetimeMs, passkeyCeremonies, type PasskeyCredentials, type StoredPasskey } from './passkey-ceremonies.ts';

const site = { origin: 'https://studio.example', rpId: 'studio.example' };
const operator = { id: 'op-1', email: 'owner@studio.example' };

function setup() {
  let clock = 1_800_000_000_000;
  const now = () => clock;
  const stored = new Map<string, StoredPasskey>();
  const credentials: PasskeyCredentials = {
    byId: async (id) => stored.get(id) ?? null,
    forOperator: async (operatorId) => [...stored.values()].filter((passkey) => passkey.operatorId === operatorId),
    add: async (passkey) => void stored.set(passkey.id, passkey),
    used: async (id, counter, at) => void stored.set(id, { ...stored.get(id)!, counter, lastUsedAt: at }),
  };
  const events: { event: SecurityEventName; fields: SecurityEventFields }[] = [];
  const ceremonies = passkeyCeremonies({
    credentials,
    challenges: passkeyChallengesStore(openSqliteEngine(tempDir()), now),
    siteUrl: 'https://studio.example/',
    rpName: 'Studio',
    log: { record: (event, fields) => void events.push({ event, fields }) },
    now,
  });
  const authenticator = softAuthenticator();
  const register = async () => {
    const options = await ceremonies.registrationOptions(operator);
    return ceremonies.finishRegistration(operator.id, authenticator.register(options, site), 'Laptop');
  };
  return { ceremonies, authenticator, stored, events, register, advance: (ms: number) => (clock += ms) };
}

describe('passkey registration', () => {
  it('stores a named passkey for the account and logs it', async () => {
    const { register, stored, events } = setup();
    const result = await register();
    expect(result.ok).toBe(true);
    expect([...stored.values()]).toEqual([expect.objectContaining({ operatorId: 'op-1', name: 'Laptop', counter: 0, lastUsedAt: null })]);
    expect(events.map(({ event }) => event)).toEqual(['passkey_added']);
  });

  it('refuses a wrong origin', async () => {
    const { ceremonies, authenticator, stored, events } = setup();
    const options = await ceremonies.registrationOptions(operator);
    const response = authenticator.register(options, { ...site, origin: 'https://studio.example.evil' });
    expect(await ceremonies.finishRegistration(operator.id, response, 'Laptop')).toEqual({ ok: false, reason: 'not_verified' });
    expect(stored.size).toBe(0);
    expect(events).toEqual([{ event: 'passkey_failed', fields: expect.objectContaining({ reason: 'register_not_verified' }) }]);
  });

  it('refuses a wrong RP id', async () => {
    const { ceremonies, authenticator, stored } = setup();
    const options = await ceremonies.registrationOptions(operator);
    const response = authenticator.register(options, { ...site, rpId: 'evil.example' });
    expect(await ceremonies.finishRegistration(operator.id, response, 'Laptop')).toEqual({ ok: false, reason: 'not_verified' });
    expect(stored.size).toBe(0);
  });

  it('takes a challenge once, for the account it was issued to, before it expires', async () => {
    const { ceremonies, authenticator, advance } = setup();
    const options = await ceremonies.registrationOptions(operator);
    const response = authenticator.register(options, site);
    expect(await ceremonies.finishRegistration('op-2', response, 'Laptop')).toEqual({ ok: false, reason: 'unknown_challenge' });

    const again = await ceremonies.registrationOptions(operator);
    advance(challengeLifetimeMs);
    expect(await ceremonies.finishRegistration(operator.id, authenticator.register(again, site), 'Laptop')).toEqual({
      ok: false,
      reason: 'unknown_challenge',
    });
  });
});

describe('passkey sign-in', () => {
  it('signs the pending account in as a second factor and records the counter and time', async () => {
    const { ceremonies, authenticator, register, stored, events } = setup();
    await register();
    const options = await ceremonies.authenticationOptions(operator.id);
    expect(options.allowCredentials?.map(({ id }) => id)).toEqual([authenticator.id]);
    const result = await ceremonies.finishAuthentication(authenticator.authenticate(options.challenge, site), operator.id, '203.0.113.5');
    expect(result).toEqual({ ok: true, operatorId: 'op-1', passkeyId: authenticator.id });
    expect(stored.get(authenticator.id)).toMatchObject({ counter: 1, lastUsedAt: 1_800_000_000_000 });
    expect(events.at(-1)).toEqual({
      event: 'passkey_used',
      fields: expect.objectContaining({ reason: 'second_factor', ip: '203.0.113.5' }),
    });
  });

  it('finds the account from a discoverable passkey without the password', async () => {
    const { ceremonies, authenticator, register } = setup();
    await register();
    const options = await ceremonies.authenticationOptions(null);
    expect(options.allowCredentials).toEqual([]);
    expect(await ceremonies.finishAuthentication(authenticator.authenticate(options.challenge, site), null)).toMatchObject({
      ok: true,
      operatorId: 'op-1',
    });
  });

  it('refuses a replayed challenge', async () => {
    const { ceremonies, authenticator, register } = setup();
    await register();
    const options = await ceremonies.authenticationOptions(operator.id);
    const response = authenticator.authenticate(options.challenge, site);
    expect((await ceremonies.finishAuthentication(response, operator.id)).ok).toBe(true);
    expect(await ceremonies.finishAuthentication(response, operator.id)).toEqual({ ok: false, reason: 'unknown_challenge' });
  });

  it('refuses a wrong origin and a wrong RP id', async () => {
    const { ceremonies, authenticator, register, events } = setup();
    await register();
    for (const place of [
      { ...site, origin: 'https://evil.example' },
      { ...site, rpId: 'evil.example' },
    ]) {
      const options = await ceremonies.authenticationOptions(operator.id);
      expect(await ceremonies.finishAuthentication(authenticator.authenticate(options.challenge, place), operator.id)).toEqual({
        ok: false,
        reason: 'not_verified',
      });
    }
    expect(events.filter(({ event }) => event === 'passkey_failed')).toHaveLength(2);
  });

  it('refuses a counter that did not move forward (a cloned authenticator)', async () => {
    const { ceremonies, authenticator, register, stored } = setup();
    await register();
    authenticator.setCounter(4);
    const first = await ceremonies.authenticationOptions(operator.id);
    expect((await ceremonies.finishAuthentication(authenticator.authenticate(first.challenge, site), operator.id)).ok).toBe(true);
    authenticator.setCounter(3);
    const second = await ceremonies.authenticationOptions(operator.id);
    expect(await ceremonies.finishAuthentication(authenticator.authenticate(second.challenge, site), operator.id)).toEqual({
      ok: false,
      reason: 'not_verified',
    });
    expect(stored.get(authenticator.id)?.counter).toBe(5);
  });

  it('refuses another account’s passkey at the second step', async () => {
    const { ceremonies, authenticator, register } = setup();
    await register();
    const options = await ceremonies.authenticationOptions('op-2');
    expect(await ceremonies.finishAuthentication(authenticator.authenticate(options.challenge, site), 'op-2')).toEqual({
      ok: false,
      reason: 'wrong_account',
    });
  });
});
