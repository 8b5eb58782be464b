import type { LeadKind } from '@zk/data';
import type { SecurityLog } from '../audit/security-log.ts';
import type { LeadInboxRepo, LeadRef } from '../db/lead-inbox-repo.ts';
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
  /** The old pages are still in the WAL or the file because another connection reads an older snapshot; retried in the background. */
  scrubPending: boolean;
}

export interface LeadErasure {
  /** Erases one lead (`erased` 0 when there was none). */
  eraseOne(kind: LeadKind, id: string, actor: ErasureActor): ErasureResult;
  /** Erases every lead of an e-mail address (an erasure request). */
  eraseByEmail(email: string, actor: ErasureActor): ErasureResult;
  /** Erases the leads older than `days` days (retention). */
  purgeOlderThan(days: number): ErasureResult;
  /** Erases the waitlist entries whose confirmation link went out more than `days` days ago and was never used. */
  purgeUnconfirmed(days: number): ErasureResult;
}

export interface LeadErasureDeps {
  repo: LeadInboxRepo;
  /** Runs the erasure as one write transaction. */
  transaction: <T>(work: () => T) => T;
  /** Forgets the leads' outbox items inside the transaction, queueing the deletion of their copies; `kick` sends them. */
  outbox: { forgetLeads(leads: readonly LeadRef[]): number; kick(): void };
  scrub: WalScrub;
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
export function leadErasure({ repo, transaction, outbox, scrub, events, security, now }: LeadErasureDeps): LeadErasure {
  const run = (remove: () => LeadRef[]) => {
    const { erased, queuedDeletes } = transaction(() => {
      const leads = remove();
      return { erased: leads, queuedDeletes: leads.length > 0 ? outbox.forgetLeads(leads) : 0 };
    });
    if (queuedDeletes > 0) outbox.kick();
    const scrubPending = erased.length > 0 && !scrub.scrub();
    return { erased, result: { erased: erased.length, queuedDeletes, scrubPending } };
  };
  const erase = (remove: () => LeadRef[], scope: 'lead' | 'email', actor: ErasureActor): ErasureResult => {
    const { erased, result } = run(remove);
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
  const purge = (remove: () => LeadRef[], scope: 'retention' | 'unconfirmed'): ErasureResult => {
    const { result } = run(remove);
    const { erased: count, queuedDeletes, scrubPending } = result;
    if (count > 0) security.record('leads_erased', { outcome: 'success', count, scope, queuedDeletes, scrubPending });
    return result;
  };
  return {
    eraseOne: (kind, id, actor) => erase(() => repo.erase(kind, id), 'lead', actor),
    eraseByEmail: (email, actor) => erase(() => repo.eraseByEmail(email), 'email', actor),
    purgeOlderThan: (days) => purge(() => repo.purgeCreatedBefore(new Date(now() - days * dayMs).toISOString()), 'retention'),
    purgeUnconfirmed: (days) => purge(() => repo.eraseUnconfirmedBefore(now() - days * dayMs), 'unconfirmed'),
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
  purge: () => ErasureResult,
  what: string,
  schedule: Scheduler,
  log: (message: string) => void,
  claim: ClaimRun,
): () => void {
  const run = () => {
    claim().then(
      (mine) => {
        if (!mine) return;
        try {
          const { erased } = purge();
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
