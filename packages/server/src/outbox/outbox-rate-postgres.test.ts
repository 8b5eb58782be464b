import { describe, expect, it, vi } from 'vitest';
import { openEngine } from '../db/engine/engine.ts';
import { outboxWorkStore } from '../db/engine/outbox-store.ts';
import { rateSlotsStore } from '../db/engine/rate-slots-store.ts';
import { createOutboxEngine } from './outbox-engine.ts';
import { onCleanup } from '../../test-support/helpers.ts';
import { scriptedDestination } from '../../test-support/outbox-destination.ts';
import { testPostgresPerFile } from '../../test-support/postgres-cluster.ts';

const postgres = testPostgresPerFile();

describe('a destination’s rate held across servers on one PostgreSQL (issue 44)', () => {
  it('two servers together start at most `requests` requests in any `perMs` after an answer', async () => {
    const count = 12;
    const rate = { requests: 2, perMs: 300 };
    const databaseUrl = await postgres.freshDatabaseUrl();
    const setup = await openEngine({ databaseUrl });
    onCleanup(() => setup.close());
    const at = Date.now();
    await outboxWorkStore(setup, 'setup').transaction(async (writes) => {
      for (let n = 0; n < count; n++) await writes.enqueue({ destination: 'hook', action: 'send', idempotencyKey: `hook:${n}` }, at);
    });

    const destinations = ['server-a', 'server-b'].map(() => scriptedDestination('hook', { rate, batchSize: 1, concurrency: 2 }));
    const stops = await Promise.all(
      destinations.map(async (destination, index) => {
        const engine = await openEngine({ databaseUrl });
        const outbox = createOutboxEngine({
          engine,
          owner: `server-${index}`,
          destinations: [destination],
          sharedWindows: rateSlotsStore(engine),
          now: Date.now,
          log: () => {},
          random: () => 0,
        });
        outbox.start();
        return async () => {
          await outbox.stop({ graceMs: 10 });
          await engine.close();
        };
      }),
    );
    try {
      await vi.waitFor(() => expect(destinations.flatMap((d) => d.calls).filter((call) => call.answeredAt)).toHaveLength(count), {
        timeout: 20_000,
        interval: 20,
      });
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }

    const calls = destinations.flatMap((d) => d.calls).toSorted((a, b) => a.startedAt - b.startedAt);
    expect(destinations.every((d) => d.calls.length > 0)).toBe(true);
    // Wall-clock milliseconds in the database against performance.now() here: a millisecond or two apart.
    for (let n = 0; n + rate.requests < calls.length; n++) {
      expect(calls[n + rate.requests]!.startedAt - calls[n]!.answeredAt!).toBeGreaterThanOrEqual(rate.perMs - 3);
    }
  });
});
