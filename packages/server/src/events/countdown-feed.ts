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
  /** Sends a committed change to this server's subscribers now and to the other servers' through the database. */
  publish(entry: FeedEntry): void;
  /** Reads where the log stands and listens for the other servers' changes; resolves once nothing can be missed. */
  start(): Promise<void>;
  /** Stops listening to the other servers. */
  stop(): void;
  /** Changes after `seq`, or `'gap'` when some were pruned (or the log is from another database). */
  since(seq: number): Promise<FeedEntry[] | 'gap'>;
  latestSeq(): Promise<number>;
  /** Each change once, in `seq` order, whichever server made it. */
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
 * from `Last-Event-ID` without missing a change, and fanned out to subscribers in `seq` order. A change
 * made here goes out at once; a change made by another server on the same database arrives as its
 * `seq` (`engine.live`), and what this server has not yet sent is read from the log, so a lost or
 * reordered notification never loses or reorders a change.
 */
export function countdownFeed(
  { db, live }: Pick<Engine, 'db' | 'live'>,
  now: () => number,
  { retain = 1000, log = () => {} }: { retain?: number; log?: (message: string) => void } = {},
): CountdownFeed {
  const listeners = new Set<FeedListener>();
  const bounds = () =>
    db
      .selectFrom('countdown_changes')
      .select((eb) => [eb.fn.min('seq').as('first'), eb.fn.max('seq').as('last')])
      .executeTakeFirstOrThrow();
  const latestSeq = async () => Number((await bounds()).last ?? 0);

  /** The last `seq` sent to the subscribers (undefined before `start`). */
  let sent: number | undefined;
  let catchingUp = Promise.resolve();
  let busy = false;
  let stopListening = () => {};

  function deliver(entry: FeedEntry) {
    sent = entry.seq;
    for (const listener of listeners) listener(entry);
  }

  async function since(seq: number): Promise<FeedEntry[] | 'gap'> {
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
  }

  /** Sends what the log holds after the last change sent; after a gap, skips to the newest (streams resync by `seq`). */
  function catchUp() {
    catchingUp = catchingUp
      .then(async () => {
        if (sent === undefined) return;
        busy = true;
        const missed = await since(sent);
        if (missed === 'gap') sent = await latestSeq();
        else missed.forEach((entry) => entry.seq > (sent ?? 0) && deliver(entry));
      })
      .catch((error: unknown) =>
        log(`Countdown feed: reading the change log failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        busy = false;
      });
  }

  function received(seq: number | null) {
    if (sent === undefined || (seq !== null && seq <= sent)) return;
    catchUp();
  }

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
      if (sent !== undefined && entry.seq === sent + 1 && !busy) deliver(entry);
      else received(entry.seq);
      live
        .notify('countdown_changes', String(entry.seq))
        .catch((error: unknown) =>
          log(`Countdown feed: telling the other servers failed: ${error instanceof Error ? error.message : String(error)}`),
        );
    },
    async start() {
      if (sent !== undefined) return;
      stopListening = await live.listen('countdown_changes', (payload) => received(payload === null ? null : Number(payload)));
      sent = await latestSeq();
    },
    stop() {
      stopListening();
    },
    since,
    latestSeq,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
