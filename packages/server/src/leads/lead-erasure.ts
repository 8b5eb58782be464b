import type { LeadKind } from '@zk/data';
import type { SecurityLog } from '../audit/security-log.ts';
import type { LeadInboxRepo, LeadRef } from '../db/lead-inbox-repo.ts';
import type { LeadEvents } from '../events/lead-events.ts';

/** Who asked for an erasure: the operator's account id and client address (for the audit line). */
export interface ErasureActor {
  operator: string;
  ip: string;
}

export interface LeadErasure {
  /** Erases one lead; returns how many rows went (0 when there was none). */
  eraseOne(kind: LeadKind, id: string, actor: ErasureActor): number;
  /** Erases every lead of an e-mail address (an erasure request). */
  eraseByEmail(email: string, actor: ErasureActor): number;
  /** Erases the leads older than `days` days (retention). */
  purgeOlderThan(days: number): number;
  /** Erases the waitlist entries whose confirmation link went out more than `days` days ago and was never used. */
  purgeUnconfirmed(days: number): number;
}

export interface LeadErasureDeps {
  repo: LeadInboxRepo;
  events: LeadEvents;
  security: SecurityLog;
  now: () => number;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deleted means gone: the rows, their search entries (triggers) and their Airtable forwards go in one
 * transaction, then the WAL is checkpointed and truncated so the old pages are not left in the log
 * (with `secure_delete` the freed space in the database file is zeroed). One audit line per erasure,
 * with the count and who did it, never the lead's data.
 */
export function leadErasure({ repo, events, security, now }: LeadErasureDeps): LeadErasure {
  const finish = (erased: LeadRef[], scope: 'lead' | 'email', actor: ErasureActor) => {
    if (erased.length === 0) return 0;
    repo.checkpoint();
    security.record('leads_erased', { outcome: 'success', ip: actor.ip, operator: actor.operator, count: erased.length, scope });
    for (const { kind, id } of erased) events.publish({ kind, id, change: 'erased' });
    return erased.length;
  };
  return {
    eraseOne: (kind, id, actor) => finish(repo.erase(kind, id), 'lead', actor),
    eraseByEmail: (email, actor) => finish(repo.eraseByEmail(email), 'email', actor),
    purgeOlderThan(days) {
      const cutoff = new Date(now() - days * dayMs).toISOString();
      const count = repo.purgeCreatedBefore(cutoff);
      if (count > 0) {
        repo.checkpoint();
        security.record('leads_erased', { outcome: 'success', count, scope: 'retention' });
      }
      return count;
    },
    purgeUnconfirmed(days) {
      const erased = repo.eraseUnconfirmedBefore(now() - days * dayMs);
      if (erased.length > 0) {
        repo.checkpoint();
        security.record('leads_erased', { outcome: 'success', count: erased.length, scope: 'unconfirmed' });
      }
      return erased.length;
    },
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
 * Runs a purge once at start and then once a day, logging what it erased. A purge sends no per-lead
 * `lead` events (it may remove thousands); an open inbox sees them gone on its next load.
 */
function startDailyPurge(purge: () => number, what: string, schedule: Scheduler, log: (message: string) => void): () => void {
  const run = () => {
    try {
      const count = purge();
      if (count > 0) log(`Retention: erased ${count} ${what}`);
    } catch (error) {
      log(`Retention purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  run();
  return schedule(run, dayMs);
}

/** `LEADS_RETENTION_DAYS`: purges older leads once at start and then once a day. */
export function startRetention(erasure: LeadErasure, days: number, schedule: Scheduler, log: (message: string) => void): () => void {
  return startDailyPurge(() => erasure.purgeOlderThan(days), `lead(s) older than ${days} day(s)`, schedule, log);
}

/** `WAITLIST_CONFIRM_DAYS`: erases waitlist sign-ups never confirmed within that many days, at start and daily. */
export function startUnconfirmedPurge(erasure: LeadErasure, days: number, schedule: Scheduler, log: (message: string) => void): () => void {
  return startDailyPurge(() => erasure.purgeUnconfirmed(days), `unconfirmed waitlist sign-up(s) older than ${days} day(s)`, schedule, log);
}
