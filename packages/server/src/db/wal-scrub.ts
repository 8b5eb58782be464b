import type { Db } from './database.ts';

/** `PRAGMA wal_checkpoint(TRUNCATE)`'s answer. */
export interface CheckpointResult {
  /** 1 when another connection (a reader on an older snapshot, a writer) kept it from finishing. */
  busy: number;
  /** Frames in the WAL. */
  log: number;
  /** Frames copied into the database file. */
  checkpointed: number;
}

export interface WalScrub {
  /**
   * Copies the WAL into the database file and empties it, without waiting for other connections. True
   * when done; false when a reader (a backup, say) holds an older snapshot, or the storage refused it (a
   * full disk: the database file cannot grow): it is then retried in the background, off every request,
   * until it is done.
   */
  scrub(): boolean;
  /** A scrub is waiting for another connection. */
  pending(): boolean;
  /** Resolves once no scrub is pending. */
  settled(): Promise<void>;
  stop(): void;
}

export interface WalScrubOptions {
  /** Told when a pending scrub has finished (the audit line). */
  onCompleted: () => void;
  log: (message: string) => void;
  /** Waits between background tries: from the first value, doubling, up to the second. */
  retryMs?: [number, number];
}

/** One checkpoint try that never waits: `busy_timeout` is 0 while it runs, so no request is held up by it. */
export function checkpointWithoutWaiting(db: Db): CheckpointResult {
  const previous = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as CheckpointResult[];
    return result ?? { busy: 1, log: -1, checkpointed: -1 };
  } finally {
    db.pragma(`busy_timeout = ${previous}`);
  }
}

const complete = (result: CheckpointResult) => result.busy === 0 && result.log === result.checkpointed;

/** A checkpoint the storage refused (a full disk, an I/O error): worth trying again once there is room. */
const storageRefused = (error: unknown) => /^SQLITE_(FULL|IOERR)/.test(String((error as { code?: unknown } | null)?.code ?? ''));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * After an erasure: with `secure_delete` the erased rows' pages are zeroed in the WAL, but their old
 * versions stay in the WAL and in the database file until a checkpoint copies the zeroed pages over them
 * and the WAL is emptied. A connection reading an older snapshot blocks that; instead of waiting for it
 * (`busy_timeout` would hold the whole server), the scrub tries again later until it completes.
 */
export function walScrub(db: Db, options: WalScrubOptions): WalScrub {
  const [firstMs, maxMs] = options.retryMs ?? [100, 5_000];
  let waiting = false;
  let delay = firstMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let waiters: Array<() => void> = [];

  const finished = () => {
    waiting = false;
    delay = firstMs;
    options.onCompleted();
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  /** The storage refused the last try: told once, until a try gets through. */
  let refused = false;
  const tryNow = (): boolean => {
    try {
      const done = complete(checkpointWithoutWaiting(db));
      refused = false;
      return done;
    } catch (error) {
      if (!storageRefused(error)) throw error;
      if (!refused) options.log(`WAL checkpoint refused by the storage (${messageOf(error)}): tried again in the background`);
      refused = true;
      return false;
    }
  };
  const retryLater = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => {
      try {
        if (tryNow()) finished();
        else retryLater();
      } catch (error) {
        options.log(`WAL scrub stopped: ${messageOf(error)}`);
      }
    }, delay);
    timer.unref?.();
    delay = Math.min(delay * 2, maxMs);
  };

  return {
    scrub() {
      if (tryNow()) {
        if (waiting) {
          clearTimeout(timer);
          finished();
        }
        return true;
      }
      if (!waiting) {
        waiting = true;
        retryLater();
      }
      return false;
    },
    pending: () => waiting,
    settled: () => (waiting ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
