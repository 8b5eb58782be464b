import type { ActivityPage } from '@zk/data';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { smtpUnsetWarning } from '../legal-identity.ts';
import { securityEventsStore } from '../db/engine/security-events-store.ts';
import { sqliteEngine } from '../db/engine/sqlite-engine.ts';
import { operator, testApi, type TestApi } from '../../test-support/api.ts';
import { tempDir } from '../../test-support/helpers.ts';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const activity = async (api: TestApi, query = '') => {
  const res = await api.call(`/api/admin/activity${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ActivityPage;
};

const session = async (api: TestApi, jar = api.jar) =>
  ((await (await api.call('/api/auth/session', { jar })).json()) as { session: unknown }).session;

describe('the activity page (GET /api/admin/activity)', () => {
  it('needs an operator session', async () => {
    const api = await testApi();
    expect((await api.call('/api/admin/activity')).status).toBe(401);
    expect((await api.call('/api/admin/sessions/revoke-others', { json: {} })).status).toBe(401);
  });

  it('shows the sign-ins newest first with address and device, never the e-mail address or password', async () => {
    const api = await testApi();
    expect((await api.signIn({ email: operator.email, password: 'wrong password' })).status).toBe(401);
    api.clock.now += 1_000;
    await api.call('/api/auth/sign-in', { json: operator, headers: { 'User-Agent': firefox }, ip: '198.51.100.4' });
    const page = await activity(api);
    expect(page.nextBefore).toBeNull();
    expect(page.events.map((event) => [event.event, event.kind, event.outcome])).toEqual([
      ['sign_in_succeeded', 'sign_in', 'success'],
      ['sign_in_failed', 'failure', 'failure'],
    ]);
    expect(page.events[0]).toMatchObject({
      at: new Date(api.clock.now).toISOString(),
      ip: '198.51.100.4',
      device: 'Firefox on Linux',
      emailHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      operatorId: expect.any(String),
    });
    const text = JSON.stringify(page);
    expect(text).not.toContain(operator.email);
    expect(text).not.toContain('wrong password');
  });

  it('filters by kind and refuses a kind it does not know', async () => {
    const api = await testApi();
    await api.signIn({ email: operator.email, password: 'wrong password' });
    await api.signIn();
    expect((await activity(api, '?kind=failure')).events.map((event) => event.event)).toEqual(['sign_in_failed']);
    expect((await activity(api, '?kind=sign_in')).events.map((event) => event.event)).toEqual(['sign_in_succeeded']);
    expect((await activity(api, '?kind=export')).events).toEqual([]);
    expect((await api.call('/api/admin/activity?kind=everything')).status).toBe(422);
    expect((await api.call('/api/admin/activity?before=12')).status).toBe(422);
  });

  it('pages older events with its cursor, none twice and none left out', async () => {
    const api = await testApi();
    for (let attempt = 0; attempt < 4; attempt++) {
      await api.signIn({ email: operator.email, password: `wrong ${attempt}` });
    }
    await api.signIn();
    const ids: string[] = [];
    let query = '?limit=2';
    for (let pages = 0; pages < 5; pages++) {
      const page = await activity(api, query);
      ids.push(...page.events.map((event) => event.id));
      if (!page.nextBefore) break;
      query = `?limit=2&before=${page.nextBefore}`;
    }
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((a, b) => b - a));
  });
});

describe('what else the activity page records', () => {
  it('records a CSV export with its rows, and the configuration warnings given at start', async () => {
    const api = await testApi({
      config: { formRateLimitPerMinute: 1000 },
      deps: { configurationWarnings: [smtpUnsetWarning] },
    });
    for (const fullName of ['Ada', 'Bea']) {
      expect((await api.call('/api/submissions/contact', { json: { fullName, email: 'lead@example.com', inquiry: 'Hello' } })).status).toBe(
        201,
      );
    }
    await api.signIn();
    const csv = await api.call('/api/leads.csv');
    expect(csv.status).toBe(200);
    await csv.text();
    const [exported] = (await activity(api, '?kind=export')).events;
    expect(exported).toMatchObject({ event: 'leads_exported', ip: '203.0.113.7', operatorId: expect.any(String), details: { count: 2 } });
    const [warning] = (await activity(api, '?kind=configuration')).events;
    expect(warning).toMatchObject({
      event: 'configuration_warning',
      details: { warning: 'smtp_unset', message: 'SMTP_URL is not set: e-mails are composed and kept, never sent.' },
    });
  });

  it('keeps the events of the last 180 days: older ones go at start and with each daily purge', async () => {
    const dataDir = tempDir();
    const day = 86_400_000;
    const start = Date.parse('2026-06-01T12:00:00Z');
    const db = openDatabase(dataDir);
    const row = (at: number, event: string) => ({
      at,
      event,
      outcome: 'success' as const,
      ip: null,
      emailHash: null,
      operatorId: null,
      device: null,
      details: {},
    });
    await securityEventsStore(sqliteEngine(db)).add([row(start - 181 * day, 'too_old'), row(start - 170 * day, 'kept_until_day_ten')]);
    db.close();
    const tasks: Array<() => void> = [];
    const api = await testApi({ dataDir, deps: { schedule: (task) => (tasks.push(task), () => {}) } });
    await api.signIn();
    const names = async () => (await activity(api)).events.map((event) => event.event);
    await vi.waitFor(async () => expect(await names()).toEqual(['sign_in_succeeded', 'kept_until_day_ten']));
    api.clock.now += 11 * day;
    for (const task of tasks) task();
    await api.signIn();
    await vi.waitFor(async () => expect(await names()).toEqual(['sign_in_succeeded', 'sign_in_succeeded']));
  });
});

describe('sign out all other sessions (POST /api/admin/sessions/revoke-others)', () => {
  it("ends the operator's other sessions, keeps this one, and logs it", async () => {
    const api = await testApi();
    const laptop = new Map<string, string>();
    const phone = new Map<string, string>();
    await api.call('/api/auth/sign-in', { json: operator, jar: laptop });
    await api.call('/api/auth/sign-in', { json: operator, jar: phone });
    await api.signIn();
    expect(await session(api, laptop)).not.toBeNull();

    const res = await api.call('/api/admin/sessions/revoke-others', { json: {}, headers: { 'User-Agent': firefox } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ended: 2 });
    expect(await session(api, laptop)).toBeNull();
    expect(await session(api, phone)).toBeNull();
    expect(await session(api)).not.toBeNull();
    const [latest] = (await activity(api, '?kind=sign_in')).events;
    expect(latest).toMatchObject({ event: 'sessions_revoked', device: 'Firefox on Linux', details: { count: 2 } });
  });

  it('is refused from another origin, as every state-changing admin route is', async () => {
    const api = await testApi();
    const laptop = new Map<string, string>();
    await api.call('/api/auth/sign-in', { json: operator, jar: laptop });
    await api.signIn();
    const res = await api.call('/api/admin/sessions/revoke-others', { json: {}, headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await session(api, laptop)).not.toBeNull();
  });
});
