import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startPgCluster, type PgCluster } from '../../../tests/rls/pg-cluster.ts';

export interface TestPostgres {
  /** A new, empty database on the file's cluster: its URL. */
  freshDatabaseUrl(): Promise<string>;
  /** An outage of the whole cluster while `during` runs (connections cut, none accepted); it is back after. */
  outage<T>(during: () => Promise<T>): Promise<T>;
}

/**
 * One throwaway PostgreSQL cluster for the calling test file (started before its tests, stopped after
 * them), and a new database for each test that asks. Engines opened on it must be closed by the test.
 */
export function testPostgresPerFile(): TestPostgres {
  let cluster: PgCluster | undefined;
  let admin: pg.Client | undefined;
  let databases = 0;
  beforeAll(async () => {
    cluster = await startPgCluster();
    admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
    cluster?.stop();
  });
  return {
    async outage(during) {
      if (!cluster || !admin) throw new Error('The PostgreSQL cluster is not running');
      await admin.end();
      cluster.pause();
      try {
        return await during();
      } finally {
        cluster.resume();
        admin = new pg.Client({ connectionString: cluster.url });
        await admin.connect();
      }
    },
    async freshDatabaseUrl() {
      if (!cluster || !admin) throw new Error('The PostgreSQL cluster is not running (testPostgresPerFile() outside a describe?)');
      const name = `zk_test_${++databases}`;
      await admin.query(`CREATE DATABASE ${name}`);
      return cluster.url.replace(/\/postgres$/, `/${name}`);
    },
  };
}
