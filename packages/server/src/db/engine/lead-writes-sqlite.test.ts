import { tempDir } from '../../../test-support/helpers.ts';
import { describeLeadWritesContract } from '../../../test-support/lead-writes-contract.ts';
import { openSqliteEngine } from './sqlite-engine.ts';

describeLeadWritesContract('SQLite', async () => openSqliteEngine(tempDir()));
