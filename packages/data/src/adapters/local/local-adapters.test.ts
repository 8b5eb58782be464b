import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../domain/errors.ts';
import { createLocalAdapters } from './index.ts';
import { subscribeSse } from './sse-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('local adapter HTTP mapping', () => {
  it('turns error bodies into DataError with code, status and field codes', async () => {
    const fetch = vi.fn(async () =>
      json(422, { error: { code: 'validation_failed', message: 'bad', fieldErrors: { email: 'invalid_email' } } }),
    );
    const { submissions } = createLocalAdapters({ fetch });
    const error = await submissions.submitContact({ fullName: 'x', email: 'x@example.com', inquiry: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ code: 'validation_failed', status: 422, fieldErrors: { email: 'invalid_email' } });
    expect(fetch).toHaveBeenCalledWith('/api/submissions/contact', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
  });

  it("checks a new countdown before sending: 'Please fill in all fields'", async () => {
    const fetch = vi.fn(async () => json(201, {}));
    const { countdowns } = createLocalAdapters({ fetch });
    await expect(countdowns.create({ title: '', target_date: '' })).rejects.toMatchObject({
      code: 'missing_fields',
      message: 'Please fill in all fields',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns a network failure into a network DataError with status 0', async () => {
    const { countdowns } = createLocalAdapters({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(countdowns.active()).rejects.toMatchObject({ code: 'network', status: 0 });
  });

  it('validates submissions before sending and drops unknown services with a warning', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(201, { ok: true }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { submissions } = createLocalAdapters({ fetch });
    await expect(submissions.submitContact({ fullName: '', email: 'x', inquiry: '' })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(
      submissions.joinWaitlist({ fullName: 'A', email: 'a@example.com', consent: true, services: ['fax'] }),
    ).rejects.toMatchObject({
      code: 'no_valid_services',
      message: 'No valid services selected',
    });
    expect(fetch).not.toHaveBeenCalled();
    await submissions.joinWaitlist({ fullName: 'A', email: 'a@example.com', consent: true, services: ['fax', 'telegram'] });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ services: ['telegram'] });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('rejects a password step that needs a code with code_required, then signs in with the code', async () => {
    const session = { user: { id: 'op', email: 'op@example.com' }, lastLoginTime: 1, expiresAt: 300_001 };
    const fetch = vi.fn(async (url: string) =>
      url === '/api/auth/sign-in' ? json(200, { session: null, codeRequired: true }) : json(200, { session }),
    );
    const { auth } = createLocalAdapters({ fetch });
    const events: string[] = [];
    auth.onAuthStateChange((event) => events.push(event));
    await expect(auth.signIn({ email: 'op@example.com', password: 'x' })).rejects.toMatchObject({ code: 'code_required' });
    expect(events).not.toContain('SIGNED_IN');
    await expect(auth.signInWithCode!({ code: '123456' })).resolves.toEqual(session);
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/auth/sign-in/code',
      expect.objectContaining({ method: 'POST', body: '{"code":"123456"}' }),
    );
    expect(events).toContain('SIGNED_IN');
  });

  it('signs out even when the server no longer knows the session (401/403/404 ignored)', async () => {
    for (const status of [401, 403, 404]) {
      const { auth } = createLocalAdapters({ fetch: async () => json(status, { error: { code: 'unauthorized', message: 'x' } }) });
      await expect(auth.signOut()).resolves.toBeUndefined();
    }
    const { auth } = createLocalAdapters({ fetch: async () => json(500, { error: { code: 'internal', message: 'boom' } }) });
    await expect(auth.signOut()).rejects.toMatchObject({ code: 'internal' });
  });

  it('changes the password and emits the session again, without the first-start mark', async () => {
    const session = { user: { id: '1', email: 'op@example.com' }, lastLoginTime: Date.now(), expiresAt: Date.now() + 300_000 };
    const fetch = vi.fn(async (url: string) =>
      url === '/api/auth/password' ? json(200, { session }) : json(200, { session: { ...session, passwordChangeRequired: true } }),
    );
    const { auth } = createLocalAdapters({ fetch });
    const events: Array<[string, unknown]> = [];
    auth.onAuthStateChange((event, next) => events.push([event, next]));
    await expect(auth.changePassword?.({ currentPassword: 'old password 1', newPassword: 'a brand new passphrase' })).resolves.toEqual(
      session,
    );
    expect(fetch).toHaveBeenCalledWith('/api/auth/password', expect.objectContaining({ method: 'POST' }));
    expect(events).toContainEqual(['SIGNED_IN', session]);
    const weak = createLocalAdapters({
      fetch: async () => json(422, { error: { code: 'weak_password', message: 'x', fieldErrors: { newPassword: 'common' } } }),
    });
    await expect(weak.auth.changePassword?.({ currentPassword: 'a', newPassword: 'password1234' })).rejects.toMatchObject({
      code: 'weak_password',
      status: 422,
    });
  });

  it('emits SIGNED_OUT when a protected call is refused after sign-in', async () => {
    const session = { user: { id: '1', email: 'op@example.com' }, lastLoginTime: Date.now(), expiresAt: Date.now() + 300_000 };
    const responses = [json(200, { session: null }), json(200, { session }), json(401, { error: { code: 'unauthorized', message: 'x' } })];
    const { auth, countdowns } = createLocalAdapters({ fetch: async () => responses.shift() ?? json(500, {}) });
    const events: string[] = [];
    auth.onAuthStateChange((event) => events.push(event));
    await vi.waitFor(() => expect(events).toEqual(['INITIAL_SESSION']));
    await auth.signIn({ email: 'op@example.com', password: 'x' });
    await expect(countdowns.list()).rejects.toMatchObject({ code: 'unauthorized' });
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
  });
});

describe('subscribeSse', () => {
  it('parses events split across chunks and reconnects with Last-Event-ID', async () => {
    const requests: Array<Record<string, string>> = [];
    const bodies = [
      ['retry: 2000\n\nid: 1\nevent: change\nda', 'ta: {"type":"CHANGED"}\n\n: heartbeat\n\n'],
      ['id: 2\r\nevent: change\r\ndata: {"type":"RESYNC"}\r\n\r\n'],
    ];
    const fetch = async (_url: string, init?: RequestInit) => {
      requests.push(Object.fromEntries(new Headers(init?.headers).entries()));
      const chunks = bodies.shift();
      if (!chunks) return new Promise<Response>(() => {});
      const encoder = new TextEncoder();
      return new Response(
        new ReadableStream({
          start(c) {
            for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
            c.close();
          },
        }),
      );
    };
    const messages: unknown[] = [];
    const stop = subscribeSse({ url: '/events', fetch, backoffMs: [5], onMessage: (m) => messages.push(m) });
    await vi.waitFor(() => expect(messages).toHaveLength(2));
    stop();
    expect(messages).toEqual([
      { event: 'change', data: '{"type":"CHANGED"}', id: '1' },
      { event: 'change', data: '{"type":"RESYNC"}', id: '2' },
    ]);
    expect(requests[0]?.['last-event-id']).toBeUndefined();
    expect(requests[1]?.['last-event-id']).toBe('1');
    expect(requests[2]?.['last-event-id']).toBe('2');
  });

  it('opens the stream at low priority, so it never competes with the page load', async () => {
    const inits: Array<RequestInit | undefined> = [];
    const fetch = (_url: string, init?: RequestInit) => {
      inits.push(init);
      return new Promise<Response>(() => {});
    };
    const stop = subscribeSse({ url: '/events', fetch, onMessage: () => {} });
    stop();
    expect(inits[0]).toMatchObject({ priority: 'low', cache: 'no-store' });
  });
});
