import { openDatabase } from '../database.ts';
import { sqliteEngine } from './sqlite-engine.ts';
import { tempDir } from '../../../test-support/helpers.ts';
import { describeLeadInboxContract } from '../../../test-support/lead-inbox-contract.ts';

describeLeadInboxContract('SQLite', async () => sqliteEngine(openDatabase(tempDir())));
