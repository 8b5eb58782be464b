import { afterEach, expect, it } from 'vitest';
import { openEngine } from './engine.ts';
import type { Engine } from './engine-types.ts';
import { rateSlotsStore } from './rate-slots-store.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';
import { describeRateSlotsContract } from '../../../test-support/rate-slots-contract.ts';

const postgres = testPostgresPerFile();

async function twoServers(): Promise<[Engine, Engine]> {
  const databaseUrl = await postgres.freshDatabaseUrl();
  return [await openEngine({ databaseUrl }), await openEngine({ databaseUrl })];
}

describeRateSlotsContract('PostgreSQL', twoServers);

const open: Engine[] = [];
afterEach(async () => {
  for (const engine of open.splice(0)) await engine.close();
});

it('a take waits for another server’s take of the same bucket to commit, and then counts it', async () => {
  const [a, b] = await twoServers();
  open.push(a, b);
  const request = { bucket: 'forms:203.0.113.7', limit: 1, at: 0, expiresAt: 60_000 };
  let later: Promise<number | null> | undefined;
  await b.db.transaction().execute(async (trx) => {
    expect(await b.rateSlots.take(trx, request)).not.toBeNull();
    later = rateSlotsStore(a).take(request);
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  expect(await later).toBeNull();
  expect(await rateSlotsStore(a).take({ ...request, bucket: 'forms:198.51.100.1' })).not.toBeNull();
});
