import { describe, expect, it } from 'vitest';
import { testApi } from '../../test-support/api.ts';

const stateChanging: Array<[string, string]> = [
  ['POST', '/api/auth/sign-in'],
  ['POST', '/api/auth/sign-out'],
  ['POST', '/api/countdowns'],
  ['POST', '/api/countdowns/x/toggle'],
  ['DELETE', '/api/countdowns/x'],
  ['POST', '/api/submissions/contact'],
  ['POST', '/api/submissions/waitlist'],
  ['PATCH', '/api/leads/inbox/contact/x'],
  ['DELETE', '/api/leads/inbox/contact/x'],
  ['POST', '/api/leads/erasure'],
  ['POST', '/api/leads/inbox/search'],
  ['POST', '/api/leads/exports'],
];

describe('request guards', () => {
  it.each(stateChanging)('%s %s refuses a foreign Origin with 403', async (method, path) => {
    const api = await testApi();
    await api.signIn();
    const res = await api.call(path, { method, json: method === 'DELETE' ? undefined : {}, headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
  });

  it('refuses the origin the request was addressed to when it is not SITE_URL (DNS rebinding)', async () => {
    const api = await testApi({ config: { siteUrl: 'https://zk.example', devOrigins: ['http://localhost:5173'] } });
    const rebound = await api.app.request('http://zk.example/api/auth/sign-out', {
      method: 'POST',
      headers: { Origin: 'http://attacker.example', Host: 'zk.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(rebound.status).toBe(403);
    const dev = await api.app.request('http://zk.example/api/auth/sign-out', {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(dev.status).toBe(204);
  });

  it('lets reads through without an Origin', async () => {
    const api = await testApi();
    expect((await api.app.request('http://localhost:3000/api/countdowns/active')).status).toBe(200);
  });

  it.each([
    ['no body and no Content-Type', {}],
    ['a form body', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'x=1' }],
    ['text/plain (a beacon)', { headers: { 'Content-Type': 'text/plain' }, body: '' }],
  ])(
    'ends the session at a sign-out with %s (204), never leaving it valid',
    async (_, init: { headers?: Record<string, string>; body?: string }) => {
      const api = await testApi();
      const signedIn = await api.signIn();
      const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const out = await api.app.request('http://localhost:3000/api/auth/sign-out', {
        method: 'POST',
        headers: { Origin: 'http://localhost:3000', Cookie: cookie, 'X-Forwarded-For': '203.0.113.7', ...init.headers },
        body: init.body,
      });
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
      expect((await api.call('/api/countdowns', { headers: { Cookie: cookie } })).status).toBe(401);
    },
  );

  it('still refuses a cross-site sign-out without JSON (403), so no other site can sign the operator out', async () => {
    const api = await testApi();
    await api.signIn();
    const res = await api.call('/api/auth/sign-out', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(403);
    expect((await api.call('/api/countdowns')).status).toBe(200);
  });

  it('requires JSON on sign-in too (415)', async () => {
    const api = await testApi();
    const res = await api.call('/api/auth/sign-in', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });
});
