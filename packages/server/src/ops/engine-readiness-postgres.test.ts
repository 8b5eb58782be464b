import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openEngine } from '../db/engine/engine.ts';
import { testPostgresPerFile } from '../../test-support/postgres-cluster.ts';
import { engineReadinessOf } from './engine-readiness.ts';

const postgres = testPostgresPerFile();

describe('readiness on PostgreSQL', () => {
  it('is ready on a migrated database, not ready while it takes no connections or its schema is behind, and ready again after', async () => {
    const url = await postgres.freshDatabaseUrl();
    const engine = await openEngine({ databaseUrl: url });
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    const name = new URL(url).pathname.slice(1);
    try {
      const readiness = engineReadinessOf(engine, 5_000);
      expect(await readiness()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } });

      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      expect(await readiness()).toEqual({ ready: false, checks: { database: 'failed', migrations: 'failed' } });

      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      expect(await readiness()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } });

      const newest = await engine.db
        .selectFrom('schema_migrations')
        .select((eb) => eb.fn.max('version').as('v'))
        .executeTakeFirstOrThrow();
      await engine.db.deleteFrom('schema_migrations').where('version', '=', newest.v).execute();
      expect(await readiness()).toEqual({ ready: false, checks: { database: 'ok', migrations: 'failed' } });
    } finally {
      await admin.end();
      await engine.close();
    }
  });
});
