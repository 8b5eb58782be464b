import { afterEach, expect, it } from 'vitest';
import { openEngine } from './engine.ts';
import type { Engine } from './engine-types.ts';
import { passkeyChallengesStore } from './passkey-challenges-store.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';

const postgres = testPostgresPerFile();
const open: Engine[] = [];
afterEach(async () => {
  for (const engine of open.splice(0)) await engine.close();
});

it('a passkey challenge handed out by one server is accepted by another, once, and not after it expires', async () => {
  const databaseUrl = await postgres.freshDatabaseUrl();
  const [a, b] = [await openEngine({ databaseUrl }), await openEngine({ databaseUrl })];
  open.push(a, b);
  let clock = 1_000;
  const [onA, onB] = [passkeyChallengesStore(a, () => clock), passkeyChallengesStore(b, () => clock)];
  await onA.issue('first', { purpose: 'authenticate', operatorId: null, expiresAt: clock + 300_000 });
  await onA.issue('second', { purpose: 'register', operatorId: 'op-1', expiresAt: clock + 300_000 });
  const [taken, again] = await Promise.all([onB.take('first'), onA.take('first')]);
  expect([taken, again].filter((entry) => entry !== null)).toEqual([{ purpose: 'authenticate', operatorId: null, expiresAt: 301_000 }]);
  clock += 300_000;
  expect(await onB.take('second')).toBeNull();
  expect(await onA.take('unknown')).toBeNull();
});
