import { describe, expect, it } from 'vitest';
import { testApi } from '../test-api.ts';

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

  it('requires JSON on sign-in too (415)', async () => {
    const api = await testApi();
    const res = await api.call('/api/auth/sign-in', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });
});
