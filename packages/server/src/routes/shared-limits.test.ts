import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test-support/helpers.ts';
import { operator, testApi } from '../../test-support/api.ts';

const contact = { fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'We need a chatbot.' };

/** Two apps on one database, as two servers behind a load balancer: their clocks move together. */
async function twoServers(config: Parameters<typeof testApi>[0] = {}) {
  const dataDir = tempDir();
  const a = await testApi({ ...config, dataDir });
  const b = await testApi({ ...config, dataDir });
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
});
