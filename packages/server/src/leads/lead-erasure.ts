import type { LeadKind } from '@zk/data';
import type { SecurityLog } from '../audit/security-log.ts';
import type { Kysely } from 'kysely';
import type { ErasureStore } from '../db/engine/erasure-store.ts';
import type { Schema } from '../db/engine/schema.ts';
import type { LeadRef } from '../db/lead-rows.ts';
import type { WalScrub } from '../db/wal-scrub.ts';
import type { LeadEvents } from '../events/lead-events.ts';

/** Who asked for an erasure: the operator's account id and client address (for the audit line). */
export interface ErasureActor {
  operator: string;
  ip: string;
}

/** What an erasure did (the API's answer). */
export interface ErasureResult {
  /** Leads deleted from the tables and the search index. */
  erased: number;
  /** Deletions of copies elsewhere (Airtable records) queued in the outbox, sent through its rate limit until done. */
  queuedDeletes: number;
  /**
   * SQLite: the old pages are still in the WAL or the file because another connection reads an older
   * snapshot; retried in the background. Always false on PostgreSQL (see the README on VACUUM).
   */
  scrubPending: boolean;
}

export interface LeadErasure {
  /** Erases one lead (`erased` 0 when there was none). */
  eraseOne(kind: LeadKind, id: string, actor: ErasureActor): Promise<ErasureResult>;
  /** Erases every lead of an e-mail address (an erasure request). */
  eraseByEmail(email: string, actor: ErasureActor): Promise<ErasureResult>;
  /** Erases the leads older than `days` days (retention). */
  purgeOlderThan(days: number): Promise<ErasureResult>;
  /** Erases the waitlist entries whose confirmation link went out more than `days` days ago and was never used. */
  purgeUnconfirmed(days: number): Promise<ErasureResult>;
}

export interface LeadErasureDeps {
  store: ErasureStore;
  /** Runs the erasure as one write transaction. */
  transaction: <T>(work: (trx: Kysely<Schema>) => Promise<T>) => Promise<T>;
  /** Forgets the leads' outbox items inside the transaction, queueing the deletion of their copies; `kick` sends them. */
  outbox: { forgetLeads(trx: Kysely<Schema>, leads: readonly LeadRef[]): Promise<number>; kick(): void };
  /** SQLite's WAL scrub; none on PostgreSQL. */
  scrub?: WalScrub;
  events: LeadEvents;
  security: SecurityLog;
  now: () => number;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deleted means gone: the rows, their search entries (triggers) and their outbox items go in one
 * transaction, which also queues the deletion of copies already sent (Airtable records: the queued item
 * holds only the record id). Then the WAL is checkpointed and emptied so the old pages are not left in the
 * log or the file (with `secure_delete` the freed space is zeroed); when another reader prevents that, the
 * answer and the audit line say `scrubPending` and the scrub finishes in the background. One audit line
 * per erasure, with the count and who did it, never the lead's data.
 */
export function leadErasure({ store, transaction, outbox, scrub, events, security, now }: LeadErasureDeps): LeadErasure {
  type Remove = (trx: Kysely<Schema>) => Promise<LeadRef[]>;
  const run = async (remove: Remove) => {
    const { erased, queuedDeletes } = await transaction(async (trx) => {
      const leads = await remove(trx);
      return { erased: leads, queuedDeletes: leads.length > 0 ? await outbox.forgetLeads(trx, leads) : 0 };
    });
    if (queuedDeletes > 0) outbox.kick();
    const scrubPending = erased.length > 0 && scrub !== undefined && !scrub.scrub();
    return { erased, result: { erased: erased.length, queuedDeletes, scrubPending } };
  };
  const erase = async (remove: Remove, scope: 'lead' | 'email', actor: ErasureActor): Promise<ErasureResult> => {
    const { erased, result } = await run(remove);
    if (erased.length === 0) return result;
    const { queuedDeletes, scrubPending } = result;
    security.record('leads_erased', {
      outcome: 'success',
      ip: actor.ip,
      operator: actor.operator,
      count: erased.length,
      scope,
      queuedDeletes,
      scrubPending,
    });
    for (const { kind, id } of erased) events.publish({ kind, id, change: 'erased' });
    return result;
  };
  /** A purge (no operator): one audit line, no per-lead events. */
  const purge = async (remove: Remove, scope: 'retention' | 'unconfirmed'): Promise<ErasureResult> => {
    const { result } = await run(remove);
    const { erased: count, queuedDeletes, scrubPending } = result;
    if (count > 0) security.record('leads_erased', { outcome: 'success', count, scope, queuedDeletes, scrubPending });
    return result;
  };
  return {
    eraseOne: (kind, id, actor) => erase((trx) => store.erase(trx, kind, id), 'lead', actor),
    eraseByEmail: (email, actor) => erase((trx) => store.eraseByEmail(trx, email), 'email', actor),
    purgeOlderThan: (days) => purge((trx) => store.purgeCreatedBefore(trx, new Date(now() - days * dayMs).toISOString()), 'retention'),
    purgeUnconfirmed: (days) => purge((trx) => store.eraseUnconfirmedBefore(trx, now() - days * dayMs), 'unconfirmed'),
  };
}

/** Schedules a task to run every `ms`; returns a function that cancels it. Injectable for tests. */
export type Scheduler = (task: () => void, ms: number) => () => void;

export const intervalScheduler: Scheduler = (task, ms) => {
  const timer = setInterval(task, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * Whether this server runs the purge now: with several servers on one database, only the one that ran it
 * last, until it has missed a period (`db/engine/job-runs-store.ts`); alone, always.
 */
export type ClaimRun = () => Promise<boolean>;

const alwaysRun: ClaimRun = async () => true;

/** How long after a server's purge another server takes the purge over: a day and an hour. */
export const purgeTakeoverMs = dayMs + 60 * 60 * 1000;

/**
 * Runs a purge once at start and then once a day, logging what it erased: on one server of a cluster
 * only (`claim`). A purge sends no per-lead `lead` events (it may remove thousands); an open inbox sees
 * them gone on its next load.
 */
function startDailyPurge(
  purge: () => Promise<ErasureResult>,
  what: string,
  schedule: Scheduler,
  log: (message: string) => void,
  claim: ClaimRun,
): () => void {
  const run = () => {
    claim().then(
      async (mine) => {
        if (!mine) return;
        try {
          const { erased } = await purge();
          if (erased > 0) log(`Retention: erased ${erased} ${what}`);
        } catch (error) {
          log(`Retention purge failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
      (error: unknown) => log(`Retention purge not started: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  run();
  return schedule(run, dayMs);
}

/** `LEADS_RETENTION_DAYS`: purges older leads once at start and then once a day. */
export function startRetention(
  erasure: LeadErasure,
  days: number,
  schedule: Scheduler,
  log: (message: string) => void,
  claim: ClaimRun = alwaysRun,
): () => void {
  return startDailyPurge(() => erasure.purgeOlderThan(days), `lead(s) older than ${days} day(s)`, schedule, log, claim);
}

/** `WAITLIST_CONFIRM_DAYS`: erases waitlist sign-ups never confirmed within that many days, at start and daily. */
export function startUnconfirmedPurge(
  erasure: LeadErasure,
  days: number,
  schedule: Scheduler,
  log: (message: string) => void,
  claim: ClaimRun = alwaysRun,
): () => void {
  return startDailyPurge(
    () => erasure.purgeUnconfirmed(days),
    `unconfirmed waitlist sign-up(s) older than ${days} day(s)`,
    schedule,
    log,
    claim,
  );
}
