import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openSqliteEngine } from './sqlite-engine.ts';
import { describeRateSlotsContract } from '../../../test-support/rate-slots-contract.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describeRateSlotsContract('SQLite', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zk-rates-'));
  dirs.push(dataDir);
  return [openSqliteEngine(dataDir), openSqliteEngine(dataDir)];
});
