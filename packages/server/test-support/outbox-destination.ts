import { openDatabase, type Db } from '../src/db/database.ts';
import { sqliteEngine } from '../src/db/engine/sqlite-engine.ts';
import { onCleanup, tempDir } from './helpers.ts';
import { createOutboxEngine, type OutboxEngine, type OutboxEngineOptions } from '../src/outbox/outbox-engine.ts';
import type { Destination, ItemOutcome, LeadRef, NewOutboxItem, OutboxItem } from '../src/outbox/outbox-types.ts';

/** One request a scripted destination received. */
export interface ScriptedCall {
  items: OutboxItem[];
  signal: AbortSignal;
  /** `performance.now()` at the start and at the answer (undefined while unanswered). */
  startedAt: number;
  answeredAt?: number;
  /** Answers it now (a call that is never answered hangs). */
  answer(outcomes: ItemOutcome[]): void;
}

export interface ScriptedDestination extends Destination {
  calls: ScriptedCall[];
}

/**
 * A destination for engine tests: every request is recorded, and `reply` decides its answer (by default
 * every item is sent). Return `'hang'` to leave the call open until the test answers it.
 */
export function scriptedDestination(
  name: string,
  options: Partial<Omit<Destination, 'send' | 'name'>> & { reply?: (call: ScriptedCall, index: number) => ItemOutcome[] | 'hang' } = {},
): ScriptedDestination {
  const calls: ScriptedCall[] = [];
  const { reply, ...rest } = options;
  return {
    name,
    rate: { requests: 1000, perMs: 1000 },
    batchSize: 10,
    timeoutMs: 60_000,
    idempotent: false,
    ...rest,
    calls,
    send(items, signal) {
      return new Promise<ItemOutcome[]>((resolve) => {
        const call: ScriptedCall = {
          items: [...items],
          signal,
          startedAt: performance.now(),
          answer(outcomes) {
            call.answeredAt = performance.now();
            resolve(outcomes);
          },
        };
        calls.push(call);
        const outcomes = reply
          ? reply(call, calls.length - 1)
          : items.map((item): ItemOutcome => ({ status: 'sent', externalId: `ext-${item.id}` }));
        if (outcomes !== 'hang') call.answer(outcomes);
      });
    },
  };
}

export interface EngineFixture {
  db: Db;
  engine: OutboxEngine;
  clock: { now: number };
  /** The stored row of an item. */
  row(id: number): Record<string, unknown> | undefined;
  /** Queues an item now (as a lead's transaction would). */
  enqueue(item: NewOutboxItem): Promise<boolean>;
  /** Forgets leads' items in one transaction, as an erasure does; returns the follow-ups queued. */
  forgetLeads(leads: readonly LeadRef[]): Promise<number>;
}

/** An engine over a fresh database with a hand-driven wall clock (`clock.now`), stopped after the test. */
export function engineFixture(destinations: Destination[], options: Partial<OutboxEngineOptions> = {}, db?: Db): EngineFixture {
  const database = db ?? openDatabase(tempDir());
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const data = sqliteEngine(database);
  const engine = createOutboxEngine({
    engine: data,
    destinations,
    now: () => clock.now,
    log: () => {},
    random: () => 0,
    ...options,
  });
  onCleanup(() => {
    void engine.stop();
    if (!db) database.close();
  });
  return {
    db: database,
    engine,
    clock,
    row: (id) => database.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as Record<string, unknown> | undefined,
    enqueue: (item) => engine.enqueue(data.db, item),
    forgetLeads: (leads) => data.db.transaction().execute((trx) => engine.forgetLeads(trx, leads)),
  };
}
