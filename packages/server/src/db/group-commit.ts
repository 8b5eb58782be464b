import type { Kysely } from 'kysely';
import type { Engine } from './engine/engine-types.ts';
import type { Schema } from './engine/schema.ts';

/** A write of the group: it runs its statements on `trx` and awaits nothing else (see `engine/sqlite-engine.ts`). */
export type GroupWrite<T> = (trx: Kysely<Schema>) => Promise<T>;

export interface GroupCommit {
  <T>(write: GroupWrite<T>): Promise<T>;
  /** Commits what is queued now instead of on the next turn of the event loop (graceful shutdown). */
  flush(): Promise<void>;
}

interface Pending {
  write: GroupWrite<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes queued during one turn of the event loop run in a single transaction, so
 * concurrent requests share one commit (one fsync on SQLite with `synchronous=FULL`, one round trip of
 * the WAL flush on PostgreSQL) instead of paying one each. Each promise settles only after its
 * transaction committed. If a batch fails, its writes are retried one by one, each in its own
 * transaction, so a bad write fails alone.
 */
export function groupCommit(engine: Pick<Engine, 'db'>, maxBatch = 256): GroupCommit {
  let queue: Pending[] = [];
  let scheduled = false;

  const inTransaction = <T>(work: GroupWrite<T>) => engine.db.transaction().execute(work);

  async function commitBatch(batch: Pending[]) {
    let results: unknown[];
    try {
      results = await inTransaction(async (trx) => {
        const out: unknown[] = [];
        for (const item of batch) out.push(await item.write(trx));
        return out;
      });
    } catch {
      for (const item of batch) await inTransaction(item.write).then(item.resolve, item.reject);
      return;
    }
    batch.forEach((item, i) => item.resolve(results[i]));
  }

  function flush(): Promise<void> {
    scheduled = false;
    const batch = queue;
    queue = [];
    return batch.length === 0 ? Promise.resolve() : commitBatch(batch);
  }

  const commit = <T>(write: GroupWrite<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ write: write as GroupWrite<unknown>, resolve: resolve as (value: unknown) => void, reject });
      if (queue.length >= maxBatch) void flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
  return Object.assign(commit, { flush });
}
