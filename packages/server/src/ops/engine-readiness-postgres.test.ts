import { describe, expect, it } from 'vitest';
import { openEngine } from '../db/engine/engine.ts';
import { testPostgresPerFile } from '../../test-support/postgres-cluster.ts';
import { engineReadinessOf } from './engine-readiness.ts';

const postgres = testPostgresPerFile();

// A database that refuses or hangs is covered with stubs (engine-readiness.test.ts): cutting a live pool's
// connections here made the pool's sockets fail outside any query on a loaded machine.
describe('readiness on PostgreSQL', () => {
  it('is ready on a migrated database, and not ready once its schema is behind this release', async () => {
    const engine = await openEngine({ databaseUrl: await postgres.freshDatabaseUrl() });
    try {
      const readiness = engineReadinessOf(engine, 5_000);
      await expect.poll(readiness).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } });

      const newest = await engine.db
        .selectFrom('schema_migrations')
        .select((eb) => eb.fn.max('version').as('v'))
        .executeTakeFirstOrThrow();
      await engine.db.deleteFrom('schema_migrations').where('version', '=', newest.v).execute();
      expect(await readiness()).toEqual({ ready: false, checks: { database: 'ok', migrations: 'failed' } });
    } finally {
      await engine.close();
    }
  });
});
