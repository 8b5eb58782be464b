import { describe, expect, it } from 'vitest';
import type { LeadPage } from '@zk/data';
import { testApi } from '../../test-support/api.ts';

/** Search terms and filters in the body: nothing of them in the address, where proxies log it (issue 28 item 10). */
async function withLeads() {
  const api = await testApi({ config: { formRateLimitPerMinute: 1000 } });
  const contact = async (fullName: string, email: string, inquiry: string) =>
    expect((await api.call('/api/submissions/contact', { json: { fullName, email, inquiry } })).status).toBe(201);
  await contact('Jürgen Müller', 'jm@example.com', 'Angebot bitte');
  await contact('Ayşe Yılmaz', 'ayse@example.com', 'İstanbul ofisi');
  api.clock.now += 1000;
  await contact('Jana Müller', 'jana@example.com', 'Termin');
  await api.signIn();
  return api;
}

const search = async (api: Awaited<ReturnType<typeof withLeads>>, body: unknown) => {
  const res = await api.call('/api/leads/inbox/search', { json: body });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as LeadPage;
};

describe('lead search in the request body', () => {
  it('POST /api/leads/inbox/search takes the query as JSON and pages with its cursor', async () => {
    const api = await withLeads();
    const first = await search(api, { q: 'MÜLLER', limit: 1 });
    expect(first.leads.map((lead) => lead.fullName)).toEqual(['Jana Müller']);
    const second = await search(api, { q: 'MÜLLER', limit: 1, cursor: first.nextCursor });
    expect(second.leads.map((lead) => lead.fullName)).toEqual(['Jürgen Müller']);
    expect(second.nextCursor).toBeNull();
    expect((await search(api, { kind: 'contact', q: 'istanbul' })).leads.map((lead) => lead.fullName)).toEqual(['Ayşe Yılmaz']);
    const bad = await api.call('/api/leads/inbox/search', { json: { limit: 0 } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('refuses search terms in the query string of the inbox and the CSV (422), filters there still work', async () => {
    const api = await withLeads();
    for (const path of ['/api/leads/inbox?q=M%C3%BCller', '/api/leads.csv?q=M%C3%BCller']) {
      const res = await api.call(path);
      expect(res.status, path).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', message: expect.stringContaining('POST') } });
    }
    expect((await api.call('/api/leads/inbox?kind=contact')).status).toBe(200);
  });

  it('exports a search as CSV through a short-lived, single-use address that holds no search term', async () => {
    const api = await withLeads();
    const created = await api.call('/api/leads/exports', { json: { q: 'müller', kind: 'contact' } });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    expect(url).toMatch(/^\/api\/leads\.csv\?export=[\w-]{40,}$/);
    const csv = await api.call(url);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const names = (await csv.text())
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[2]);
    expect(names).toEqual(['"Jana Müller"', '"Jürgen Müller"']);
    expect((await api.call(url)).status).toBe(404);

    const late = ((await (await api.call('/api/leads/exports', { json: {} })).json()) as { url: string }).url;
    api.clock.now += 60_001;
    expect((await api.call(late)).status).toBe(404);
    expect((await api.call('/api/leads.csv?export=not-a-token')).status).toBe(404);
  });

  it('keeps the export address to the operator who asked for it: without a session, 401', async () => {
    const api = await withLeads();
    expect((await api.call('/api/leads/exports', { json: { status: 'Nope' } })).status).toBe(422);
    const { url } = (await (await api.call('/api/leads/exports', { json: { q: 'müller' } })).json()) as { url: string };
    expect((await api.call(url, { headers: { Cookie: '' } })).status).toBe(401);
    expect((await api.call('/api/leads/exports', { json: { q: 'x' }, headers: { Cookie: '' } })).status).toBe(401);
    expect((await api.call('/api/leads/inbox/search', { json: { q: 'x' }, headers: { Cookie: '' } })).status).toBe(401);
  });

  it('reads the last day there is: to=9999-12-31 returns the leads up to that day', async () => {
    const api = await withLeads();
    expect((await search(api, { to: '9999-12-31' })).leads).toHaveLength(3);
    expect(((await (await api.call('/api/leads/inbox?to=9999-12-31&kind=contact')).json()) as LeadPage).leads).toHaveLength(3);
    expect((await search(api, { from: '9999-12-31' })).leads).toHaveLength(0);
    expect((await search(api, { to: '2026-05-31' })).leads).toHaveLength(0);
  });
});
