import { defaultSignInLimits } from '../auth/operator-auth.ts';
import type { FormPageState } from '@zk/data';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { openDatabase } from '../db/database.ts';
import { operatorsStore } from '../db/engine/operators-store.ts';
import { sqliteEngine } from '../db/engine/sqlite-engine.ts';
import { operator, testApi, testScrypt, type CallInit } from '../../test-support/api.ts';
import { siteFiles, tempDir } from '../../test-support/helpers.ts';
import type { PageRenderer, RenderRequest } from './page-renderer.ts';

/** Renders what the site's bundle would, naming the state it was given, and records each request. */
function recordingRenderer() {
  const requests: RenderRequest[] = [];
  const renderer: PageRenderer = {
    render: async (request) => {
      requests.push(request);
      return `<!doctype html><html><body><form method="post">${JSON.stringify(request.formState)}</form></body></html>`;
    },
    renderBanner: async () => null,
    renderSubscription: async () => null,
  };
  return { renderer, requests };
}

const site = () => siteFiles({ 'admin.html': 'sign-in en', 'de/admin/index.html': 'sign-in de', 'admin-app.html': 'app en' });

async function setup(options: Parameters<typeof testApi>[0] = {}) {
  const security: Record<string, unknown>[] = [];
  const { renderer, requests } = recordingRenderer();
  const api = await testApi({
    ...options,
    config: { staticDir: site(), ...options.config },
    deps: { renderer, securityLog: (line) => security.push(JSON.parse(line) as Record<string, unknown>), ...options.deps },
  });
  const post = (path: string, fields: Record<string, string>, init: CallInit = {}) =>
    api.call(path, { method: 'POST', form: fields, ...init });
  return { api, post, requests, events: () => security.map((line) => line.event) };
}

const credentials = { email: operator.email, password: operator.password };
/** The Set-Cookie headers without their values, which differ per session and device. */
const cookieShape = (res: Response) => res.headers.getSetCookie().map((header) => header.replace(/^([^=]+)=[^;]*/, '$1=…'));

describe('the admin sign-in as a plain HTML form', () => {
  it("signs in with the JSON route's cookie and sends the operator on (303) to the dashboard of the page language", async () => {
    const { api, post, events } = await setup();
    const res = await post('/de/admin', credentials);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de/admin/dashboard');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(cookieShape(res)).toEqual([
      'zk_session=…; Max-Age=300; Path=/; HttpOnly; SameSite=Strict',
      expect.stringMatching(/^zk_device_[0-9a-f]{16}=…; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Strict$/),
    ]);

    const other = await testApi({ config: { staticDir: site() } });
    expect(cookieShape(await other.signIn())).toEqual(cookieShape(res));
    expect(events()).toEqual(['sign_in_succeeded']);

    // The session works: the guarded page is served, and the API knows the operator.
    expect((await api.call('/de/admin/dashboard')).status).toBe(200);
    expect(await (await api.call('/api/auth/session')).json()).toMatchObject({ session: { user: { email: operator.email } } });
  });

  it('sends the operator back to the admin page the guard remembered, never elsewhere', async () => {
    const { api, post } = await setup();
    const guarded = await api.call('/admin/demo/2?tab=leads');
    expect(guarded.status).toBe(302);
    const signIn = guarded.headers.get('location')!;
    expect(signIn).toBe('/admin?from=%2Fadmin%2Fdemo%2F2%3Ftab%3Dleads');
    const res = await post(signIn, credentials);
    expect(res.headers.get('location')).toBe('/admin/demo/2?tab=leads');

    for (const from of ['https://evil.example/admin', '//evil.example/admin/dashboard', '/en/contact', '/admin']) {
      const again = await post(`/admin?from=${encodeURIComponent(from)}`, credentials);
      expect(again.headers.get('location'), from).toBe('/admin/dashboard');
    }
  });

  it('answers a wrong password with the form again (401): the e-mail kept, the refusal named, in the page language', async () => {
    const { post, requests, events } = await setup();
    const res = await post('/de/admin?from=%2Fde%2Fadmin%2Fdemo%2F1', { email: operator.email, password: 'not the password' });
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain('<form method="post">');
    const expected: FormPageState = { form: 'signIn', values: { email: operator.email }, fieldErrors: {}, failure: 'invalid_credentials' };
    expect(requests).toEqual([{ url: '/de/admin?from=%2Fde%2Fadmin%2Fdemo%2F1', formState: expected }]);
    expect(events()).toEqual(['sign_in_failed']);
  });

  it('answers missing input with the form again (422)', async () => {
    const { post, requests } = await setup();
    const res = await post('/admin', { email: 'op@example.com', password: '' });
    expect(res.status).toBe(422);
    expect(requests[0]?.formState?.failure).toBe('validation_failed');
  });

  it('is throttled with the JSON route, by the same limit per address (429 with Retry-After)', async () => {
    const { api, post, requests, events } = await setup({
      deps: { signInLimits: { ...defaultSignInLimits, perIp: 2, perAccount: 5, windowMs: 60_000, backoffMs: 1_000, maxBackoffMs: 16_000 } },
    });
    expect((await api.call('/api/auth/sign-in', { json: { email: operator.email, password: 'wrong password!' } })).status).toBe(401);
    expect((await post('/admin', { email: operator.email, password: 'wrong password!' })).status).toBe(401);
    const res = await post('/admin', credentials);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(requests.at(-1)?.formState).toMatchObject({ values: { email: operator.email }, failure: 'rate_limited' });
    expect(events()).toEqual(['sign_in_failed', 'sign_in_failed', 'sign_in_throttled']);
    // From another address the owner still signs in.
    expect((await post('/admin', credentials, { ip: '198.51.100.9' })).status).toBe(303);
  });

  it('refuses a post from another origin or without one (403), another encoding (415) and a body over the limit (413)', async () => {
    const { post, events } = await setup();
    expect((await post('/admin', credentials, { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    const noOrigin = await testApi({ config: { staticDir: site() } });
    const withoutOrigin = await noOrigin.app.request('http://localhost:3000/admin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(credentials).toString(),
    });
    expect(withoutOrigin.status).toBe(403);
    expect((await post('/admin', credentials, { headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect((await post('/admin', { ...credentials, padding: 'x'.repeat(70_000) })).status).toBe(413);
    expect((await post('/xx/admin', credentials)).status).toBe(404);
    expect(events()).toEqual([]);
  });

  it('with a first-start password signs in as the JSON route does: on to the dashboard, where only the password change is allowed', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    const first = { email: 'admin@localhost', password: 'Generated0123456789abcde' };
    await operatorsStore(sqliteEngine(db), Date.now).create(first.email, await hashPassword(first.password, testScrypt), {
      mustChangePassword: true,
    });
    db.close();
    const { api, post } = await setup({ dataDir });
    const res = await post('/admin', first);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/dashboard');
    expect((await api.call('/admin/dashboard')).status).toBe(200);
    expect(await (await api.call('/api/auth/session')).json()).toMatchObject({ session: { passwordChangeRequired: true } });
    expect((await api.call('/api/countdowns')).status).toBe(403);
  });

  it('with sign-in at Supabase (in the browser) answers with the form again, saying it needs scripts, and signs nobody in', async () => {
    const { post, requests } = await setup({ config: { supabase: { url: 'https://project.supabase.co', anonKey: 'sb_publishable_x' } } });
    const res = await post('/de/admin', credentials);
    expect(res.status).toBe(422);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(requests[0]?.formState).toMatchObject({ form: 'signIn', values: { email: operator.email }, failure: 'scripts_required' });
  });

  it('signs a trusted device in with the form during a flood that spent the server-wide budget; the form of an untrusted browser says so (503)', async () => {
    const { api, post, requests } = await setup();
    const device = new Map<string, string>();
    expect((await post('/admin', credentials, { jar: device })).status).toBe(303);
    device.delete('zk_session');
    for (let i = 0; i < 48; i++) {
      await post('/admin', { email: operator.email, password: `guess ${i}` }, { ip: `198.51.100.${i % 12}`, jar: new Map() });
    }
    const untrusted = await post('/de/admin', credentials, { jar: new Map() });
    expect(untrusted.status).toBe(503);
    expect(requests.at(-1)?.formState).toMatchObject({ form: 'signIn', failure: 'rate_limited' });
    const trusted = await post('/de/admin', credentials, { jar: device });
    expect(trusted.status).toBe(303);
    expect(trusted.headers.get('location')).toBe('/de/admin/dashboard');
    expect((await api.call('/api/auth/session', { jar: device })).status).toBe(200);
    expect(await (await api.call('/api/auth/session', { jar: device })).json()).toMatchObject({
      session: { user: { email: operator.email } },
    });
  });
});

describe('the second step of the admin sign-in as a plain HTML form (issue 45)', () => {
  async function enrolled() {
    const setup_ = await setup();
    const { api } = setup_;
    await api.signIn();
    const { secret } = (await (await api.call('/api/auth/factors/totp', { json: { password: operator.password } })).json()) as {
      secret: string;
    };
    const code = (at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
    const { recoveryCodes } = (await (
      await api.call('/api/auth/factors/totp/confirm', { json: { code: code(api.clock.now) } })
    ).json()) as {
      recoveryCodes: string[];
    };
    await api.call('/api/auth/sign-out', { method: 'POST' });
    api.clock.now += 30_000;
    return { ...setup_, code, recoveryCodes };
  }

  it('answers the right password with the page asking for the code, in the page language, and signs in with the code', async () => {
    const { api, post, requests, code, events } = await enrolled();
    const asked = await post('/tr/admin?from=%2Ftr%2Fadmin%2Fleads', credentials);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('cache-control')).toBe('no-store');
    expect(cookieShape(asked)).toEqual(['zk_pending=…; Max-Age=300; Path=/; HttpOnly; SameSite=Strict']);
    expect(requests.at(-1)).toEqual({
      url: '/tr/admin?from=%2Ftr%2Fadmin%2Fleads',
      formState: { form: 'signInCode', values: {}, fieldErrors: {} } satisfies FormPageState,
    });

    const wrong = await post('/tr/admin?from=%2Ftr%2Fadmin%2Fleads', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(requests.at(-1)?.formState).toEqual({ form: 'signInCode', values: {}, fieldErrors: {}, failure: 'invalid_credentials' });

    const done = await post('/tr/admin?from=%2Ftr%2Fadmin%2Fleads', { code: code(api.clock.now) });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/tr/admin/leads');
    expect(cookieShape(done)).toEqual([
      'zk_session=…; Max-Age=300; Path=/; HttpOnly; SameSite=Strict',
      expect.stringMatching(/^zk_device_[0-9a-f]{16}=…; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Strict$/),
      'zk_pending=…; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
    ]);
    expect(events()).toContain('second_factor_failed');
    expect((await api.call('/api/countdowns')).status).toBe(200);
  });

  it('signs in with a recovery code posted as a form, once', async () => {
    const { api, post, recoveryCodes } = await enrolled();
    await post('/admin', credentials);
    expect((await post('/admin', { code: recoveryCodes[0]! })).status).toBe(303);
    await api.call('/api/auth/sign-out', { method: 'POST' });
    await post('/admin', credentials);
    expect((await post('/admin', { code: recoveryCodes[0]! })).status).toBe(401);
  });

  it('answers a code without a password step as a wrong password', async () => {
    const { post, code, api } = await enrolled();
    const res = await post('/de/admin', { code: code(api.clock.now) });
    expect(res.status).toBe(401);
    expect((await api.call('/api/auth/session')).status).toBe(200);
    expect(((await (await api.call('/api/auth/session')).json()) as { session: unknown }).session).toBeNull();
  });
});
