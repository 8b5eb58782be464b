import type { Db } from './database.ts';

export interface GroupCommit {
  <T>(write: () => T): Promise<T>;
  /** Commits what is queued now instead of on the next turn of the event loop (graceful shutdown). */
  flush(): void;
}

interface Pending {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes queued during one turn of the event loop run in a single transaction, so
 * concurrent requests share one fsync instead of paying one each. Each promise settles only after
 * its transaction committed (durably, with `synchronous=FULL`). If a batch fails, its writes are
 * retried one by one so a bad write fails alone.
 */
export function groupCommit(db: Db, maxBatch = 256): GroupCommit {
  let queue: Pending[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    let results: unknown[];
    try {
      results = db.transaction(() => batch.map((item) => item.write())).immediate();
    } catch {
      for (const item of batch) {
        try {
          item.resolve(db.transaction(item.write).immediate());
        } catch (error) {
          item.reject(error);
        }
      }
      return;
    }
    batch.forEach((item, i) => item.resolve(results[i]));
  }

  const commit = <T>(write: () => T) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (queue.length >= maxBatch) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
  return Object.assign(commit, { flush });
}
