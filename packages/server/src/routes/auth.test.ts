import { describe, expect, it } from 'vitest';
import { operator, testApi } from '../../test-support/api.ts';

describe('operator sign-in and sessions', () => {
  it('signs in with an httpOnly SameSite=Strict cookie and reads the session back', async () => {
    const api = await testApi();
    const res = await api.signIn();
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^zk_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const { session } = (await res.json()) as { session: { user: { email: string }; lastLoginTime: number; expiresAt: number } };
    expect(session.user.email).toBe(operator.email);
    expect(session.lastLoginTime).toBe(api.clock.now);
    expect(session.expiresAt).toBe(api.clock.now + 300_000);

    const read = await api.call('/api/auth/session');
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toEqual({ session });
  });

  it('uses a Secure __Host- cookie when the site is served over https', async () => {
    const api = await testApi({ config: { siteUrl: 'https://zk.example' } });
    const res = await api.call('/api/auth/sign-in', { json: operator, headers: { Origin: 'https://zk.example' } });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-zk_session=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain');
  });

  it('answers wrong passwords and unknown accounts with the same generic 401', async () => {
    const api = await testApi();
    const wrong = await api.signIn({ email: operator.email, password: 'nope' });
    const unknown = await api.signIn({ email: 'ghost@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = await wrong.json();
    expect(body).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } });
    expect(await unknown.json()).toEqual(body);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('rejects a sign-in without email or password with 422', async () => {
    const api = await testApi();
    const res = await api.signIn({ email: '', password: '' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: { code: 'validation_failed', fieldErrors: { email: 'required', password: 'required' } },
    });
  });

  it('answers null when there is no session', async () => {
    const api = await testApi();
    expect(await (await api.call('/api/auth/session')).json()).toEqual({ session: null });
  });

  it('signs out on the server: the old cookie no longer works', async () => {
    const api = await testApi();
    const signedIn = await api.signIn();
    const stolen = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const out = await api.call('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const replay = await api.call('/api/countdowns', { headers: { Cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it('ends the old session token when the operator signs in again with it', async () => {
    const api = await testApi();
    const first = await api.signIn();
    const oldCookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const second = await api.signIn();
    expect(second.status).toBe(200);
    const newCookie = (second.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(newCookie).not.toBe(oldCookie);
    expect((await api.call('/api/countdowns', { headers: { Cookie: oldCookie } })).status).toBe(401);
    expect((await api.call('/api/countdowns', { headers: { Cookie: newCookie } })).status).toBe(200);
  });

  it('refuses protected requests with 401 once the sign-in is older than 5 minutes', async () => {
    const api = await testApi();
    await api.signIn();
    api.clock.now += 300_000;
    expect((await api.call('/api/countdowns')).status).toBe(200);
    api.clock.now += 1;
    const stale = await api.call('/api/countdowns');
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(await (await api.call('/api/auth/session')).json()).toEqual({ session: null });
  });

  it('signs the owner in after five failures for the account from another address (no malicious lockout)', async () => {
    const api = await testApi();
    for (let i = 0; i < 5; i++) {
      expect((await api.call('/api/auth/sign-in', { json: { email: operator.email, password: 'x' }, ip: '198.51.100.66' })).status).toBe(
        401,
      );
    }
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: '203.0.113.7' })).status).toBe(200);
  });

  it('never locks the account: failures from many addresses are slowed down, the correct password still signs in', async () => {
    const api = await testApi();
    for (let i = 0; i < 40; i++) {
      // Spread over 100 s, within the server-wide 30 password checks a minute.
      api.clock.now += 2_500;
      expect((await api.call('/api/auth/sign-in', { json: { email: operator.email, password: 'x' }, ip: `198.51.100.${i}` })).status).toBe(
        401,
      );
    }
    expect(api.sleeps.slice(0, 6)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 16_000]);
    expect(api.sleeps).toHaveLength(35);
    const ok = await api.call('/api/auth/sign-in', { json: operator, ip: '203.0.113.7' });
    expect(ok.status).toBe(200);
    expect(api.sleeps).toHaveLength(35);
  });

  it('forgets account failures after the window, so the back-off starts over', async () => {
    const api = await testApi();
    for (let i = 0; i < 6; i++)
      await api.call('/api/auth/sign-in', { json: { email: operator.email, password: 'x' }, ip: `198.51.100.${i}` });
    expect(api.sleeps).toEqual([1_000]);
    api.clock.now += 15 * 60_000;
    await api.call('/api/auth/sign-in', { json: { email: operator.email, password: 'x' }, ip: '198.51.100.99' });
    expect(api.sleeps).toEqual([1_000]);
  });

  it('slows unknown accounts the same way, so the delay reveals nothing', async () => {
    const api = await testApi();
    for (let i = 0; i < 6; i++) {
      expect(
        (await api.call('/api/auth/sign-in', { json: { email: 'ghost@example.com', password: 'x' }, ip: `198.51.100.${i}` })).status,
      ).toBe(401);
    }
    expect(api.sleeps).toEqual([1_000]);
  });

  it('counts attempts per address in a sliding window: no burst at a window edge', async () => {
    const api = await testApi();
    const attempt = () => api.call('/api/auth/sign-in', { json: { email: 'u@example.com', password: 'x' } });
    expect((await attempt()).status).toBe(401);
    api.clock.now += 15 * 60_000 - 1;
    for (let i = 0; i < 19; i++) expect((await attempt()).status).toBe(401);
    api.clock.now += 1;
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('rate-limits sign-in attempts per address', async () => {
    const api = await testApi();
    for (let i = 0; i < 20; i++) await api.call('/api/auth/sign-in', { json: { email: `u${i}@example.com`, password: 'x' } });
    expect((await api.signIn()).status).toBe(429);
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: '192.0.2.1' })).status).toBe(200);
  });
});
