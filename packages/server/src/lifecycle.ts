import type { AppDeps, ServerApp } from './app-types.ts';
import type { ServerConfig } from '@zk/config';
import { securityEventRetentionDays } from './audit/security-events.ts';
import { intervalScheduler, startRetention, startUnconfirmedPurge } from './leads/lead-erasure.ts';
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
  const stopRetention =
    config.leadsRetentionDays === undefined
      ? undefined
      : startRetention(erasure, config.leadsRetentionDays, deps.schedule ?? intervalScheduler, (message) => logger.info(message));
  const stopUnconfirmedPurge = startUnconfirmedPurge(
    erasure,
    config.waitlistConfirmDays ?? 30,
    deps.schedule ?? intervalScheduler,
    (message) => logger.info(message),
  );

  const purgeSecurityEvents = () =>
    securityEvents.purgeBefore(now() - securityEventRetentionDays * dayMs).then(
      (erased) => erased > 0 && logger.info(`Retention: erased ${erased} security event(s) older than ${securityEventRetentionDays} days`),
      (error: unknown) => logger.error(`Security log retention failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void purgeSecurityEvents();
  const stopSecurityRetention = (deps.schedule ?? intervalScheduler)(() => void purgeSecurityEvents(), dayMs);

  const backups = config.backup ? startBackups({ db, config: config.backup, logger, now, ...deps.backups }) : undefined;

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
      scrub.stop();
      banner.stop();
      feed.stop();
      leadChanges.stop();
      stopRetention?.();
      stopUnconfirmedPurge();
      stopSecurityRetention();
      metrics?.stop();
      hub.closeAll();
      served.close();
      if (ownsDb) db.close();
    },
  };
}
