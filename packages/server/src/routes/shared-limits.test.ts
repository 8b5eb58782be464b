import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { onCleanup } from '../../test-support/helpers.ts';
import { operator, testApi, type CookieJar } from '../../test-support/api.ts';
import { testPostgresPerFile } from '../../test-support/postgres-cluster.ts';
import { openEngine } from '../db/engine/engine.ts';

const postgres = testPostgresPerFile();

const contact = { fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'We need a chatbot.' };

/**
 * Two apps on one PostgreSQL database, as two servers behind a load balancer: their clocks move together.
 * (On SQLite one server owns the file, and its limits count in its memory.)
 */
async function twoServers(config: Parameters<typeof testApi>[0] = {}) {
  const databaseUrl = await postgres.freshDatabaseUrl();
  const [first, second] = [await openEngine({ databaseUrl }), await openEngine({ databaseUrl })];
  onCleanup(async () => {
    await first.close();
    await second.close();
  });
  const a = await testApi({ ...config, engine: first });
  const b = await testApi({ ...config, engine: second });
  const tick = (ms: number) => {
    a.clock.now += ms;
    b.clock.now += ms;
  };
  return { servers: [a, b], tick };
}

describe('rate limits counted across servers on one database (issue 44)', () => {
  it('form posts through either server spend one budget per address', async () => {
    const { servers, tick } = await twoServers({ config: { formRateLimitPerMinute: 3 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await servers[i % 2]!.call('/api/submissions/contact', { json: contact })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await servers[0]!.call('/api/submissions/contact', { json: contact });
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await servers[1]!.call('/api/submissions/contact', { json: contact, ip: '192.0.2.1' })).status).toBe(201);
    tick(60_000);
    expect((await servers[1]!.call('/api/submissions/contact', { json: contact })).status).toBe(201);
  });

  it('sign-in attempts from one address through either server spend one budget', async () => {
    const { servers } = await twoServers();
    for (let i = 0; i < 20; i++) {
      const res = await servers[i % 2]!.call('/api/auth/sign-in', { json: { email: `u${i}@example.com`, password: 'x' } });
      expect(res.status).toBe(401);
    }
    for (const server of servers) expect((await server.signIn()).status).toBe(429);
    expect((await servers[1]!.call('/api/auth/sign-in', { json: operator, ip: '192.0.2.1' })).status).toBe(200);
  });

  it('failures at one account through either server slow down the next', async () => {
    const { servers } = await twoServers();
    for (let i = 0; i < 6; i++) {
      const res = await servers[i % 2]!.call('/api/auth/sign-in', { json: { ...operator, password: 'wrong' }, ip: `198.51.100.${i}` });
      expect(res.status).toBe(401);
    }
    expect([...servers[0]!.sleeps, ...servers[1]!.sleeps]).toEqual([1_000]);
  });

  it('wrong second-step codes through either server count against one budget of five', async () => {
    const { servers, tick } = await twoServers();
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const jar: CookieJar = new Map();
    expect((await a.call('/api/auth/sign-in', { json: operator, jar })).status).toBe(200);
    const started = await a.call('/api/auth/factors/totp', { json: { password: operator.password }, jar });
    const { secret } = (await started.json()) as { secret: string };
    const codeAt = (at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
    expect((await a.call('/api/auth/factors/totp/confirm', { json: { code: codeAt(a.clock.now) }, jar })).status).toBe(200);
    expect((await a.call('/api/auth/sign-out', { method: 'POST', jar })).status).toBe(204);

    await a.call('/api/auth/sign-in', { json: operator, jar });
    for (let i = 0; i < 5; i++) {
      expect((await servers[i % 2]!.call('/api/auth/sign-in/code', { json: { code: `00000${i}` }, jar })).status).toBe(401);
    }
    for (const server of servers) {
      expect((await server.call('/api/auth/sign-in/code', { json: { code: codeAt(server.clock.now + 30_000) }, jar })).status).toBe(429);
    }
    tick(15 * 60_000);
    await b.call('/api/auth/sign-in', { json: operator, jar });
    expect((await b.call('/api/auth/sign-in/code', { json: { code: codeAt(b.clock.now) }, jar })).status).toBe(200);
  });
});
