import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase } from '../database.ts';
import { sqliteEngine } from './sqlite-engine.ts';
import { migrations } from '../migrations.ts';
import { describeStoresContract } from '../../../test-support/stores-contract.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describeStoresContract('SQLite', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zk-engine-'));
  dirs.push(dataDir);
  return sqliteEngine(openDatabase(dataDir, migrations), migrations);
});
