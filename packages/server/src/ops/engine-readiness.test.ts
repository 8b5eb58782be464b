import { describe, expect, it } from 'vitest';
import { engineReadiness } from './engine-readiness.ts';

const current = async () => ({ databaseVersion: 9, codeVersion: 9 });

describe('readiness on a database server', () => {
  it('is ready when the database answers and its schema is this release’s', async () => {
    const check = engineReadiness({ ping: async () => undefined, versions: current, timeoutMs: 1_000 });
    expect(await check()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } });
  });

  it('is not ready when the database refuses, or its schema is behind or ahead', async () => {
    const refusing = engineReadiness({
      ping: () => Promise.reject(new Error('connection refused')),
      versions: () => Promise.reject(new Error('connection refused')),
      timeoutMs: 1_000,
    });
    expect(await refusing()).toEqual({ ready: false, checks: { database: 'failed', migrations: 'failed' } });
    for (const databaseVersion of [8, 10]) {
      const check = engineReadiness({
        ping: async () => undefined,
        versions: async () => ({ databaseVersion, codeVersion: 9 }),
        timeoutMs: 1_000,
      });
      expect(await check()).toEqual({ ready: false, checks: { database: 'ok', migrations: 'failed' } });
    }
  });

  it('is not ready when the database does not answer within the timeout, and says so without waiting for it', async () => {
    const never = () => new Promise<never>(() => undefined);
    const check = engineReadiness({ ping: never, versions: never, timeoutMs: 50 });
    expect(await check()).toEqual({ ready: false, checks: { database: 'failed', migrations: 'failed' } });
  });
});
