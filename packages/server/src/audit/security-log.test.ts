import { describe, expect, it } from 'vitest';
import { operator, testApi } from '../../test-support/api.ts';
import { emailHash } from './security-log.ts';

async function loggedApi() {
  const lines: string[] = [];
  const api = await testApi({ deps: { securityLog: (line) => lines.push(line) } });
  const events = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { api, lines, events };
}

describe('security log (ASVS 16.3.1, 16.3.2)', () => {
  it('records sign-in failure, success, re-authentication and sign-out as one JSON object per line, without secrets', async () => {
    const { api, lines, events } = await loggedApi();
    await api.call('/api/auth/sign-in', { json: { email: operator.email, password: 'wrong password' }, ip: '198.51.100.7' });
    const signedIn = await api.signIn();
    const token = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]?.split('=')[1] ?? '';
    await api.signIn();
    await api.call('/api/auth/sign-out', { method: 'POST', json: {} });

    const hash = emailHash(operator.email);
    expect(events()).toEqual([
      {
        type: 'security',
        time: '2026-06-01T12:00:00.000Z',
        event: 'sign_in_failed',
        outcome: 'failure',
        ip: '198.51.100.7',
        emailHash: hash,
      },
      {
        type: 'security',
        time: '2026-06-01T12:00:00.000Z',
        event: 'sign_in_succeeded',
        outcome: 'success',
        ip: '203.0.113.7',
        emailHash: hash,
        operator: expect.any(String),
      },
      {
        type: 'security',
        time: '2026-06-01T12:00:00.000Z',
        event: 'sign_in_succeeded',
        outcome: 'success',
        ip: '203.0.113.7',
        emailHash: hash,
        operator: expect.any(String),
      },
      {
        type: 'security',
        time: '2026-06-01T12:00:00.000Z',
        event: 'session_replaced',
        outcome: 'success',
        ip: '203.0.113.7',
        emailHash: hash,
        operator: expect.any(String),
      },
      {
        type: 'security',
        time: '2026-06-01T12:00:00.000Z',
        event: 'sign_out',
        outcome: 'success',
        ip: '203.0.113.7',
        emailHash: hash,
        operator: expect.any(String),
      },
    ]);
    const all = lines.join('\n');
    expect(token.length).toBeGreaterThan(20);
    for (const secret of [operator.password, 'wrong password', token, operator.email]) expect(all).not.toContain(secret);
  });

  it('records throttled sign-ins', async () => {
    const { api, events } = await loggedApi();
    for (let i = 0; i < 21; i++) await api.call('/api/auth/sign-in', { json: { email: `u${i}@example.com`, password: 'x' } });
    expect(events().at(-1)).toMatchObject({
      event: 'sign_in_throttled',
      outcome: 'refused',
      ip: '203.0.113.7',
      emailHash: emailHash('u20@example.com'),
    });
  });

  it('samples refused operator requests: at most one line per address per minute', async () => {
    const { api, events } = await loggedApi();
    for (let i = 0; i < 5; i++) expect((await api.call('/api/leads/inbox')).status).toBe(401);
    await api.call('/api/countdowns', { ip: '198.51.100.9' });
    expect(events()).toEqual([
      {
        type: 'security',
        time: '2026-06-01T12:00:00.000Z',
        event: 'operator_request_refused',
        outcome: 'refused',
        ip: '203.0.113.7',
        path: '/api/leads/inbox',
      },
      {
        type: 'security',
        time: '2026-06-01T12:00:00.000Z',
        event: 'operator_request_refused',
        outcome: 'refused',
        ip: '198.51.100.9',
        path: '/api/countdowns',
      },
    ]);
    api.clock.now += 60_000;
    await api.call('/api/leads/inbox');
    expect(events()).toHaveLength(3);
  });
});
