import type { Countdown, CountdownChange } from '@zk/data';
import type { Kysely } from 'kysely';
import type { Engine } from '../db/engine/engine.ts';
import type { Schema } from '../db/engine/schema.ts';

export interface FeedEntry {
  seq: number;
  change: CountdownChange;
}

export type FeedListener = (entry: FeedEntry) => void;

export interface CountdownFeed {
  /**
   * Logs a change in the transaction `trx` that makes it (which took the `countdown_changes` lock first:
   * see {@link countdownFeedLock}), then call {@link CountdownFeed.publish} after commit.
   */
  record(trx: Kysely<Schema>, type: CountdownChange['type'], countdown: Countdown): Promise<FeedEntry>;
  publish(entry: FeedEntry): void;
  /** Changes after `seq`, or `'gap'` when some were pruned (or the log is from another database). */
  since(seq: number): Promise<FeedEntry[] | 'gap'>;
  latestSeq(): Promise<number>;
  subscribe(listener: FeedListener): () => void;
}

/** The lock a transaction takes before it changes countdowns, so changes commit in `seq` order. */
export const countdownFeedLock = 'countdown_changes';

interface ChangeRow {
  seq: number;
  type: CountdownChange['type'];
  countdown: string;
}

function toEntry(row: ChangeRow): FeedEntry {
  return { seq: row.seq, change: { type: row.type, countdown: JSON.parse(row.countdown) as Countdown } };
}

/**
 * The countdown change log: persisted (the last `retain` changes) so a reconnecting subscriber resumes
 * from `Last-Event-ID` without missing a change, and fanned out in memory.
 */
export function countdownFeed({ db }: Pick<Engine, 'db'>, now: () => number, retain = 1000): CountdownFeed {
  const listeners = new Set<FeedListener>();
  const bounds = () =>
    db
      .selectFrom('countdown_changes')
      .select((eb) => [eb.fn.min('seq').as('first'), eb.fn.max('seq').as('last')])
      .executeTakeFirstOrThrow();
  const latestSeq = async () => Number((await bounds()).last ?? 0);

  return {
    async record(trx, type, countdown) {
      const { seq } = await trx
        .insertInto('countdown_changes')
        .values({ type, countdown: JSON.stringify(countdown), created_at: now() })
        .returning('seq')
        .executeTakeFirstOrThrow();
      if (seq > retain)
        await trx
          .deleteFrom('countdown_changes')
          .where('seq', '<=', seq - retain)
          .execute();
      return { seq, change: { type, countdown } as CountdownChange };
    },
    publish(entry) {
      for (const listener of listeners) listener(entry);
    },
    async since(seq) {
      const { first, last } = await bounds();
      const latest = Number(last ?? 0);
      if (seq === latest) return [];
      if (seq > latest || first === null || Number(first) > seq + 1) return 'gap';
      const rows = await db
        .selectFrom('countdown_changes')
        .select(['seq', 'type', 'countdown'])
        .where('seq', '>', seq)
        .orderBy('seq')
        .execute();
      return rows.map(toEntry);
    },
    latestSeq,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
