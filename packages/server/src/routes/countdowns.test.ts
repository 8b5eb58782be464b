import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { operator, testApi } from '../../test-support/api.ts';
import { sseReader } from '../../test-support/sse.ts';

async function signedIn(options?: Parameters<typeof testApi>[0]) {
  const api = await testApi(options);
  expect((await api.signIn()).status).toBe(200);
  return api;
}

async function create(api: Awaited<ReturnType<typeof testApi>>, title: string, target_date: string) {
  const res = await api.call('/api/countdowns', { json: { title, target_date } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { countdown: { id: string; title: string; target_date: string; is_active: boolean } }).countdown;
}

describe('countdowns API', () => {
  it('is operator only', async () => {
    const api = await testApi();
    expect((await api.call('/api/countdowns')).status).toBe(401);
    expect((await api.call('/api/countdowns', { json: { title: 'x', target_date: '2030-01-01' } })).status).toBe(401);
    expect((await api.call('/api/countdowns/x/toggle', { method: 'POST', json: {} })).status).toBe(401);
    expect((await api.call('/api/countdowns/x', { method: 'DELETE' })).status).toBe(401);
  });

  it('creates active countdowns and lists them by target date', async () => {
    const api = await signedIn();
    const later = await create(api, 'Later', '2031-01-01T00:00:00Z');
    const sooner = await create(api, 'Sooner', '2030-01-01T00:00:00+01:00');
    expect(sooner).toEqual({ id: expect.any(String), title: 'Sooner', target_date: '2029-12-31T23:00:00.000Z', is_active: true });
    const list = await api.call('/api/countdowns');
    expect(await list.json()).toEqual({ countdowns: [sooner, later] });
  });

  it("answers 'Please fill in all fields' when title or date is missing", async () => {
    const api = await signedIn();
    for (const json of [{}, { title: 'x' }, { target_date: '2030-01-01' }, { title: ' ', target_date: '2030-01-01' }]) {
      const res = await api.call('/api/countdowns', { json });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: { code: 'missing_fields', message: 'Please fill in all fields' } });
    }
    const bad = await api.call('/api/countdowns', { json: { title: 'x', target_date: 'someday' } });
    expect(await bad.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('toggles is_active and deletes, with 404 for unknown ids', async () => {
    const api = await signedIn();
    const countdown = await create(api, 'Launch', '2030-01-01T00:00:00Z');
    const toggled = await api.call(`/api/countdowns/${countdown.id}/toggle`, { method: 'POST', json: {} });
    expect(await toggled.json()).toEqual({ countdown: { ...countdown, is_active: false } });
    expect(await (await api.call('/api/countdowns/active')).json()).toEqual({ countdown: null });
    const back = await api.call(`/api/countdowns/${countdown.id}/toggle`, { method: 'POST', json: {} });
    expect(await back.json()).toEqual({ countdown });

    expect((await api.call(`/api/countdowns/${countdown.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api.call(`/api/countdowns/${countdown.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await api.call(`/api/countdowns/${countdown.id}/toggle`, { method: 'POST', json: {} })).status).toBe(404);
    expect(await (await api.call('/api/countdowns')).json()).toEqual({ countdowns: [] });
  });
});

describe('countdown change stream', () => {
  it('sends INSERT, UPDATE and DELETE with rows to operators', async () => {
    const api = await signedIn();
    const stream = await api.call('/api/countdowns/events');
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const events = sseReader(stream);
    expect(await events.next()).toEqual({ id: '0', event: 'ready', data: '{"seq":0}' });

    const countdown = await create(api, 'Launch', '2030-01-01T00:00:00Z');
    await api.call(`/api/countdowns/${countdown.id}/toggle`, { method: 'POST', json: {} });
    await api.call(`/api/countdowns/${countdown.id}`, { method: 'DELETE' });

    expect(await events.next()).toEqual({ id: '1', event: 'change', data: JSON.stringify({ type: 'INSERT', countdown }) });
    expect(JSON.parse((await events.next())?.data ?? '')).toEqual({ type: 'UPDATE', countdown: { ...countdown, is_active: false } });
    expect(await events.next()).toMatchObject({ id: '3', event: 'change' });
    await events.cancel();
  });

  it('sends anonymous subscribers a row-less CHANGED event', async () => {
    const api = await signedIn();
    const anonymous = sseReader(await api.call('/api/countdowns/events', { headers: { Cookie: '' } }));
    await anonymous.next();
    await create(api, 'Secret draft', '2030-01-01T00:00:00Z');
    const message = await anonymous.next();
    expect(message).toEqual({ id: '1', event: 'change', data: '{"type":"CHANGED"}' });
    await anonymous.cancel();
  });

  it('resumes after a reconnect from Last-Event-ID without missing a change', async () => {
    const api = await signedIn();
    const first = sseReader(await api.call('/api/countdowns/events'));
    await first.next();
    const a = await create(api, 'A', '2030-01-01T00:00:00Z');
    const seen = await first.next();
    await first.cancel();

    const b = await create(api, 'B', '2030-02-01T00:00:00Z');
    await api.call(`/api/countdowns/${a.id}/toggle`, { method: 'POST', json: {} });

    const resumed = sseReader(await api.call('/api/countdowns/events', { headers: { 'Last-Event-ID': seen?.id ?? '' } }));
    expect(JSON.parse((await resumed.next())?.data ?? '')).toEqual({ type: 'INSERT', countdown: b });
    expect(JSON.parse((await resumed.next())?.data ?? '')).toEqual({ type: 'UPDATE', countdown: { ...a, is_active: false } });
    const c = await create(api, 'C', '2030-03-01T00:00:00Z');
    expect(await resumed.next()).toEqual({ id: '4', event: 'change', data: JSON.stringify({ type: 'INSERT', countdown: c }) });
    await resumed.cancel();
  });

  it('asks for a resync when the requested changes are no longer kept', async () => {
    const api = await signedIn();
    const stream = sseReader(await api.call('/api/countdowns/events', { headers: { 'Last-Event-ID': '999' } }));
    expect(await stream.next()).toEqual({ id: '0', event: 'change', data: '{"type":"RESYNC"}' });
    await stream.cancel();
  });

  it('ends the stream of a session at sign-out: no row reaches it afterwards', async () => {
    const api = await signedIn();
    const stream = sseReader(await api.call('/api/countdowns/events'));
    expect(await stream.next()).toMatchObject({ event: 'ready' });
    expect((await api.call('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(204);
    await api.signIn();
    await create(api, 'Secret draft', '2030-01-01T00:00:00Z');
    expect(await stream.next({ skipComments: true })).toBeNull();
  });

  it('sends no row once the session has been ended elsewhere (a password reset from the command line)', async () => {
    const dataDir = tempDir();
    const api = await signedIn({ dataDir });
    const stream = sseReader(await api.call('/api/countdowns/events'));
    expect(await stream.next()).toMatchObject({ event: 'ready' });
    const cli = openDatabase(dataDir);
    cli.prepare('DELETE FROM sessions').run();
    cli.close();
    // A second browser signs in (without the ended session's cookie) and makes a change.
    await api.call('/api/auth/sign-in', { json: operator, headers: { Cookie: '' } });
    await create(api, 'Secret draft', '2030-01-01T00:00:00Z');
    expect(await stream.next({ skipComments: true })).toBeNull();
  });

  it('ends the stream at the next heartbeat once its session has been ended elsewhere', async () => {
    const dataDir = tempDir();
    const api = await signedIn({ dataDir, deps: { heartbeatMs: 20 } });
    const stream = sseReader(await api.call('/api/countdowns/events'));
    expect(await stream.next()).toMatchObject({ event: 'ready' });
    const cli = openDatabase(dataDir);
    cli.prepare('DELETE FROM sessions').run();
    cli.close();
    expect(await stream.next({ skipComments: true })).toBeNull();
  });

  it('caps open streams per client address (429) and in all (503), and frees a place when one closes', async () => {
    const api = await testApi({ deps: { sseLimits: { perClient: 2, total: 3 } } });
    const open = (ip: string) => api.call('/api/countdowns/events', { ip });
    const a1 = sseReader(await open('198.51.100.1'));
    const a2 = sseReader(await open('198.51.100.1'));
    const refused = await open('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    const b1 = sseReader(await open('198.51.100.2'));
    const full = await open('198.51.100.3');
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ error: { code: 'unavailable' } });
    await a1.next();
    await a1.cancel();
    const again = await open('198.51.100.1');
    expect(again.status).toBe(200);
    await Promise.all([a2.cancel(), b1.cancel(), sseReader(again).cancel()]);
  });

  it('ends anonymous streams after a while; the reconnect with Last-Event-ID misses nothing', async () => {
    const api = await signedIn({ deps: { anonymousStreamMs: 50 } });
    const anonymous = sseReader(await api.call('/api/countdowns/events', { headers: { Cookie: '' } }));
    expect(await anonymous.next()).toMatchObject({ id: '0', event: 'ready' });
    let message;
    do message = await anonymous.next({ skipComments: true });
    while (message !== null);
    await create(api, 'While away', '2030-01-01T00:00:00Z');
    const resumed = sseReader(await api.call('/api/countdowns/events', { headers: { Cookie: '', 'Last-Event-ID': '0' } }));
    expect(await resumed.next()).toEqual({ id: '1', event: 'change', data: '{"type":"CHANGED"}' });
    await resumed.cancel();
  });

  it('sends heartbeats and ends every stream on shutdown', async () => {
    const api = await testApi({ deps: { heartbeatMs: 20 } });
    const stream = sseReader(await api.call('/api/countdowns/events'));
    await stream.next();
    expect(await stream.next()).toEqual({ comment: 'heartbeat' });
    api.close();
    let message;
    do message = await stream.next({ skipComments: true });
    while (message !== null);
    expect(message).toBeNull();
  });
});

describe('countdown input rules', () => {
  it.each([
    '0',
    '+275760-09-13T00:00:00.000Z',
    '2030-02-31',
    '2030-01-01T12:00',
    '0000-01-01',
    '0000-01-01T00:00:00Z',
    '1999-12-31T23:59:59Z',
  ])('refuses the target date %j with 422 (years 2000 to 9999)', async (target_date) => {
    const api = await signedIn();
    const res = await api.call('/api/countdowns', { json: { title: 'Launch', target_date } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: 'validation_failed', message: 'Invalid date' } });
    expect(await (await api.call('/api/countdowns/active')).json()).toEqual({ countdown: null });
  });

  it('refuses titles with a NUL, a bidi override, a line separator, tag characters or a lone surrogate (422), and treats an invisible-only title as missing', async () => {
    const api = await signedIn();
    for (const title of ['\u0000Launch', 'Launch \u202egnp.exe', 'Launch\u2028Day', 'Launch\u{E0049}\u{E0047}', 'Launch \ud83d']) {
      const res = await api.call('/api/countdowns', { json: { title, target_date: '2030-01-01' } });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: { code: 'validation_failed', message: 'Invalid title' } });
    }
    for (const title of ['\u200b\u200d', '\u034f']) {
      const invisible = await api.call('/api/countdowns', { json: { title, target_date: '2030-01-01' } });
      expect(invisible.status).toBe(422);
      expect(await invisible.json()).toMatchObject({ error: { code: 'missing_fields' } });
    }
  });

  it('answers 422, not 500, when the database refuses the row', async () => {
    const dataDir = tempDir();
    const api = await testApi({ dataDir });
    await api.signIn();
    const other = openDatabase(dataDir);
    other.exec(`CREATE TRIGGER refuse_boom BEFORE INSERT ON countdowns WHEN NEW.title = 'boom' BEGIN SELECT RAISE(ABORT, 'refused'); END;`);
    other.close();
    const res = await api.call('/api/countdowns', { json: { title: 'boom', target_date: '2030-01-01' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('orders by time and never makes a row with a six-digit year (stored before the strict rule) the banner', async () => {
    const dataDir = tempDir();
    const api = await signedIn({ dataDir });
    const other = openDatabase(dataDir);
    other
      .prepare('INSERT INTO countdowns (id, title, target_date, is_active, created_at) VALUES (?, ?, ?, 1, ?)')
      .run('legacy', 'Far future', '+275760-09-13T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
    other.close();
    const later = await create(api, 'Later', '9999-12-31T00:00:00Z');
    const sooner = await create(api, 'Sooner', '2000-01-01T00:00:00Z');
    expect(sooner.target_date).toBe('2000-01-01T00:00:00.000Z');
    expect(await (await api.call('/api/countdowns/active')).json()).toEqual({ countdown: sooner });
    await api.call(`/api/countdowns/${sooner.id}/toggle`, { method: 'POST', json: {} });
    expect(await (await api.call('/api/countdowns/active')).json()).toEqual({ countdown: later });
  });
});
