import { openEngine } from './engine.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';
import { describeStoresContract } from '../../../test-support/stores-contract.ts';

const postgres = testPostgresPerFile();

describeStoresContract('PostgreSQL', async () => openEngine({ databaseUrl: await postgres.freshDatabaseUrl() }));
