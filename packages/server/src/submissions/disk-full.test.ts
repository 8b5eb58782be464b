import type { FormPageState } from '@zk/data';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import type { PageRenderer } from '../pages/page-renderer.ts';
import { siteOrigin, testApi } from '../../test-support/api.ts';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';

const contact = { fullName: 'Ada Lovelace', email: 'ada@example.com', inquiry: 'Hello, we would like a chatbot.' };
const waitlist = { fullName: 'Ada Lovelace', email: 'ada@example.com', services: ['telegram'], consent: true };

/**
 * The app on a database whose file cannot grow any more (SQLite's `max_page_count` held at the pages it
 * has): leads are stored while they fit into the pages there are, then SQLite itself answers SQLITE_FULL,
 * as it does when the disk is full. `fill` submits leads of a kind until one is not stored.
 */
async function onFullDisk() {
  const dataDir = tempDir();
  const db = openDatabase(dataDir);
  onCleanup(() => db.close());
  const rendered: Array<FormPageState | undefined> = [];
  const renderer: PageRenderer = {
    async render(request) {
      rendered.push(request.formState);
      return `<!doctype html><html><body>rendered ${request.url}</body></html>`;
    },
    renderBanner: async () => null,
    renderSubscription: async () => null,
  };
  const api = await testApi({ dataDir, config: { formRateLimitPerMinute: 100_000 }, deps: { db, renderer } });
  db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
  const fill = async (kind: 'contact' | 'waitlist') => {
    for (let i = 0; i < 10_000; i++) {
      const res = await api.call(`/api/submissions/${kind}`, { json: kind === 'contact' ? contact : waitlist });
      if (res.status !== 201) return res;
    }
    throw new Error('the database never filled up');
  };
  const post = (path: string, fields: Array<[string, string]>) =>
    api.app.request(`${siteOrigin}${path}`, {
      method: 'POST',
      headers: { Origin: siteOrigin, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.4' },
      body: new URLSearchParams(fields).toString(),
    });
  /** Room again: the operator freed space. */
  const freeSpace = () => db.pragma('max_page_count = 1073741823');
  return { api, fill, post, rendered, freeSpace };
}

describe('a full disk on the form routes (issue 28 item 6)', () => {
  it('JSON: 503 storage_unavailable with Retry-After on both forms, then 201 once there is room', async () => {
    const { api, fill, freeSpace } = await onFullDisk();
    for (const kind of ['contact', 'waitlist'] as const) {
      const res = await fill(kind);
      expect(res.status, kind).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await res.json()).toEqual({ error: { code: 'storage_unavailable', message: expect.any(String), retryAfterSeconds: 60 } });
    }
    freeSpace();
    expect((await api.call('/api/submissions/contact', { json: contact })).status).toBe(201);
  });

  it('/readyz: 503 while the database cannot grow, ready again once there is room (issue 46 item 3)', async () => {
    const { api, fill, freeSpace } = await onFullDisk();
    await fill('contact');
    const full = await api.call('/readyz');
    expect(full.status).toBe(503);
    expect(await full.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', migrations: 'ok', disk: 'failed' } });
    expect((await api.call('/healthz')).status).toBe(200);
    freeSpace();
    expect((await api.call('/readyz')).status).toBe(200);
  });

  it('HTML: the form page again (503, Retry-After), the input kept, the failure named for the page to translate', async () => {
    const { fill, post, rendered } = await onFullDisk();
    await fill('contact');
    await fill('waitlist');
    const res = await post('/de/contact', [
      ['fullName', 'Jürgen Groß'],
      ['email', 'juergen@example.de'],
      ['inquiry', 'Wir brauchen einen Chatbot.'],
    ]);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('rendered /de/contact');
    expect(rendered.at(-1)).toEqual({
      form: 'contact',
      values: { fullName: 'Jürgen Groß', email: 'juergen@example.de', inquiry: 'Wir brauchen einen Chatbot.' },
      fieldErrors: {},
      failure: 'storage_unavailable',
    });

    const waitlist = await post('/tr/waitlist', [
      ['fullName', 'Ayşe Yılmaz'],
      ['email', 'ayse@example.com.tr'],
      ['services', 'telegram'],
      ['consent', 'on'],
    ]);
    expect(waitlist.status).toBe(503);
    expect(rendered.at(-1)).toMatchObject({
      form: 'waitlist',
      values: { fullName: 'Ayşe Yılmaz', services: ['telegram'] },
      failure: 'storage_unavailable',
    });
  });
});
