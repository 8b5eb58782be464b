import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupConfig } from '@zk/config';
import type { Db } from '../db/database.ts';
import { backupDatabase, backupFailure } from './backup.ts';
import type { Logger } from './logger.ts';

const hourMs = 3_600_000;
/** After a failed backup, the next try comes this soon (or at the interval, if that is sooner). */
const retryMs = hourMs;
/** The scheduled backup copies 4 MB (of 4 KB pages) per turn of the event loop, so requests are answered between steps. */
const pagesPerStep = 1000;
const backupName = /^zk-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)Z\.sqlite$/;

/** `zk-2026-11-25T22-00-00Z.sqlite`: sortable by name, no colons (they upset some file systems). */
export function backupFileName(at: number): string {
  return `zk-${new Date(at).toISOString().slice(0, 19).replaceAll(':', '-')}Z.sqlite`;
}

/** The scheduled backups in `dir`, oldest first, with the time each was taken. */
export function listBackups(dir: string): Array<{ file: string; at: number }> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const match = backupName.exec(name);
      return match ? [{ file: join(dir, name), at: Date.parse(`${match[1]}:${match[2]}:${match[3]}Z`) }] : [];
    })
    .sort((a, b) => a.at - b.at);
}

/** Deletes all but the newest `keep` backups (and any half-written one left by a crash); returns what it deleted. */
export function rotateBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((backup) => backup.file);
  const partials = readdirSync(dir).filter((name) => name.endsWith('.partial') && backupName.test(name.slice(0, -'.partial'.length)));
  old.push(...partials.map((name) => join(dir, name)));
  for (const file of old) rmSync(file, { force: true });
  return old;
}

export interface BackupScheduleDeps {
  db: Db;
  config: BackupConfig;
  logger: Logger;
  now?: () => number;
  /** Calls back after `ms` (at most about 24 days at a time); returns a cancel function. Injectable for tests. */
  setTimer?: (callback: () => void, ms: number) => () => void;
  /** Told after each attempt (tests wait on it). */
  onSettled?: (outcome: { ok: true; file: string } | { ok: false; message: string }) => void;
}

const realTimer = (callback: () => void, ms: number) => {
  const timer = setTimeout(callback, Math.min(ms, 2 ** 31 - 1));
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * Scheduled backups (`BACKUP_DIR`): one every `BACKUP_INTERVAL_HOURS`, counted from the newest backup
 * already there (so a restart neither skips nor repeats one; one dated in the future counts as taken now, with a
 * warning naming it), then the oldest beyond `BACKUP_KEEP`
 * deleted. A failure (full or read-only disk, say) is logged and retried within the hour; the server
 * itself is not affected. `stop()` resolves once a backup in progress has finished.
 */
export function startBackups({ db, config, logger, now = Date.now, setTimer = realTimer, onSettled }: BackupScheduleDeps): {
  stop(): Promise<void>;
} {
  const intervalMs = config.intervalHours * hourMs;
  let cancel: () => void = () => {};
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = (dueAt: number) => {
    if (stopped) return;
    const wait = dueAt - now();
    cancel = setTimer(() => (now() >= dueAt ? void run() : schedule(dueAt)), Math.max(0, wait));
  };

  const run = async () => {
    const file = join(config.dir, backupFileName(now()));
    running = backupDatabase(db, file, pagesPerStep).then(
      ({ bytes, ms }) => {
        const deleted = rotateBackups(config.dir, config.keep);
        logger.info({ type: 'backup', file, bytes, durationMs: Math.round(ms), deleted: deleted.length }, 'backup written');
        onSettled?.({ ok: true, file });
        schedule(now() + intervalMs);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : backupFailure(error, file);
        logger.error({ type: 'backup', file }, message);
        onSettled?.({ ok: false, message });
        schedule(now() + Math.min(retryMs, intervalMs));
      },
    );
    await running;
    running = null;
  };

  const newest = listBackups(config.dir).at(-1);
  if (newest && newest.at > now()) {
    logger.warn(
      { type: 'backup', file: newest.file },
      `The backup ${newest.file} is dated in the future: the next backup is counted from now, not from it. ` +
        'Check the clock; move the file away if its date is wrong (it counts among the newest BACKUP_KEEP until then).',
    );
  }
  schedule(newest ? Math.min(newest.at, now()) + intervalMs : now());
  return {
    async stop() {
      stopped = true;
      cancel();
      await running;
    },
  };
}
