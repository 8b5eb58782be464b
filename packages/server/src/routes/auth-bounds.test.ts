import { describe, expect, it, vi } from 'vitest';
import { operator, testApi } from '../../test-support/api.ts';
import { defaultSignInLimits } from '../auth/operator-auth.ts';

const wrong = (i: number) => ({ json: { email: operator.email, password: `guess number ${i}` }, ip: `198.51.100.${i}` });

describe('sign-in bounds under parallel load (issue 28 items 8 and 10)', () => {
  it('checks parallel guesses at one account one at a time once it is slowed down; a fifth in progress gets 429', async () => {
    const held: Array<() => void> = [];
    const events: string[] = [];
    const sleep = (ms: number) => {
      events.push(`wait ${ms}`);
      return new Promise<void>((resolve) => held.push(resolve));
    };
    const api = await testApi({ deps: { sleep } });
    for (let i = 0; i < 5; i++) expect((await api.call('/api/auth/sign-in', wrong(i))).status).toBe(401);

    const guesses = [5, 6, 7].map((i) => api.call('/api/auth/sign-in', wrong(i)));
    const owner = api.call('/api/auth/sign-in', { json: operator, ip: '203.0.113.9' }).then((res) => {
      events.push(`owner ${res.status}`);
      return res;
    });
    const overflow = await api.call('/api/auth/sign-in', wrong(8));
    expect(overflow.status).toBe(429);
    expect(overflow.headers.get('retry-after')).toBe('16');

    // Each guess is checked only after the one before it has served its delay; the owner's turn comes last.
    while (!events.includes('owner 200')) {
      await vi.waitFor(
        () => {
          if (held.length === 0 && !events.includes('owner 200'))
            throw new Error(`no guess is waiting and the owner is not in; so far: ${events.join(', ')}`);
        },
        { timeout: 10_000, interval: 1 },
      );
      expect(held.length).toBeLessThanOrEqual(1);
      held.shift()?.();
    }
    expect(events).toEqual(['wait 1000', 'wait 2000', 'wait 4000', 'owner 200']);
    expect((await Promise.all(guesses)).map((res) => res.status)).toEqual([401, 401, 401]);
    expect((await owner).status).toBe(200);
  });

  it('answers 503 with Retry-After when every place to hash and to wait is taken', async () => {
    const api = await testApi({ deps: { hashLimits: { concurrency: 1, queue: 1 } } });
    const attempts = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        api.call('/api/auth/sign-in', { json: { email: `u${i}@example.com`, password: 'not the password' }, ip: `198.51.100.${i}` }),
      ),
    );
    const statuses = attempts.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(2);
    const busy = attempts.filter((res) => res.status === 503);
    expect(busy).toHaveLength(2);
    expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await busy[0]!.json()).toMatchObject({ error: { code: 'unavailable' } });
    expect((await api.signIn()).status).toBe(200);
  });

  it('bounds the attempts server-wide: beyond the global rate, 503 with Retry-After, from any address', async () => {
    const api = await testApi({
      deps: {
        signInLimits: {
          ...defaultSignInLimits,
          global: 3,
        },
      },
    });
    for (let i = 0; i < 3; i++)
      expect(
        (await api.call('/api/auth/sign-in', { json: { email: `u${i}@example.com`, password: 'x' }, ip: `198.51.100.${i}` })).status,
      ).toBe(401);
    const refused = await api.call('/api/auth/sign-in', { json: operator, ip: '192.0.2.77' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    api.clock.now += 60_000;
    expect((await api.call('/api/auth/sign-in', { json: operator, ip: '192.0.2.77' })).status).toBe(200);
  });
});
