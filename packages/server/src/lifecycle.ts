import type { AppDeps, ServerApp } from './app-types.ts';
import type { ServerConfig } from '@zk/config';
import { securityEventRetentionDays } from './audit/security-events.ts';
import { jobRunsStore } from './db/engine/job-runs-store.ts';
import { intervalScheduler, purgeTakeoverMs, startRetention, startUnconfirmedPurge } from './leads/lead-erasure.ts';
import { startBackups } from './ops/backup-schedule.ts';
import type { Wired } from './wiring.ts';

const dayMs = 24 * 3_600_000;

export type Lifecycle = Pick<ServerApp, 'endStreams' | 'stopForwarding' | 'flushWrites' | 'stopBackground' | 'close'>;

/**
 * Starts the outbox, the retention and unconfirmed-waitlist purges and the scheduled backups; returns the
 * steps that stop them (graceful shutdown: `ops/shutdown.ts`) and `close`, which stops everything in order.
 */
export function startLifecycle(config: ServerConfig, deps: AppDeps, wired: Wired): Lifecycle {
  const {
    db,
    ownsDb,
    engine,
    now,
    logger,
    outbox,
    erasure,
    commit,
    scrub,
    banner,
    feed,
    leadChanges,
    metrics,
    hub,
    served,
    securityEvents,
    securityWrites,
  } = wired;
  outbox.start();
  // With several servers on one database, each purge runs on one of them (the one that ran it last).
  const jobs = jobRunsStore(engine, now);
  const stopRetention =
    config.leadsRetentionDays === undefined
      ? undefined
      : startRetention(
          erasure,
          config.leadsRetentionDays,
          deps.schedule ?? intervalScheduler,
          (message) => logger.info(message),
          () => jobs.claim('retention', purgeTakeoverMs),
        );
  const stopUnconfirmedPurge = startUnconfirmedPurge(
    erasure,
    config.waitlistConfirmDays ?? 30,
    deps.schedule ?? intervalScheduler,
    (message) => logger.info(message),
    () => jobs.claim('unconfirmed-purge', purgeTakeoverMs),
  );

  const purgeSecurityEvents = () =>
    securityEvents.purgeBefore(now() - securityEventRetentionDays * dayMs).then(
      (erased) => erased > 0 && logger.info(`Retention: erased ${erased} security event(s) older than ${securityEventRetentionDays} days`),
      (error: unknown) => logger.error(`Security log retention failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  const securityRetention = () =>
    void jobs.claim('security-log-purge', purgeTakeoverMs).then(
      (mine) => mine && purgeSecurityEvents(),
      (error: unknown) => logger.error(`Security log retention not started: ${error instanceof Error ? error.message : String(error)}`),
    );
  securityRetention();
  const stopSecurityRetention = (deps.schedule ?? intervalScheduler)(securityRetention, dayMs);

  const backups = config.backup && db ? startBackups({ db, config: config.backup, logger, now, ...deps.backups }) : undefined;

  let closed = false;
  return {
    endStreams: () => hub.closeAll(),
    stopForwarding: (options) => outbox.stop(options),
    flushWrites: () => commit.flush(),
    stopBackground: async (options) => {
      await Promise.all([outbox.stop(options), backups?.stop(), securityWrites.flush()]);
    },
    close() {
      if (closed) return;
      closed = true;
      void outbox.stop();
      void backups?.stop();
      scrub?.stop();
      banner.stop();
      feed.stop();
      leadChanges.stop();
      stopRetention?.();
      stopUnconfirmedPurge();
      stopSecurityRetention();
      metrics?.stop();
      hub.closeAll();
      served.close();
      if (ownsDb) db?.close();
    },
  };
}
