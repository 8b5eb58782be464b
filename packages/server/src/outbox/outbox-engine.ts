import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { enqueueOutboxItem } from '../db/engine/outbox-enqueue.ts';
import type { Engine } from '../db/engine/engine-types.ts';
import type { Schema } from '../db/engine/schema.ts';
import { outboxWorkStore, type RecoveryScope } from '../db/engine/outbox-store.ts';
import { boundedSend } from './bounded-send.ts';
import { forgetLeads, recoverInFlight, settleBatch, type SettleOptions } from './outbox-settle.ts';
import type { Destination, DestinationStats, ItemOutcome, LeadRef, NewOutboxItem, OutboxFilter, OutboxItem } from './outbox-types.ts';
import { outboxView, type OutboxItemView } from './outbox-view.ts';
import { defaultRetryDelaysMs, rateWindow, type RateWindow } from './rate-window.ts';
import type { RateSlots } from '../db/engine/rate-slots-store.ts';
import { sharedRateWindow } from './shared-rate-window.ts';

/** Attempts before a retryable failure is handed to the operator (a destination may say otherwise). */
export const defaultMaxAttempts = 12;

/** How long a lane stopped by an error (not a destination's answer) waits before it resumes. */
const resumeAfterErrorMs = 1_000;

/** How much longer than a request may take (`timeoutMs`) a claim holds its items before another server may take them over. */
export const defaultLeaseMarginMs = 60_000;

export interface OutboxEngineOptions {
  /** The data layer: claims, outcomes and the operator's list. */
  engine: Pick<Engine, 'db' | 'outboxClaims'>;
  /** This server's name in `claimed_by` (default: a random UUID per engine). */
  owner?: string;
  /** A claim's lease is the destination's `timeoutMs` plus this (default `defaultLeaseMarginMs`). */
  leaseMarginMs?: number;
  destinations: readonly Destination[];
  /** With several servers on the database: the destinations' rate windows held there, shared by all (`shared-rate-window.ts`). */
  sharedWindows?: RateSlots;
  /** Wall clock (ms since the epoch, injectable): stored times and due times. */
  now: () => number;
  /** Monotonic clock for rate windows, pauses and timeouts (default `performance.now`). */
  monotonic?: () => number;
  log: (message: string) => void;
  retryDelaysMs?: readonly number[];
  maxAttempts?: number;
  /** Jitter source in [0, 1) (default `Math.random`). */
  random?: () => number;
  /** Told after every request's outcomes are recorded (tests wait on it). */
  onSettled?: (items: readonly OutboxItem[], outcomes: readonly ItemOutcome[]) => void;
  /** Told what was recorded for each item of a request, per destination (the metrics' counters); nothing for an erased lead's. */
  onRecorded?: (destination: string, recorded: 'sent' | 'retried' | 'failed') => void;
}

export interface OutboxEngine {
  /** Sends what was in flight at a crash again, then everything due. */
  start(): void;
  /** Something was queued or put back: look now (one destination, or all). */
  kick(destination?: string): void;
  /**
   * Stops scheduling; resolves once every request in flight has been answered (or timed out) and recorded.
   * With `graceMs`, a request still unanswered then is abandoned and recorded as an unknown outcome (sent
   * again at the next start, flagged where the receiver cannot drop a repeat), for a shutdown with a deadline.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Queues an item inside `trx`, the transaction that stores its cause; `kick()` after the commit. */
  enqueue(trx: Kysely<Schema>, item: NewOutboxItem): Promise<boolean>;
  /** Inside an erasure's transaction `trx` (see `forgetLeads`); `kick()` after the commit. Returns the follow-ups queued. */
  forgetLeads(trx: Kysely<Schema>, leads: readonly LeadRef[]): Promise<number>;
  /** Depth, in flight, failed and oldest age per destination (every configured one, and any with stored items). */
  stats(): Promise<DestinationStats[]>;
  list(filter: OutboxFilter): Promise<OutboxItemView[]>;
  view(id: number): Promise<OutboxItemView | null>;
  /** Puts a failed (or waiting) item back, due now; false when there is none. */
  retry(id: number): Promise<boolean>;
  retryAllFailed(destination?: string): Promise<number>;
}

interface Lane {
  destination: Destination;
  window: RateWindow;
  pausedUntil: number;
  timer?: ReturnType<typeof setTimeout>;
  resumeTimer?: ReturnType<typeof setTimeout>;
  running: Promise<void> | null;
  again: boolean;
  /** The requests in flight, at most the destination's `concurrency`. */
  sending: Set<Promise<void>>;
  /** End the requests in flight without their answer (shutdown deadline). */
  abandons: Set<() => void>;
  /** Items in flight to take back before the next claim: at start, and this server's after an error. */
  recover: Set<RecoveryScope>;
}

/** The scheduler of `outbox-types.ts`: one lane per destination, each draining its due items in order. */
export function createOutboxEngine(options: OutboxEngineOptions): OutboxEngine {
  const { now, log } = options;
  const monotonic = options.monotonic ?? (() => performance.now());
  const work = outboxWorkStore(options.engine, options.owner ?? randomUUID());
  const leaseMarginMs = options.leaseMarginMs ?? defaultLeaseMarginMs;
  const byName = new Map(options.destinations.map((destination) => [destination.name, destination]));
  const settle: SettleOptions = {
    work,
    destinations: byName,
    retryDelaysMs: options.retryDelaysMs ?? defaultRetryDelaysMs,
    maxAttempts: options.maxAttempts ?? defaultMaxAttempts,
    random: options.random ?? Math.random,
  };
  const lanes = options.destinations.map((destination): Lane => ({
    destination,
    window: options.sharedWindows
      ? sharedRateWindow(options.sharedWindows, {
          bucket: `outbox:${destination.name}`,
          ...destination.rate,
          holdMs: destination.timeoutMs + leaseMarginMs,
        })
      : rateWindow(destination.rate.requests, destination.rate.perMs),
    pausedUntil: 0,
    running: null,
    again: false,
    sending: new Set(),
    abandons: new Set(),
    recover: new Set(),
  }));
  let stopped = true;

  const keyOf = (destination: Destination, item: OutboxItem) => destination.batchKey?.(item) ?? item.action;

  /** Claims the next batch: the first due item and those after it that share its batch key, marked in flight. */
  function nextBatch({ destination }: Lane): Promise<OutboxItem[]> {
    return work.claim(destination.name, now(), {
      limit: Math.max(100, destination.batchSize * 20),
      leaseMs: destination.timeoutMs + leaseMarginMs,
      flagDuplicate: !destination.idempotent,
      pick(due) {
        const first = due[0];
        if (!first || first.sendAlone || destination.batchSize <= 1) return first ? [first] : [];
        const key = keyOf(destination, first);
        return due.filter((item) => !item.sendAlone && keyOf(destination, item) === key).slice(0, destination.batchSize);
      },
    });
  }

  async function send(lane: Lane, items: OutboxItem[]): Promise<void> {
    const { destination } = lane;
    await lane.window.started();
    const request = boundedSend(destination, items);
    lane.abandons.add(request.abandon);
    const outcomes = await request.outcomes.finally(() => lane.abandons.delete(request.abandon));
    await lane.window.answered(monotonic());
    const { pauseMs, recorded } = await settleBatch(settle, destination, items, outcomes, now());
    for (const each of recorded) if (each) options.onRecorded?.(destination.name, each);
    if (pauseMs > 0) lane.pausedUntil = Math.max(lane.pausedUntil, monotonic() + pauseMs);
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'failed')
        log(`Outbox: ${destination.name} ${items[index]?.action} of item ${items[index]?.id} failed: ${outcome.error}`);
    });
    options.onSettled?.(items, outcomes);
  }

  function sleep(lane: Lane, ms: number) {
    clearTimeout(lane.timer);
    if (stopped) return;
    lane.timer = setTimeout(() => wake(lane), Math.min(Math.max(ms, 1), 2 ** 31 - 1));
    lane.timer.unref?.();
  }

  /** Starts a request beside those in flight; the lane looks again when it is answered. */
  function start(lane: Lane, batch: OutboxItem[]) {
    let failed = false;
    const sending: Promise<void> = send(lane, batch)
      .catch((error: unknown) => {
        failed = true;
        logStopped(lane, error);
      })
      .finally(() => {
        lane.sending.delete(sending);
        if (failed) resumeAfterError(lane);
        else wake(lane);
      });
    lane.sending.add(sending);
  }

  async function drain(lane: Lane): Promise<void> {
    while (!stopped) {
      lane.again = false;
      if (lane.sending.size >= (lane.destination.concurrency ?? 1)) return;
      const at = monotonic();
      if (lane.pausedUntil > at) return sleep(lane, lane.pausedUntil - at);
      const waitMs = await lane.window.waitMs(at);
      if (waitMs > 0) return sleep(lane, waitMs);
      for (const scope of lane.recover) {
        try {
          await recoverInFlight(work, lane.destination, scope, now());
        } catch (error) {
          // A full disk at start: the lane waits and tries again, the server runs on.
          const what = scope === 'start' ? 'start' : 'resume';
          log(`Outbox: ${lane.destination.name} could not ${what} yet: ${error instanceof Error ? error.message : String(error)}`);
          return resumeAfterError(lane);
        }
        lane.recover.delete(scope);
      }
      const batch = await nextBatch(lane);
      // Stopped while claiming: the batch goes back untouched rather than out after the stop.
      if (stopped) return void (await work.release(batch.map((item) => item.id)));
      if (batch.length === 0) {
        // An erased lead's item a dead server left in flight is no claim's: settle it once its lease ends.
        let dueAt = await work.nextDueAt(lane.destination.name);
        if (dueAt !== null && dueAt <= now()) {
          await recoverInFlight(work, lane.destination, 'expired', now());
          dueAt = await work.nextDueAt(lane.destination.name);
        }
        if (dueAt !== null) sleep(lane, dueAt - now());
        return;
      }
      start(lane, batch);
    }
  }

  function logStopped(lane: Lane, error: unknown) {
    log(
      `Outbox: ${lane.destination.name} stopped by an error, resuming in ${resumeAfterErrorMs} ms: ` +
        (error instanceof Error ? (error.stack ?? error.message) : String(error)),
    );
  }

  function wake(lane: Lane) {
    if (stopped) return;
    if (lane.running) {
      lane.again = true;
      return;
    }
    clearTimeout(lane.timer);
    let failed = false;
    lane.running = drain(lane)
      .catch((error: unknown) => {
        failed = true;
        logStopped(lane, error);
      })
      .finally(() => {
        lane.running = null;
        if (failed) resumeAfterError(lane);
        else if (lane.again) wake(lane);
      });
  }

  /**
   * After an error (the database busy or full while an answer was recorded), the lane's items still marked
   * in flight go again, as at a start, and the lane drains on: one failed write never stops a destination
   * until the next restart.
   */
  function resumeAfterError(lane: Lane) {
    clearTimeout(lane.timer);
    clearTimeout(lane.resumeTimer);
    if (stopped) return;
    lane.resumeTimer = setTimeout(() => {
      if (stopped) return;
      // Items of requests still in flight are marked the same way: recovered only once those are answered.
      if (lane.running || lane.sending.size > 0) return resumeAfterError(lane);
      lane.recover.add('mine');
      wake(lane);
    }, resumeAfterErrorMs);
    lane.resumeTimer.unref?.();
  }

  const kick = (name?: string) => lanes.filter((lane) => name === undefined || lane.destination.name === name).forEach(wake);
  const view = outboxView(byName);

  return {
    start() {
      stopped = false;
      for (const lane of lanes) {
        lane.recover.add('start');
        wake(lane);
      }
    },
    kick,
    async stop({ graceMs } = {}) {
      stopped = true;
      for (const lane of lanes) {
        clearTimeout(lane.timer);
        clearTimeout(lane.resumeTimer);
      }
      const deadline =
        graceMs === undefined
          ? undefined
          : setTimeout(() => lanes.forEach((lane) => lane.abandons.forEach((abandon) => abandon())), graceMs);
      await Promise.all(lanes.flatMap((lane) => [lane.running, ...lane.sending]));
      clearTimeout(deadline);
      for (const lane of lanes) lane.destination.close?.();
    },
    enqueue: (trx, item) => enqueueOutboxItem(trx, item, now()),
    forgetLeads: (trx, leads) => forgetLeads({ store: work.within(trx), destinations: byName }, leads, now()),
    async stats() {
      const stored = await work.stats(now());
      const missing = lanes
        .filter(({ destination }) => !stored.some((s) => s.destination === destination.name))
        .map(({ destination }): DestinationStats => ({
          destination: destination.name,
          depth: 0,
          inFlight: 0,
          failed: 0,
          oldestPendingAgeMs: null,
        }));
      return [...stored, ...missing].sort((a, b) => a.destination.localeCompare(b.destination, 'en'));
    },
    list: async (filter) => (await work.list(filter)).map(view),
    async view(id) {
      const item = await work.view(id);
      return item ? view(item) : null;
    },
    retry: (id) => work.retry(id, now()),
    retryAllFailed: (destination) => work.retryAllFailed(now(), destination),
  };
}
