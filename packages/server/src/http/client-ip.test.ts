import { describe, expect, it } from 'vitest';
import { operator, testApi } from '../../test-support/api.ts';
import { sseReader } from '../../test-support/sse.ts';
import { addressKey } from './client-ip.ts';

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
    expect((await api.call('/api/auth/sign-in', { json: operator, headers: { 'X-Forwarded-For': '10.0.0.1, 203.0.113.8' } })).status).toBe(
      200,
    );
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

describe('rate-limit key of a client address (addressKey)', () => {
  it('keeps IPv4 as it is and turns IPv4-mapped IPv6 into IPv4', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(addressKey('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('keys IPv6 by its /64, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(addressKey('2001:db8:0:1::1')).toBe(key);
    expect(addressKey('2001:0DB8:0000:0001:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKey('[2001:db8:0:1:1234::9]')).toBe(key);
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('IPv6 clients are limited per /64', () => {
  const inOneSlash64 = (i: number) => `2001:db8:42:7:${(i + 1).toString(16)}::${i + 1}`;

  it('sign-in: addresses of one /64 share the per-address limit; another /64 does not', async () => {
    const api = await testApi();
    for (let i = 0; i < 20; i++)
      expect((await api.call('/api/auth/sign-in', { json: wrongPassword, ip: inOneSlash64(i) })).status).toBe(401);
    for (let i = 20; i < 24; i++) expect((await api.call('/api/auth/sign-in', { json: operator, ip: inOneSlash64(i) })).status).toBe(429);
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: '2001:db8:42:8::1' })).status).toBe(200);
  });

  it('forms: JSON and HTML posts from one /64 share the form limit', async () => {
    const api = await testApi({ config: { formRateLimitPerMinute: 2 } });
    const post = (ip: string) =>
      api.call('/api/submissions/contact', { json: { fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hello there' }, ip });
    expect((await post(inOneSlash64(0))).status).toBe(201);
    expect((await post(inOneSlash64(1))).status).toBe(201);
    expect((await post(inOneSlash64(2))).status).toBe(429);
    const form = await api.call('/en/contact', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      method: 'POST',
      ip: inOneSlash64(3),
    });
    expect(form.status).toBe(429);
    expect((await post('::ffff:198.51.100.9')).status).toBe(201);
    expect((await post('198.51.100.9')).status).toBe(201);
    expect((await post('198.51.100.9')).status).toBe(429);
  });

  it('event streams: the per-address cap counts the /64', async () => {
    const api = await testApi({ deps: { sseLimits: { perClient: 2, total: 10 } } });
    const open = (ip: string) => api.call('/api/countdowns/events', { ip });
    const streams = [sseReader(await open(inOneSlash64(0))), sseReader(await open(inOneSlash64(1)))];
    const refused = await open(inOneSlash64(2));
    expect(refused.status).toBe(429);
    const other = await open('2001:db8:42:8::1');
    expect(other.status).toBe(200);
    await Promise.all([...streams, sseReader(other)].map((stream) => stream.cancel()));
  });
});
