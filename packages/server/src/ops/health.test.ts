import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { testApi } from '../../test-support/api.ts';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';

const ready = { status: 'ready', checks: { database: 'ok', migrations: 'ok', disk: 'ok' } };

describe('health endpoints', () => {
  it('answers /healthz and /readyz with statuses only, uncached, on any Host, without a session or rate limit', async () => {
    const api = await testApi({ config: { formRateLimitPerMinute: 1 } });
    for (let i = 0; i < 5; i++) {
      const health = await api.call('/healthz', { headers: { Host: '127.0.0.1:3000' } });
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(health.headers.get('cache-control')).toBe('no-store');
      const readiness = await api.call('/readyz', { headers: { Host: 'internal-probe:8080' } });
      expect(readiness.status).toBe(200);
      expect(await readiness.json()).toEqual(ready);
    }
    // Every other path on a foreign Host is still refused (the DNS-rebinding guard).
    expect((await api.call('/en', { headers: { Host: 'internal-probe:8080' } })).status).toBe(421);
  });

  it('is not ready (503) when free disk space is below MIN_FREE_DISK_MB', async () => {
    let free = 300 * 1024 * 1024;
    const api = await testApi({ config: { minFreeDiskBytes: 256 * 1024 * 1024 }, deps: { freeDiskBytes: () => free } });
    expect((await api.call('/readyz')).status).toBe(200);
    free = 200 * 1024 * 1024;
    const res = await api.call('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', migrations: 'ok', disk: 'failed' } });
    expect((await api.call('/healthz')).status).toBe(200);
  });

  it('is not ready when the database cannot be written or its migrations are not all applied', async () => {
    const dataDir = tempDir();
    const db = openDatabase(dataDir);
    onCleanup(() => db.close());
    const api = await testApi({ dataDir, deps: { db } });
    db.pragma('query_only = ON');
    const readOnly = await api.call('/readyz');
    expect(readOnly.status).toBe(503);
    expect(await readOnly.json()).toEqual({ status: 'not_ready', checks: { database: 'failed', migrations: 'ok', disk: 'ok' } });
    db.pragma('query_only = OFF');
    db.pragma('user_version = 1');
    const behind = await api.call('/readyz');
    expect(behind.status).toBe(503);
    expect(await behind.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', migrations: 'failed', disk: 'ok' } });
  });
});
