import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitlistConsentVersion, type InboxLead, type LeadPage } from '@zk/data';
import { databaseFileName, openDatabase } from '../db/database.ts';
import { storeLeads } from '../../test-support/stored-leads.ts';
import { testApi, type TestApi } from '../../test-support/api.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { sseReader } from '../../test-support/sse.ts';

type Api = TestApi;

async function withLeads(options: Parameters<typeof testApi>[0] = {}) {
  const api = await testApi({ ...options, config: { formRateLimitPerMinute: 1000, ...options.config } });
  const contact = async (fullName: string, email = 'lead@example.com', inquiry = 'Hello') => {
    const res = await api.call('/api/submissions/contact', { json: { fullName, email, inquiry } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const waitlist = async (fullName: string, email = 'lead@example.com', services = ['telegram']) => {
    const res = await api.call('/api/submissions/waitlist', { json: { fullName, email, consent: true, services, language: 'tr' } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  return { api, contact, waitlist };
}

const json = async <T>(res: Response) => (await res.json()) as T;
const page = async (api: Api, query = '') => json<LeadPage>(await api.call(`/api/leads/inbox${query}`));

describe('lead inbox routes', () => {
  it('are operator only', async () => {
    const { api } = await withLeads();
    for (const [method, path] of [
      ['GET', '/api/leads/inbox'],
      ['GET', '/api/leads/inbox/contact/x'],
      ['PATCH', '/api/leads/inbox/contact/x'],
      ['DELETE', '/api/leads/inbox/contact/x'],
      ['POST', '/api/leads/erasure'],
      ['GET', '/api/leads.csv'],
      ['POST', '/api/leads/inbox/search'],
      ['POST', '/api/leads/exports'],
    ] as const) {
      const res = await api.call(path, {
        method,
        json: method === 'PATCH' || method === 'POST' ? { status: 'Won', email: 'a@example.com' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('pages newest first, 25 by default, and follows the opaque cursor', async () => {
    const { api, contact, waitlist } = await withLeads();
    for (let i = 0; i < 30; i++) {
      api.clock.now += 1000;
      if (i % 2 === 0) await contact(`C${i}`);
      else await waitlist(`W${i}`);
    }
    await api.signIn();
    const res = await api.call('/api/leads/inbox');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const first = await json<LeadPage>(res);
    expect(first.leads).toHaveLength(25);
    expect(first.leads[0]).toMatchObject({ kind: 'waitlist', fullName: 'W29', services: ['Telegram Bot'], language: 'tr', status: 'New' });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(api, `?cursor=${first.nextCursor}`);
    expect(second.leads.map((lead) => lead.fullName)).toEqual(['C4', 'W3', 'C2', 'W1', 'C0']);
    expect(second.nextCursor).toBeNull();
    expect((await page(api, '?limit=100')).leads).toHaveLength(30);
  });

  it('answers a bad query with 422 validation_failed', async () => {
    const { api } = await withLeads();
    await api.signIn();
    for (const query of [
      'limit=0',
      'limit=101',
      'kind=lead',
      'status=Open',
      'service=fax',
      'from=2026-13-01',
      'to=yesterday',
      'cursor=nope',
    ]) {
      const res = await api.call(`/api/leads/inbox?${query}`);
      expect(res.status, query).toBe(422);
      expect(await res.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String) } });
    }
    const long = await api.call('/api/leads/inbox/search', { json: { q: 'x'.repeat(201) } });
    expect(long.status).toBe(422);
    expect(await long.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String) } });
  });

  it('searches, filters and exports as CSV exactly what the filters select', async () => {
    const { api, contact, waitlist } = await withLeads();
    await contact('Ayşe Yılmaz', 'ayse@example.com', 'İstanbul ofisi');
    await contact('Jürgen Müller', 'jm@example.com', 'Angebot bitte');
    await waitlist('Işıl Kaya', 'isil@example.com', ['twitter']);
    await api.signIn();
    const names = async (query: string) => (await page(api, query)).leads.map((lead) => lead.fullName);
    const found = async (q: string) => json<LeadPage>(await api.call('/api/leads/inbox/search', { json: { q } }));
    expect((await found('ISTANBUL')).leads.map((lead) => lead.fullName)).toEqual(['Ayşe Yılmaz']);
    expect((await found('MÜLLER')).leads.map((lead) => lead.fullName)).toEqual(['Jürgen Müller']);
    expect((await found('IŞIL')).leads.map((lead) => lead.fullName)).toEqual(['Işıl Kaya']);
    expect(await names('?service=twitter')).toEqual(['Işıl Kaya']);
    expect(await names('?kind=contact&from=2026-06-01&to=2026-06-01')).toEqual(['Jürgen Müller', 'Ayşe Yılmaz']);
    expect(await names('?to=2026-05-31')).toEqual([]);

    const { url } = await json<{ url: string }>(await api.call('/api/leads/exports', { json: { kind: 'contact', q: 'müller' } }));
    const csvResponse = await api.call(url);
    const csv = Buffer.from(await csvResponse.arrayBuffer()).toString('utf8');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"type","created_at","full_name","email","inquiry","services","language","status","subscription"',
      '"contact","2026-06-01T12:00:00.000Z","Jürgen Müller","jm@example.com","Angebot bitte","","","New",""',
      '',
    ]);
    expect((await api.call('/api/leads.csv?status=Nope')).status).toBe(422);
  });

  it('exports every selected lead, read from the database in batches', async () => {
    const { api, contact } = await withLeads({ deps: { csvBatchSize: 2 } });
    for (let i = 0; i < 5; i++) await contact(`Lead ${i}`);
    await api.signIn();
    const lines = (await (await api.call('/api/leads.csv?kind=contact')).text()).split('\r\n').filter(Boolean);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['"Lead 4"', '"Lead 3"', '"Lead 2"', '"Lead 1"', '"Lead 0"']);
  });

  it('reads one lead and changes its status', async () => {
    const { api, contact } = await withLeads();
    const id = await contact('Jane');
    await api.signIn();
    expect(await json(await api.call(`/api/leads/inbox/contact/${id}`))).toEqual({
      lead: {
        kind: 'contact',
        id,
        fullName: 'Jane',
        email: 'lead@example.com',
        inquiry: 'Hello',
        status: 'New',
        createdAt: '2026-06-01T12:00:00.000Z',
      },
    });
    expect((await api.call(`/api/leads/inbox/waitlist/${id}`)).status).toBe(404);
    expect((await api.call(`/api/leads/inbox/other/${id}`)).status).toBe(404);

    const changed = await api.call(`/api/leads/inbox/contact/${id}`, { method: 'PATCH', json: { status: 'Contacted' } });
    expect(changed.status).toBe(200);
    expect((await json<{ lead: InboxLead }>(changed)).lead.status).toBe('Contacted');
    expect((await page(api, '?status=Contacted')).leads.map((lead) => lead.id)).toEqual([id]);
    const invalid = await api.call(`/api/leads/inbox/contact/${id}`, { method: 'PATCH', json: { status: 'Spam' } });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ error: { code: 'validation_failed' } });
    expect((await api.call('/api/leads/inbox/contact/missing', { method: 'PATCH', json: { status: 'Won' } })).status).toBe(404);
  });

  it('deletes one lead, then answers 404', async () => {
    const { api, contact } = await withLeads();
    const id = await contact('Jane');
    await api.signIn();
    expect(await json(await api.call(`/api/leads/inbox/contact/${id}`, { method: 'DELETE' }))).toEqual({
      erased: 1,
      queuedDeletes: 0,
      scrubPending: false,
    });
    expect((await api.call(`/api/leads/inbox/contact/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await api.call(`/api/leads/inbox/contact/${id}`)).status).toBe(404);
  });

  it('erases every lead of an address: gone from every table, the search index and the file bytes; audited without personal data', async () => {
    const dataDir = tempDir();
    const security: string[] = [];
    const email = 'zeynep.erasure@example.com';
    const { api, contact, waitlist } = await withLeads({ dataDir, deps: { securityLog: (line) => security.push(line) } });
    await contact('Zeynep Kaçmaz', email, 'Xylophonbau ve İzmir şubesi');
    await waitlist('Zeynep Kaçmaz', 'ZEYNEP.Erasure@Example.com', ['telegram']);
    const kept = await contact('Kept Lead', 'kept@example.com', 'Xylo');
    const file = join(dataDir, databaseFileName);
    const rawBytes = () => Buffer.concat([file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path)));
    expect(rawBytes().includes(email)).toBe(true);
    await api.signIn();

    const res = await api.call('/api/leads/erasure', { json: { email: 'Zeynep.Erasure@EXAMPLE.com' } });
    expect(await json(res)).toEqual({ erased: 2, queuedDeletes: 0, scrubPending: false });

    const fresh = new Database(file, { readonly: true });
    try {
      const tables = fresh.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table'`).all() as Array<{ name: string }>;
      for (const { name } of tables) {
        const rows = JSON.stringify(fresh.prepare(`SELECT * FROM "${name}"`).all());
        expect(rows.toLowerCase(), name).not.toContain('zeynep');
      }
      expect(fresh.prepare(`SELECT id FROM contact_inquiries`).all()).toEqual([{ id: kept }]);
      expect(fresh.prepare(`SELECT count(*) AS n FROM contact_search WHERE contact_search MATCH 'xylophonbau'`).get()).toEqual({ n: 0 });
    } finally {
      fresh.close();
    }
    const bytes = rawBytes();
    for (const text of [email, 'zeynep', 'Zeynep', 'ZEYNEP', 'Kaçmaz', 'xylophonbau', 'Xylophonbau', 'izmir']) {
      expect(bytes.includes(Buffer.from(text)), text).toBe(false);
    }
    expect(bytes.includes(Buffer.from('kept@example.com'))).toBe(true);

    const audit = security.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'leads_erased');
    expect(audit).toEqual([
      {
        type: 'security',
        time: '2026-06-01T12:00:00.000Z',
        event: 'leads_erased',
        outcome: 'success',
        ip: '203.0.113.7',
        operator: expect.any(String),
        count: 2,
        scope: 'email',
        queuedDeletes: 0,
        scrubPending: false,
      },
    ]);
    expect(security.join('\n').toLowerCase()).not.toContain('zeynep');
    expect(await json(await api.call('/api/leads/erasure', { json: { email } }))).toEqual({
      erased: 0,
      queuedDeletes: 0,
      scrubPending: false,
    });
    expect((await api.call('/api/leads/erasure', { json: { email: 'not an address' } })).status).toBe(422);
  });

  it('tells operator streams, and only them, when a lead is stored, changed or erased', async () => {
    const { api, contact } = await withLeads();
    await api.signIn();
    const operatorStream = sseReader(await api.call('/api/countdowns/events'));
    const anonymousStream = sseReader(await api.call('/api/countdowns/events', { headers: { Cookie: '' } }));
    expect(await operatorStream.next()).toMatchObject({ event: 'ready' });
    expect(await anonymousStream.next()).toMatchObject({ event: 'ready' });

    const id = await contact('Live');
    await api.call(`/api/leads/inbox/contact/${id}`, { method: 'PATCH', json: { status: 'Won' } });
    await api.call(`/api/leads/inbox/contact/${id}`, { method: 'DELETE' });
    const leadEvent = async () => operatorStream.next({ skipComments: true });
    expect(await leadEvent()).toEqual({ event: 'lead', data: JSON.stringify({ kind: 'contact', id, change: 'created' }) });
    expect(await leadEvent()).toEqual({ event: 'lead', data: JSON.stringify({ kind: 'contact', id, change: 'updated' }) });
    expect(await leadEvent()).toEqual({ event: 'lead', data: JSON.stringify({ kind: 'contact', id, change: 'erased' }) });

    // The anonymous stream's next event is the countdown change, not a lead.
    await api.call('/api/countdowns', { json: { title: 'Launch', target_date: '2030-01-01T00:00:00Z' } });
    expect(await anonymousStream.next({ skipComments: true })).toMatchObject({ event: 'change', data: '{"type":"CHANGED"}' });
    await operatorStream.cancel();
    await anonymousStream.cancel();
  });
});

describe('lead retention (LEADS_RETENTION_DAYS)', () => {
  it('purges leads older than the setting at start and then daily, with an audit line', async () => {
    const dataDir = tempDir();
    const tasks: Array<{ task: () => void; ms: number }> = [];
    const security: string[] = [];
    const schedule = (task: () => void, ms: number) => {
      const entry = { task, ms };
      tasks.push(entry);
      return () => void tasks.splice(tasks.indexOf(entry), 1);
    };
    // Stored before the server starts: two leads 20 days apart.
    const db = openDatabase(dataDir);
    let at = Date.parse('2026-06-01T12:00:00.000Z');
    await storeLeads(db, [['contact', { fullName: 'Old', email: 'old@example.com', inquiry: 'Hi' }]], () => at);
    at += 20 * 86_400_000;
    await storeLeads(
      db,
      [
        [
          'waitlist',
          {
            fullName: 'Recent',
            email: 'r@example.com',
            services: ['Telegram Bot'],
            language: 'en',
            consentVersion: waitlistConsentVersion,
          },
        ],
      ],
      () => at,
    );
    db.close();

    // Started 31 days after the first lead with a 30-day retention: the old one goes at once.
    const { api } = await withLeads({
      dataDir,
      config: { leadsRetentionDays: 30 },
      deps: { schedule, securityLog: (line) => security.push(line), now: () => Date.parse('2026-07-02T12:00:00.001Z') },
    });
    // Three daily purges: LEADS_RETENTION_DAYS, WAITLIST_CONFIRM_DAYS (unconfirmed sign-ups) and the stored security log.
    expect(tasks.map((t) => t.ms)).toEqual([86_400_000, 86_400_000, 86_400_000]);
    await api.signIn();
    expect((await page(api)).leads.map((lead) => lead.fullName)).toEqual(['Recent']);
    expect(security.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'leads_erased')).toEqual([
      {
        type: 'security',
        time: '2026-07-02T12:00:00.001Z',
        event: 'leads_erased',
        outcome: 'success',
        count: 1,
        scope: 'retention',
        queuedDeletes: 0,
        scrubPending: false,
      },
    ]);
    api.close();
    expect(tasks).toEqual([]);
  });

  it('runs the daily purge on the injected clock', async () => {
    const tasks: Array<() => void> = [];
    const { api, contact } = await withLeads({
      config: { leadsRetentionDays: 1 },
      deps: { schedule: (task) => (tasks.push(task), () => {}) },
    });
    await contact('Today');
    api.clock.now += 86_400_000;
    tasks.forEach((task) => task());
    await api.signIn();
    expect((await page(api)).leads).toHaveLength(1);
    api.clock.now += 1;
    tasks.forEach((task) => task());
    expect((await page(api)).leads).toHaveLength(0);
  });
});
