import { describe, expect, it } from 'vitest';
import { operator, testApi } from '../../test-support/api.ts';
import { memoryLogger } from './logger.ts';

async function loggedApi(config = {}) {
  const log = memoryLogger();
  const api = await testApi({ config: { metricsToken: 'metrics-token-0123456789', ...config }, deps: { logger: log.logger } });
  return { api, log, requests: () => log.entries.filter((entry) => entry.type === 'request') };
}

describe('the log', () => {
  it('writes one JSON line per request: level, time, request id (also X-Request-Id), method, route pattern, status, duration', async () => {
    const { api, requests } = await loggedApi();
    const res = await api.call('/api/countdowns/active');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests()).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        type: 'request',
        requestId: id,
        method: 'GET',
        route: '/api/countdowns/active',
        status: 200,
        durationMs: expect.any(Number),
        msg: 'request',
      },
    ]);
    const other = await api.call('/api/countdowns/active');
    expect(other.headers.get('x-request-id')).not.toBe(id);
  });

  it('logs health probes at debug while they succeed, and at error when a server is not ready', async () => {
    const { api, requests } = await loggedApi({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    await api.call('/healthz');
    await api.call('/readyz');
    await api.call('/api/countdowns/active');
    expect(requests().map((entry) => [entry.level, entry.route, entry.status])).toEqual([
      ['debug', '/*', 200],
      ['error', '/*', 503],
      ['info', '/api/countdowns/active', 200],
    ]);
  });

  it('logs routes as patterns, never the URL: no query, no address, and a bounded set for pages and unknown paths', async () => {
    const { api, log, requests } = await loggedApi();
    await api.signIn();
    await api.call('/api/leads/inbox?status=new&service=ada.lovelace%40example.com');
    await api.call('/api/leads/inbox/contact/c-1234');
    await api.call('/wp-admin/ada.lovelace@example.com');
    await api.call('/en/contact?service=ada.lovelace@example.com');
    expect(requests().map((entry) => [entry.route, entry.status])).toEqual([
      ['/api/auth/sign-in', 200],
      ['/api/leads/inbox', 422],
      ['/api/leads/inbox/:kind/:id', 404],
      ['unmatched', 404],
      ['unmatched', 404],
    ]);
    expect(log.lines.join('\n')).not.toMatch(/lovelace|c-1234|wp-admin/);
  });

  it('puts the security events in the same stream as "type":"security" lines, without the address they concern', async () => {
    const { api, log } = await loggedApi();
    await api.call('/api/auth/sign-in', { json: { email: operator.email, password: 'wrong password' }, ip: '198.51.100.7' });
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: 'info',
        type: 'security',
        event: 'sign_in_failed',
        outcome: 'failure',
        ip: '198.51.100.7',
        emailHash: expect.any(String),
        msg: 'sign_in_failed',
      }),
    );
    expect(log.lines.join('\n')).not.toMatch(/op@example\.com|wrong password/);
  });

  it('has no stack trace for refused requests, and the stack with the request id for an unexpected error', async () => {
    const log = memoryLogger();
    const api = await testApi({
      config: { metricsToken: 'metrics-token-0123456789' },
      deps: {
        logger: log.logger,
        queueStats: () => {
          throw new Error('queue table is gone');
        },
      },
    });
    await api.call('/api/submissions/contact', { json: { fullName: '' } });
    await api.call('/api/countdowns', { method: 'POST', json: {} });
    expect(log.lines.join('\n')).not.toContain('"stack"');
    const failed = await api.call('/metrics', { headers: { Authorization: 'Bearer metrics-token-0123456789' } });
    expect(failed.status).toBe(500);
    const id = failed.headers.get('x-request-id');
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        requestId: id,
        msg: 'unhandled error',
        error: { message: 'queue table is gone', stack: expect.stringContaining('metrics') },
      }),
    );
    expect(log.entries).toContainEqual(
      expect.objectContaining({ level: 'error', type: 'request', requestId: id, route: '/*', status: 500 }),
    );
  });
});
