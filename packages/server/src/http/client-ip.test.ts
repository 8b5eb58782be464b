import { describe, expect, it } from 'vitest';
import { operator, testApi } from '../test-api.ts';

const wrongPassword = { email: operator.email, password: 'x' };

describe('client address behind trusted proxies (TRUST_PROXY_HOPS)', () => {
  it('ignores the entries the client wrote itself: rotating them does not escape the per-address sign-in limit', async () => {
    const api = await testApi();
    for (let i = 0; i < 20; i++) {
      const res = await api.call('/api/auth/sign-in', { json: wrongPassword, headers: { 'X-Forwarded-For': `10.0.0.${i}, 203.0.113.7` } });
      expect(res.status).toBe(401);
    }
    const rotated = await api.call('/api/auth/sign-in', { json: operator, headers: { 'X-Forwarded-For': '10.9.9.9, 203.0.113.7' } });
    expect(rotated.status).toBe(429);
    expect((await api.call('/api/auth/sign-in', { json: operator, headers: { 'X-Forwarded-For': '10.0.0.1, 203.0.113.8' } })).status).toBe(200);
  });

  it('takes the entry the configured number of hops from the right', async () => {
    const api = await testApi({ config: { trustProxyHops: 2, formRateLimitPerMinute: 1 } });
    const post = (forwardedFor: string) =>
      api.call('/api/submissions/contact', {
        json: { fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hello there' },
        headers: { 'X-Forwarded-For': forwardedFor },
      });
    expect((await post('10.0.0.1, 198.51.100.4, 192.0.2.10')).status).toBe(201);
    // Same client (198.51.100.4) behind the same two proxies, whatever it wrote on the left: limited.
    expect((await post('10.0.0.2, 198.51.100.4, 192.0.2.11')).status).toBe(429);
    // Another client behind the same proxies.
    expect((await post('10.0.0.1, 198.51.100.5, 192.0.2.10')).status).toBe(201);
    // Fewer entries than hops: the leftmost one counts.
    expect((await post('198.51.100.6')).status).toBe(201);
    expect((await post('198.51.100.6')).status).toBe(429);
  });
});
