import { openEngine } from './engine.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';
import { describeLeadInboxContract } from '../../../test-support/lead-inbox-contract.ts';

const postgres = testPostgresPerFile();

describeLeadInboxContract('PostgreSQL', async () => openEngine({ databaseUrl: await postgres.freshDatabaseUrl() }));
