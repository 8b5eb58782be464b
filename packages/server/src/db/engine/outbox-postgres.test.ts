import { describe, expect, it, vi } from 'vitest';
import { openEngine } from './engine.ts';
import { outboxWorkStore } from './outbox-store.ts';
import { createOutboxEngine } from '../../outbox/outbox-engine.ts';
import { onCleanup } from '../../../test-support/helpers.ts';
import { scriptedDestination } from '../../../test-support/outbox-destination.ts';
import type { Destination, LeadRef } from '../../outbox/outbox-types.ts';
import { describeOutboxContract } from '../../../test-support/outbox-contract.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';

const postgres = testPostgresPerFile();

describeOutboxContract('PostgreSQL', async () => {
  const databaseUrl = await postgres.freshDatabaseUrl();
  return { engine: await openEngine({ databaseUrl }), peer: () => openEngine({ databaseUrl }) };
});

describe('two servers sending from one PostgreSQL outbox', () => {
  const clock = { now: Date.parse('2026-06-01T12:00:00.000Z') };
  const wait = { timeout: 20_000, interval: 20 };

  /** One database with `count` items queued, and a way to start servers on it (stopped by `stopAll`). */
  async function servers(count: number, lead?: LeadRef) {
    const databaseUrl = await postgres.freshDatabaseUrl();
    const setup = await openEngine({ databaseUrl });
    onCleanup(() => setup.close());
    await outboxWorkStore(setup, 'setup').transaction(async (writes) => {
      for (let n = 0; n < count; n++)
        await writes.enqueue({ destination: 'hook', action: 'send', idempotencyKey: `hook:${n}`, lead }, clock.now);
    });
    const stops: Array<() => Promise<void>> = [];
    const start = async (owner: string, destination: Destination) => {
      const engine = await openEngine({ databaseUrl });
      const outbox = createOutboxEngine({
        engine,
        owner,
        destinations: [destination],
        now: () => clock.now,
        log: () => {},
        random: () => 0,
      });
      stops.push(async () => {
        await outbox.stop({ graceMs: 10 });
        await engine.close();
      });
      outbox.start();
      return outbox;
    };
    return { setup, start, stopAll: () => Promise.all(stops.map((stop) => stop())) };
  }

  const sent = (items: readonly { id: number }[]) => items.map((item) => ({ status: 'sent' as const, externalId: `ext-${item.id}` }));

  it('sends each item once, and takes over a dead server’s batch after its lease with the same keys', async () => {
    const count = 40;
    const t = await servers(count);
    // Server A dies with its first request unanswered; B is healthy.
    const toA = scriptedDestination('hook', {
      batchSize: 5,
      concurrency: 2,
      idempotent: true,
      reply: (call, index) => (index === 0 ? 'hang' : sent(call.items)),
    });
    const toB = scriptedDestination('hook', { batchSize: 5, concurrency: 2, idempotent: true });
    try {
      await t.start('server-a', toA);
      const b = await t.start('server-b', toB);
      await vi.waitFor(async () => expect((await b.stats())[0]).toMatchObject({ depth: 5, inFlight: 5 }), wait);
      const hung = toA.calls[0]!.items.map((item) => item.idempotencyKey);
      expect(hung).toHaveLength(5);

      clock.now += toA.timeoutMs + 60_000;
      b.kick();
      await vi.waitFor(async () => expect((await b.stats())[0]).toMatchObject({ depth: 0 }), wait);
      const answered = [...toA.calls.slice(1), ...toB.calls].flatMap((call) => call.items.map((item) => item.idempotencyKey));
      expect(answered.toSorted()).toEqual(Array.from({ length: count }, (_, n) => `hook:${n}`).toSorted());
      const takenOver = toB.calls.flatMap((call) => call.items).filter((item) => hung.includes(item.idempotencyKey));
      expect(takenOver.map((item) => [item.idempotencyKey, item.attempts])).toEqual(hung.map((key) => [key, 2]));
      const rows = await t.setup.db.selectFrom('outbox').select(['status', 'claimed_by', 'lease_until']).distinct().execute();
      expect(rows).toEqual([{ status: 'sent', claimed_by: null, lease_until: null }]);
    } finally {
      await t.stopAll();
    }
  });

  it("settles an erased lead's item a dead server had in flight, once its lease ends", async () => {
    const t = await servers(1, { kind: 'contact', id: 'gone' });
    const toA = scriptedDestination('hook', { reply: () => 'hang' });
    const toB = scriptedDestination('hook', {
      onErase: (item) => [{ destination: 'hook', action: 'undo', idempotencyKey: `undo:${item.id}` }],
    });
    try {
      await t.start('server-a', toA);
      await vi.waitFor(() => expect(toA.calls).toHaveLength(1), wait);
      await t.setup.db.updateTable('outbox').set({ lead_erased: true, payload: null }).where('id', '=', 1).execute();
      const b = await t.start('server-b', toB);
      clock.now += toA.timeoutMs + 60_000;
      b.kick();
      await vi.waitFor(
        async () =>
          expect(await t.setup.db.selectFrom('outbox').select(['id', 'action', 'status']).execute()).toEqual([
            { id: 2, action: 'undo', status: 'sent' },
          ]),
        wait,
      );
      expect(toB.calls.map((call) => call.items.map((item) => item.idempotencyKey))).toEqual([['undo:1']]);
    } finally {
      await t.stopAll();
    }
  });
});
