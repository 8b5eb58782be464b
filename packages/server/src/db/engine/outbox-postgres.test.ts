import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../database.ts';
import { openEngine } from './engine.ts';
import { outboxWorkStore } from './outbox-store.ts';
import { createOutboxEngine } from '../../outbox/outbox-engine.ts';
import { onCleanup, tempDir } from '../../../test-support/helpers.ts';
import { scriptedDestination } from '../../../test-support/outbox-destination.ts';
import { describeOutboxContract } from '../../../test-support/outbox-contract.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';

const postgres = testPostgresPerFile();

describeOutboxContract('PostgreSQL', async () => {
  const databaseUrl = await postgres.freshDatabaseUrl();
  return { engine: await openEngine({ databaseUrl }), peer: () => openEngine({ databaseUrl }) };
});

describe('two servers sending from one PostgreSQL outbox', () => {
  it('sends each item once, and takes over a dead server’s batch after its lease with the same keys', async () => {
    const databaseUrl = await postgres.freshDatabaseUrl();
    const clock = { now: Date.parse('2026-06-01T12:00:00.000Z') };
    const count = 40;
    const setup = await openEngine({ databaseUrl });
    onCleanup(() => setup.close());
    await outboxWorkStore(setup, 'setup').transaction(async (writes) => {
      for (let n = 0; n < count; n++) await writes.enqueue({ destination: 'hook', action: 'send', idempotencyKey: `hook:${n}` }, clock.now);
    });
    // Server A dies with its first request unanswered; B is healthy.
    const toA = scriptedDestination('hook', {
      batchSize: 5,
      concurrency: 2,
      idempotent: true,
      reply: (call, index) => (index === 0 ? 'hang' : sent(call.items)),
    });
    const toB = scriptedDestination('hook', { batchSize: 5, concurrency: 2, idempotent: true });
    const sent = (items: readonly { id: number }[]) => items.map((item) => ({ status: 'sent' as const, externalId: `ext-${item.id}` }));
    const stops: Array<() => Promise<void>> = [];
    const server = async (owner: string, destination: typeof toA) => {
      const engine = await openEngine({ databaseUrl });
      // The synchronous queueing path is SQLite's still; these servers only send.
      const db = openDatabase(tempDir());
      const outbox = createOutboxEngine({
        engine,
        db,
        owner,
        destinations: [destination],
        now: () => clock.now,
        log: () => {},
        random: () => 0,
      });
      stops.push(async () => {
        await outbox.stop({ graceMs: 10 });
        await engine.close();
        db.close();
      });
      return outbox;
    };
    const a = await server('server-a', toA);
    const b = await server('server-b', toB);
    try {
      a.start();
      b.start();
      await vi.waitFor(async () => expect((await b.stats())[0]).toMatchObject({ depth: 5, inFlight: 5 }), {
        timeout: 20_000,
        interval: 20,
      });
      const hung = toA.calls[0]!.items.map((item) => item.idempotencyKey);
      expect(hung).toHaveLength(5);

      clock.now += toA.timeoutMs + 60_000;
      b.kick();
      await vi.waitFor(async () => expect((await b.stats())[0]).toMatchObject({ depth: 0 }), { timeout: 20_000, interval: 20 });
      const answered = [...toA.calls.slice(1), ...toB.calls].flatMap((call) => call.items.map((item) => item.idempotencyKey));
      expect(answered.toSorted()).toEqual(Array.from({ length: count }, (_, n) => `hook:${n}`).toSorted());
      const takenOver = toB.calls.flatMap((call) => call.items).filter((item) => hung.includes(item.idempotencyKey));
      expect(takenOver.map((item) => [item.idempotencyKey, item.attempts])).toEqual(hung.map((key) => [key, 2]));
      const rows = await setup.db.selectFrom('outbox').select(['status', 'claimed_by', 'lease_until']).distinct().execute();
      expect(rows).toEqual([{ status: 'sent', claimed_by: null, lease_until: null }]);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  });
});
