import { openEngine } from './engine.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';
import { describeOutboxContract } from '../../../test-support/outbox-contract.ts';

const postgres = testPostgresPerFile();

describeOutboxContract('PostgreSQL', async () => {
  const databaseUrl = await postgres.freshDatabaseUrl();
  return { engine: await openEngine({ databaseUrl }), peer: () => openEngine({ databaseUrl }) };
});
