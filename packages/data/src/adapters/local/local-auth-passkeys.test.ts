import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../domain/errors.ts';
import { SecondStepRequired } from '../../domain/second-step.ts';
import { httpClient } from './http-client.ts';
import { localAuth } from './local-auth.ts';
import type { PasskeyCeremony } from './passkey-ceremony.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const session = { user: { id: 'op', email: 'op@example.com' }, lastLoginTime: 1, expiresAt: Date.now() + 300_000 };
const assertion = { id: 'cred', response: { clientDataJSON: 'e30' } };

function ceremony(overrides: Partial<PasskeyCeremony> = {}): PasskeyCeremony {
  return {
    support: async () => ({ passkeys: true, autofill: true }),
    create: vi.fn(async () => ({ id: 'new-cred' }) as never),
    use: vi.fn(async () => assertion as never),
    cancel: vi.fn(),
    ...overrides,
  };
}

const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

describe('local auth with passkeys', () => {
  it('says whether the second step may use a passkey', async () => {
    const fetch = vi.fn(async () => json(200, { session: null, codeRequired: true, passkey: true }));
    const auth = localAuth(httpClient({ fetch }), ceremony());
    const refused = await auth.signIn({ email: 'op@example.com', password: 'x' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SecondStepRequired);
    expect(refused).toMatchObject({ code: 'code_required', passkey: true });
  });

  it('answers the second step’s challenge with the browser’s passkey, and signs in', async () => {
    const fetch = vi.fn(async (url: string) => json(200, url.endsWith('/options') ? { options: { challenge: 'c' } } : { session }));
    const use = vi.fn(async () => assertion as never);
    const auth = localAuth(httpClient({ fetch }), ceremony({ use }));
    const events: string[] = [];
    auth.onAuthStateChange((event) => events.push(event));
    await expect(auth.signInWithPasskey!('second-step')).resolves.toEqual(session);
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/auth/sign-in/passkey/options');
    expect(use).toHaveBeenCalledWith({ challenge: 'c' }, false);
    const last = fetch.mock.calls.at(-1)!;
    expect(last[0]).toBe('/api/auth/sign-in/passkey');
    expect(bodyOf(last)).toEqual({ response: assertion });
    expect(events).toContain('SIGNED_IN');
  });

  it('asks for any passkey of the site without the password, in the e-mail field’s autofill when asked to', async () => {
    const fetch = vi.fn(async (url: string) => json(200, url.endsWith('/options') ? { options: { challenge: 'c' } } : { session }));
    const use = vi.fn(async () => assertion as never);
    const auth = localAuth(httpClient({ fetch }), ceremony({ use }));
    await auth.signInWithPasskey!('autofill');
    expect(use).toHaveBeenCalledWith({ challenge: 'c' }, true);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/sign-in/passwordless/options', '/api/auth/sign-in/passwordless']);
  });

  it('passes on a closed prompt as passkey_cancelled without asking the server to verify anything', async () => {
    const fetch = vi.fn(async (_url: string) => json(200, { options: { challenge: 'c' } }));
    const cancelled = new DataError('passkey_cancelled', 'The passkey was not used');
    const auth = localAuth(httpClient({ fetch }), ceremony({ use: async () => Promise.reject(cancelled) }));
    await expect(auth.signInWithPasskey!('passwordless')).rejects.toBe(cancelled);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('adds a passkey: the password for the options, the browser makes it, then its name and answer', async () => {
    const added = { id: 'new-cred', name: 'Laptop', createdAt: 1, lastUsedAt: null };
    const fetch = vi.fn(async (url: string) => json(200, url.endsWith('/options') ? { options: { challenge: 'r' } } : { passkey: added }));
    const create = vi.fn(async () => ({ id: 'new-cred' }) as never);
    const auth = localAuth(httpClient({ fetch }), ceremony({ create }));
    await expect(auth.passkeys!.add({ name: 'Laptop', password: 'pw' })).resolves.toEqual(added);
    expect(bodyOf(fetch.mock.calls[0]!)).toEqual({ password: 'pw' });
    expect(create).toHaveBeenCalledWith({ challenge: 'r' });
    expect(fetch.mock.calls[1]![0]).toBe('/api/auth/factors/passkeys');
    expect(bodyOf(fetch.mock.calls[1]!)).toEqual({ name: 'Laptop', response: { id: 'new-cred' } });
  });

  it('removes a passkey by its id, escaped in the address, with the password', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
    const auth = localAuth(httpClient({ fetch }), ceremony());
    await auth.passkeys!.remove({ id: 'a/b', password: 'pw' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/auth/factors/passkeys/a%2Fb/remove');
    expect(bodyOf(fetch.mock.calls[0]!)).toEqual({ password: 'pw' });
  });
});
