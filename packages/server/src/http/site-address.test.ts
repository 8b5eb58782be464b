import { describe, expect, it } from 'vitest';
import { testApi } from '../../test-support/api.ts';

const get = (api: Awaited<ReturnType<typeof testApi>>, host: string) =>
  api.app.request(`http://${host}/api/countdowns/active`, { headers: { Host: host } });

const signOut = (api: Awaited<ReturnType<typeof testApi>>, host: string, origin: string) =>
  api.app.request(`http://${host}/api/auth/sign-out`, {
    method: 'POST',
    headers: { Host: host, Origin: origin, 'Content-Type': 'application/json' },
    body: '{}',
  });

describe('site address (DNS rebinding)', () => {
  it('with SITE_URL set, answers its host only (421 for any other Host)', async () => {
    const api = await testApi({ config: { siteUrl: 'https://zk.example', siteUrlSet: true } });
    expect((await get(api, 'zk.example')).status).toBe(200);
    expect((await get(api, 'ZK.example:443')).status).toBe(200);
    for (const host of ['rebound.attacker.example', '127.0.0.1:3000', 'localhost', 'zk.example:8080', 'zk.example.attacker.example']) {
      expect((await get(api, host)).status, host).toBe(421);
    }
  });

  it('with a loopback SITE_URL, answers the loopback names on its port', async () => {
    const api = await testApi({ config: { siteUrl: 'http://localhost:3000', siteUrlSet: true } });
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) expect((await get(api, host)).status, host).toBe(200);
    for (const host of ['localhost:3001', 'attacker.example:3000']) expect((await get(api, host)).status, host).toBe(421);
    expect((await signOut(api, '127.0.0.1:3000', 'http://127.0.0.1:3000')).status).toBe(204);
  });

  it('without SITE_URL, answers 127.0.0.1, localhost and [::1] on the listening port only', async () => {
    const api = await testApi({ config: { siteUrlSet: false, port: 4321 } });
    for (const host of ['127.0.0.1:4321', 'localhost:4321', '[::1]:4321']) expect((await get(api, host)).status, host).toBe(200);
    for (const host of ['127.0.0.1:4322', 'attacker.example:4321', '10.0.0.2:4321', 'localhost']) {
      expect((await get(api, host)).status, host).toBe(421);
    }
  });

  it('without SITE_URL, takes Origin only from the loopback names on the listening port, not from Host', async () => {
    const api = await testApi({ config: { siteUrlSet: false, port: 4321 } });
    expect((await signOut(api, '127.0.0.1:4321', 'http://localhost:4321')).status).toBe(204);
    expect((await signOut(api, 'localhost:4321', 'http://localhost:4322')).status).toBe(403);
    expect((await signOut(api, 'localhost:4321', 'https://localhost:4321')).status).toBe(403);
    expect((await signOut(api, 'localhost:4321', 'http://attacker.example:4321')).status).toBe(403);
  });

  it('answers the dev allowlist as Host and Origin (the Vite dev server proxying to the API)', async () => {
    const api = await testApi({ config: { siteUrlSet: false, port: 3001, devOrigins: ['http://localhost:5173'] } });
    expect((await get(api, 'localhost:5173')).status).toBe(200);
    expect((await signOut(api, 'localhost:5173', 'http://localhost:5173')).status).toBe(204);
    expect((await get(api, '127.0.0.1:5173')).status).toBe(421);
  });

  it('refuses a Host that is not a host name', async () => {
    const api = await testApi({ config: { siteUrl: 'https://zk.example', siteUrlSet: true } });
    for (const host of ['zk.example/evil', 'user@zk.example', '']) {
      const res = await api.app.request('https://zk.example/api/countdowns/active', { headers: { Host: host } });
      expect(res.status, host).toBe(421);
    }
  });
});
