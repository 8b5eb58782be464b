import type { AppDeps, ServerApp } from './app-types.ts';
import type { ServerConfig } from '@zk/config';
import { intervalScheduler, startRetention, startUnconfirmedPurge } from './leads/lead-erasure.ts';
import { startBackups } from './ops/backup-schedule.ts';
import type { Wired } from './wiring.ts';

export type Lifecycle = Pick<ServerApp, 'endStreams' | 'stopForwarding' | 'flushWrites' | 'stopBackground' | 'close'>;

/**
 * Starts the outbox, the retention and unconfirmed-waitlist purges and the scheduled backups; returns the
 * steps that stop them (graceful shutdown: `ops/shutdown.ts`) and `close`, which stops everything in order.
 */
export function startLifecycle(config: ServerConfig, deps: AppDeps, wired: Wired): Lifecycle {
  const { db, ownsDb, now, logger, outbox, erasure, commit, scrub, banner, feed, leadChanges, metrics, hub, served } = wired;
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

  const backups = config.backup ? startBackups({ db, config: config.backup, logger, now, ...deps.backups }) : undefined;

  let closed = false;
  return {
    endStreams: () => hub.closeAll(),
    stopForwarding: (options) => outbox.stop(options),
    flushWrites: () => commit.flush(),
    stopBackground: async (options) => {
      await Promise.all([outbox.stop(options), backups?.stop()]);
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
      metrics?.stop();
      hub.closeAll();
      served.close();
      if (ownsDb) db.close();
    },
  };
}
