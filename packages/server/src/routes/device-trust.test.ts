import { describe, expect, it } from 'vitest';
import { emailHash } from '../audit/security-log.ts';
import { defaultSignInLimits as defaults } from '../auth/operator-auth.ts';
import { owaspScryptParams } from '../auth/password.ts';
import { operator, testApi, type CallInit, type CookieJar, type TestApi } from '../../test-support/api.ts';

const trustedIp = '203.0.113.50';
const addresses = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`);

/** 48 wrong passwords at the operator's account, four from each of 12 addresses, each from a browser without cookies. */
const flood = (): CallInit[] =>
  addresses.flatMap((ip) =>
    [1, 2, 3, 4].map((n) => ({ json: { email: operator.email, password: `guess ${n} from ${ip}` }, ip, jar: new Map() })),
  );

const deviceCookies = (jar: CookieJar) => [...jar].filter(([name]) => name.startsWith('zk_device_'));

/** A browser that signed in to the account once and signed out: it keeps only its device cookie. */
async function trustedBrowser(api: TestApi): Promise<CookieJar> {
  const jar: CookieJar = new Map();
  expect((await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar })).status).toBe(200);
  expect((await api.call('/api/auth/sign-out', { method: 'POST', ip: trustedIp, jar })).status).toBe(204);
  expect([...jar.keys()]).toEqual([expect.stringMatching(/^zk_device_[0-9a-f]{16}$/)]);
  return jar;
}

const securityEvents = (lines: string[]) => lines.map((line) => JSON.parse(line) as { event: string; reason?: string; ip?: string });

describe('device cookies: a flood cannot keep the owner out (issue 45, item 1)', () => {
  it('sets an httpOnly, SameSite=Strict device cookie per account at sign-in, __Host- and Secure over https', async () => {
    const api = await testApi({ config: { siteUrl: 'https://zk.example' } });
    const res = await api.call('/api/auth/sign-in', { json: operator, headers: { Origin: 'https://zk.example' } });
    const device = res.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-zk_device_'));
    expect(device).toMatch(
      /^__Host-zk_device_[0-9a-f]{16}=v1\.[\w-]{32}\.[\w-]{43}; Max-Age=15552000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('lets the trusted device sign in during a flood of 48 wrong attempts from 12 addresses that spent the server-wide budget; an untrusted client is refused', async () => {
    const lines: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => lines.push(line) } });
    const jar = await trustedBrowser(api);
    const [[name, first]] = deviceCookies(jar) as [[string, string]];

    const statuses: number[] = [];
    for (const attempt of flood()) statuses.push((await api.call('/api/auth/sign-in', attempt)).status);
    // One check of the 30 a minute went to the device's own sign-in; the flood spends the rest, then meets 503.
    expect(statuses.filter((status) => status === 401)).toHaveLength(29);
    expect(statuses.filter((status) => status === 503)).toHaveLength(19);
    expect(api.sleeps.length).toBeGreaterThan(0);
    const sleepsBefore = api.sleeps.length;

    const untrusted = await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar: new Map() });
    expect(untrusted.status).toBe(503);
    expect(untrusted.headers.get('retry-after')).toMatch(/^\d+$/);

    const started = performance.now();
    const trusted = await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar });
    const ms = performance.now() - started;
    expect(trusted.status).toBe(200);
    expect(api.sleeps).toHaveLength(sleepsBefore);
    expect(jar.get(name)).not.toBe(first);
    expect(jar.get('zk_session')).toBeDefined();
    console.info(`trusted sign-in after a 48-attempt flood from 12 addresses (test scrypt): ${ms.toFixed(1)} ms`);
    expect(securityEvents(lines).filter((entry) => entry.event === 'device_cookie_rejected')).toEqual([]);
  });

  it('answers the trusted device while the flood is in flight, at OWASP scrypt parameters (the time is printed)', async () => {
    const held: Array<() => void> = [];
    const api = await testApi({
      operatorScrypt: owaspScryptParams,
      deps: { sleep: () => new Promise<void>((resolve) => held.push(resolve)) },
    });
    const alone = performance.now();
    const jar = await trustedBrowser(api);
    const aloneMs = performance.now() - alone;
    const answered: number[] = [];
    const inFlight = flood().map((attempt) => api.call('/api/auth/sign-in', attempt).then((res) => void answered.push(res.status)));
    const started = performance.now();
    const trusted = await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar });
    const ms = performance.now() - started;
    expect(trusted.status).toBe(200);
    const checkedBefore = answered.filter((status) => status === 401).length;
    const untrusted = await api.call('/api/auth/sign-in', { json: operator, ip: '192.0.2.9', jar: new Map() });
    expect(untrusted.status).toBe(503);
    held.splice(0).forEach((release) => release());
    await Promise.all(inFlight);
    // The account's queue takes four of the flood, one hash at a time; the device went past it.
    expect(answered.filter((status) => status === 401)).toHaveLength(4);
    expect(checkedBefore).toBeLessThanOrEqual(2);
    console.info(
      `trusted sign-in during a 48-attempt flood from 12 addresses (OWASP scrypt, ${checkedBefore} flood hashes finished first): ${ms.toFixed(0)} ms; ` +
        `the same sign-in (and sign-out) without a flood: ${aloneMs.toFixed(0)} ms`,
    );
  });

  it('checks the current password of a password change on the trusted device budget too', async () => {
    const api = await testApi();
    const jar: CookieJar = new Map();
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar })).status).toBe(200);
    for (const attempt of flood()) await api.call('/api/auth/sign-in', attempt);
    const change = { currentPassword: operator.password, newPassword: 'a quite different passphrase' };
    const untrusted = new Map([...jar].filter(([name]) => name === 'zk_session'));
    expect((await api.call('/api/auth/password', { json: change, ip: trustedIp, jar: untrusted })).status).toBe(503);
    expect((await api.call('/api/auth/password', { json: change, ip: trustedIp, jar })).status).toBe(200);
  });

  it('ignores a forged device cookie, and logs it: the client meets the untrusted limits', async () => {
    const lines: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => lines.push(line) } });
    const jar = await trustedBrowser(api);
    const [[name, value]] = deviceCookies(jar) as [[string, string]];
    for (const attempt of flood()) await api.call('/api/auth/sign-in', attempt);

    const tampered = value.slice(0, -2) + (value.endsWith('AA') ? 'BB' : 'AA');
    const madeUp = `v1.${'x'.repeat(32)}.${'y'.repeat(43)}`;
    for (const forged of [tampered, madeUp, 'not a device cookie']) {
      const res = await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar: new Map([[name, forged]]) });
      expect(res.status).toBe(503);
    }
    // A real device cookie of one account, presented for another, is not that account's.
    const other = await api.call('/api/auth/sign-in', {
      json: { email: 'ghost@example.com', password: operator.password },
      ip: trustedIp,
      jar: new Map([[`zk_device_${emailHash('ghost@example.com')}`, value]]),
    });
    expect(other.status).toBe(503);
    const rejected = securityEvents(lines).filter((entry) => entry.event === 'device_cookie_rejected');
    expect(rejected.map((entry) => [entry.reason, entry.ip])).toEqual(Array.from({ length: 4 }, () => ['forged', trustedIp]));
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar })).status).toBe(200);
  });

  it('ignores a replayed device cookie (one a later sign-in replaced), and logs it', async () => {
    const lines: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => lines.push(line) } });
    const jar = await trustedBrowser(api);
    const copy = new Map(jar);
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar })).status).toBe(200);
    for (const attempt of flood()) await api.call('/api/auth/sign-in', attempt);
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: '192.0.2.66', jar: copy })).status).toBe(503);
    expect(securityEvents(lines).filter((entry) => entry.event === 'device_cookie_rejected')).toMatchObject([
      { reason: 'replayed', ip: '192.0.2.66' },
    ]);
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar })).status).toBe(200);
  });

  it('gives a trusted device five wrong passwords in the window; after that it meets the untrusted limits (a stolen cookie is no free pass)', async () => {
    const lines: string[] = [];
    const api = await testApi({ deps: { securityLog: (line) => lines.push(line), signInLimits: { ...defaults, global: 8 } } });
    const jar = await trustedBrowser(api);
    for (let i = 0; i < 5; i++) {
      expect((await api.call('/api/auth/sign-in', { json: { ...operator, password: `typo ${i}` }, ip: trustedIp, jar })).status).toBe(401);
    }
    for (let i = 0; i < 7; i++)
      await api.call('/api/auth/sign-in', { json: { ...operator, password: 'x' }, ip: `198.51.100.${i}`, jar: new Map() });
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar })).status).toBe(503);
    expect(securityEvents(lines).filter((entry) => entry.event === 'device_cookie_rejected')).toMatchObject([{ reason: 'distrusted' }]);
    api.clock.now += defaults.windowMs;
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar })).status).toBe(200);
  });

  it("limits a trusted device's own attempts: beyond 20 in the window, 429 with Retry-After", async () => {
    const api = await testApi({ deps: { signInLimits: { ...defaults, perIp: 100, deviceFailures: 100 } } });
    const jar = await trustedBrowser(api);
    for (let i = 0; i < 20; i++) await api.call('/api/auth/sign-in', { json: { ...operator, password: `typo ${i}` }, ip: trustedIp, jar });
    const refused = await api.call('/api/auth/sign-in', { json: operator, ip: trustedIp, jar });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
