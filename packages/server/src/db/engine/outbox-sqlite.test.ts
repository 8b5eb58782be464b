import { openDatabase } from '../database.ts';
import { sqliteEngine } from './sqlite-engine.ts';
import { tempDir } from '../../../test-support/helpers.ts';
import { describeOutboxContract } from '../../../test-support/outbox-contract.ts';

// One process on one file: the peer is the same engine.
describeOutboxContract('SQLite', async () => {
  const engine = sqliteEngine(openDatabase(tempDir()));
  return { engine, peer: async () => engine };
});
