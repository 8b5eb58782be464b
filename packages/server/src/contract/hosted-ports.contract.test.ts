import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createLocalAdapters, type DataAdapters, type FetchLike } from '@zk/data';
import { describePortsContract } from '@zk/data/contract';
import { createSupabaseAdapters } from '@zk/data/supabase';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { startFakeAirtable } from '../../test-support/fake-airtable.ts';
import { operator, testScrypt } from '../../test-support/api.ts';
import { tempDir, testConfig } from '../../test-support/helpers.ts';
import { startFakeSupabase } from '../../test-support/fake-supabase.ts';

/** Sends this site's Origin, as a browser on the site would (the server checks it). */
function siteFetch(origin: string): FetchLike {
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Origin', origin);
    return fetch(input, { ...init, headers });
  };
}

async function hostedBackend() {
  let offset = 0;
  const now = () => Date.now() + offset;
  const supabase = await startFakeSupabase({
    users: [
      { ...operator, role: 'operator' },
      { email: 'member@example.com', password: 'member password', role: undefined },
    ],
    now,
  });
  const airtable = await startFakeAirtable({ apiKey: 'patFakeKey0123456789.abcdef', baseId: 'appZkTestBase0001' });
  const db = openDatabase(tempDir());
  const server = await createApp(
    testConfig({
      trustProxy: false,
      formRateLimitPerMinute: 100,
      siteUrlSet: false,
      airtable: {
        apiKey: 'patFakeKey0123456789.abcdef',
        baseId: 'appZkTestBase0001',
        contactTable: 'Website',
        waitlistTable: 'Waitlist',
        endpointUrl: airtable.url,
      },
    }),
    { db, scryptParams: testScrypt },
  );
  const http = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const browsers: Array<ReturnType<typeof createSupabaseAdapters>> = [];

  /** One browser: Supabase for auth and countdowns, the project server (forwarding to Airtable) for forms. */
  const browser = (): DataAdapters => {
    const hosted = createSupabaseAdapters({ url: supabase.url, anonKey: supabase.anonKey, now, autoRefreshToken: false });
    browsers.push(hosted);
    return {
      auth: hosted.auth,
      countdowns: hosted.countdowns,
      submissions: createLocalAdapters({ baseUrl, fetch: siteFetch(baseUrl) }).submissions,
    };
  };

  return {
    supabase,
    airtable,
    browser,
    advanceClock: (ms: number) => {
      offset += ms;
    },
    async teardown() {
      for (const hosted of browsers) {
        await hosted.client.removeAllChannels();
        hosted.client.realtime.disconnect();
      }
      await server.stopForwarding();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      server.close();
      db.close();
      await supabase.close();
      await airtable.close();
    },
  };
}

describePortsContract('supabase adapter against a fake Supabase, forms through the server to a fake Airtable', async () => {
  const backend = await hostedBackend();
  return {
    adapters: backend.browser(),
    anonymous: backend.browser(),
    operator,
    advanceClock: backend.advanceClock,
    teardown: backend.teardown,
  };
});

describe('supabase adapter specifics', () => {
  it('refuses an account without the operator role with the generic sign-in failure', async () => {
    const backend = await hostedBackend();
    try {
      const { auth } = backend.browser();
      await expect(auth.signIn({ email: 'member@example.com', password: 'member password' })).rejects.toMatchObject({
        code: 'invalid_credentials',
      });
      expect(await auth.getSession()).toBeNull();
    } finally {
      await backend.teardown();
    }
  });

  it('signs out even when the server no longer knows the session (403 session_not_found)', async () => {
    const backend = await hostedBackend();
    try {
      const { auth } = backend.browser();
      await auth.signIn(operator);
      backend.supabase.dropSessions();
      await auth.signOut();
      expect(await auth.getSession()).toBeNull();
      expect(backend.supabase.requests.filter((r) => r.path === '/auth/v1/logout')).toHaveLength(1);
    } finally {
      await backend.teardown();
    }
  });

  it('makes the calls of SPEC section 7 and forwards forms to Airtable', async () => {
    const backend = await hostedBackend();
    try {
      const admin = backend.browser();
      const visitor = backend.browser();
      await admin.auth.signIn(operator);
      const created = await admin.countdowns.create({ title: 'Launch', target_date: '2030-01-01T00:00:00Z' });
      await admin.countdowns.list();
      await visitor.countdowns.active();
      await admin.countdowns.toggle(created.id);
      await admin.countdowns.remove(created.id);
      const rest = backend.supabase.requests.filter((r) => r.path.startsWith('/rest/v1/')).map((r) => `${r.method} ${r.path}${r.query}`);
      expect(rest).toEqual([
        'POST /rest/v1/countdowns?select=*',
        'GET /rest/v1/countdowns?select=*&order=target_date.asc',
        'GET /rest/v1/countdowns?select=*&is_active=eq.true&order=target_date.asc&limit=1',
        `GET /rest/v1/countdowns?select=is_active&id=eq.${created.id}`,
        `PATCH /rest/v1/countdowns?id=eq.${created.id}&select=*`,
        `DELETE /rest/v1/countdowns?id=eq.${created.id}`,
      ]);

      await visitor.submissions.joinWaitlist({
        fullName: 'Ada',
        email: 'ada@example.com',
        consent: true,
        services: ['telegram'],
        language: 'de',
      });
      await vi.waitFor(() => expect(backend.airtable.records).toHaveLength(1), { timeout: 5000 });
      expect(backend.airtable.records.map((r) => [r.table, r.fields])).toEqual([
        ['Waitlist', { Name: 'Ada', Email: 'ada@example.com', Services: ['Telegram Bot'], Language: 'de', 'Lead ID': expect.any(String) }],
      ]);
    } finally {
      await backend.teardown();
    }
  });

  it('gives visitors change signals only, never rows', async () => {
    const backend = await hostedBackend();
    try {
      const admin = backend.browser();
      const visitor = backend.browser();
      await admin.auth.signIn(operator);
      const events: unknown[] = [];
      const stop = visitor.countdowns.subscribe((event) => events.push(event));
      await vi.waitFor(() => expect(backend.supabase.realtimeSubscribers()).toBe(1), { timeout: 5000 });
      const created = await admin.countdowns.create({ title: 'Live', target_date: '2030-01-01T00:00:00Z' });
      await admin.countdowns.toggle(created.id);
      await vi.waitFor(() => expect(events).toHaveLength(2), { timeout: 5000 });
      stop();
      expect(events).toEqual([{ type: 'CHANGED' }, { type: 'CHANGED' }]);
    } finally {
      await backend.teardown();
    }
  });
});
