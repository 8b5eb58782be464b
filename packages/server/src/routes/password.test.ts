import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { openDatabase } from '../db/database.ts';
import { operatorsStore } from '../db/engine/operators-store.ts';
import { sqliteEngine } from '../db/engine/sqlite-engine.ts';
import { operator, siteOrigin, testApi, testScrypt, type TestApi } from '../../test-support/api.ts';
import { tempDir } from '../../test-support/helpers.ts';

const newPassword = 'a brand new passphrase';

/** A second browser: signs in on its own and keeps its own cookie. */
async function otherBrowser(api: TestApi, credentials = operator) {
  const res = await api.app.request(`${siteOrigin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { Origin: siteOrigin, 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.9' },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return {
    session: async () =>
      ((await (await api.app.request(`${siteOrigin}/api/auth/session`, { headers: { Cookie: cookie } })).json()) as { session: unknown })
        .session,
  };
}

const change = (api: TestApi, currentPassword: string, next: string) =>
  api.call('/api/auth/password', { json: { currentPassword, newPassword: next } });

describe('changing the password (ASVS 6.2.12, 6.3.2)', () => {
  it('needs the current password, ends every other session and keeps this one', async () => {
    const logs: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => logs.push(line) } });
    await api.signIn();
    const other = await otherBrowser(api);
    expect(await other.session()).not.toBeNull();

    const res = await change(api, operator.password, newPassword);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { session: { user: { email: string } } }).session.user.email).toBe(operator.email);
    expect(await other.session()).toBeNull();
    expect(((await (await api.call('/api/auth/session')).json()) as { session: unknown }).session).not.toBeNull();
    expect((await api.call('/api/countdowns')).status).toBe(200);

    await api.call('/api/auth/sign-out', { method: 'POST', json: {} });
    expect((await api.signIn()).status).toBe(401);
    expect((await api.signIn({ email: operator.email, password: newPassword })).status).toBe(200);
    expect(logs.some((line) => line.includes('"event":"password_changed"'))).toBe(true);
    expect(logs.join('\n')).not.toContain(newPassword);
  });

  it('refuses a wrong current password (422, the account back-off counts it) and keeps the old one', async () => {
    const api = await testApi();
    await api.signIn();
    const res = await change(api, 'not the password', newPassword);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: 'wrong_password', fieldErrors: { currentPassword: 'wrong_password' } } });
    await api.call('/api/auth/sign-out', { method: 'POST', json: {} });
    expect((await api.signIn()).status).toBe(200);
  });

  it('limits wrong current passwords per client address, together with its sign-ins (429 with Retry-After)', async () => {
    const api = await testApi();
    await api.signIn();
    // A browser without the account's device cookie (a trusted device has a budget of its own: device-trust.test.ts).
    for (const name of [...api.jar.keys()]) if (name.startsWith('zk_device_')) api.jar.delete(name);
    for (let i = 0; i < 19; i++) expect((await change(api, `not the password ${i}`, newPassword)).status).toBe(422);
    const limited = await change(api, operator.password, newPassword);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await api.signIn()).status).toBe(429);
    const elsewhere = await api.call('/api/auth/password', { json: { currentPassword: operator.password, newPassword }, ip: '192.0.2.50' });
    expect(elsewhere.status).toBe(200);
  });

  it.each([
    ['password1234', 'weak_password', 'common'],
    ['P@ssw0rd2024!', 'weak_password', 'common'],
    [`${operator.email}2026`, 'weak_password', 'guessable'],
    ['Zk-Automations-2026', 'weak_password', 'guessable'],
    ['short', 'weak_password', 'too_short'],
    [operator.password, 'password_unchanged', 'unchanged'],
  ])('refuses the new password %s (%s)', async (next, code, field) => {
    const api = await testApi();
    await api.signIn();
    const res = await change(api, operator.password, next);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code, fieldErrors: { newPassword: field } } });
  });

  it('answers 401 without a session', async () => {
    const api = await testApi();
    expect((await change(api, operator.password, newPassword)).status).toBe(401);
  });

  it('a generated first-start password must be changed before anything else', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    const first = { email: 'admin@localhost', password: 'Generated0123456789abcde' };
    await operatorsStore(sqliteEngine(db), Date.now).create(first.email, await hashPassword(first.password, testScrypt), {
      mustChangePassword: true,
    });
    db.close();
    const api = await testApi({ dataDir });

    const signedIn = await api.signIn(first);
    expect(((await signedIn.json()) as { session: { passwordChangeRequired?: boolean } }).session.passwordChangeRequired).toBe(true);
    const refused = await api.call('/api/countdowns');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'password_change_required' } });

    const changed = await change(api, first.password, newPassword);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { session: { passwordChangeRequired?: boolean } }).session.passwordChangeRequired).toBeUndefined();
    expect((await api.call('/api/countdowns')).status).toBe(200);
  });
});
