import { openEngine } from './engine.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';
import { describeLeadWritesContract } from '../../../test-support/lead-writes-contract.ts';

const postgres = testPostgresPerFile();

describeLeadWritesContract('PostgreSQL', async () => openEngine({ databaseUrl: await postgres.freshDatabaseUrl() }));
