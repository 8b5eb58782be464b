import type { Countdown, CountdownChange } from '@zk/data';
import type { Db } from '../db/database.ts';

export interface FeedEntry {
  seq: number;
  change: CountdownChange;
}

export type FeedListener = (entry: FeedEntry) => void;

export interface CountdownFeed {
  /** Logs a change; call inside the transaction that makes it, then {@link CountdownFeed.publish} after commit. */
  record(type: CountdownChange['type'], countdown: Countdown): FeedEntry;
  publish(entry: FeedEntry): void;
  /** Changes after `seq`, or `'gap'` when some were pruned (or the log is from another database). */
  since(seq: number): FeedEntry[] | 'gap';
  latestSeq(): number;
  subscribe(listener: FeedListener): () => void;
}

interface ChangeRow {
  seq: number;
  type: CountdownChange['type'];
  countdown: string;
}

function toEntry(row: ChangeRow): FeedEntry {
  return { seq: row.seq, change: { type: row.type, countdown: JSON.parse(row.countdown) as Countdown } };
}

/**
 * The countdown change log: persisted in SQLite (the last `retain` changes) so a reconnecting
 * subscriber resumes from `Last-Event-ID` without missing a change, and fanned out in memory.
 */
export function countdownFeed(db: Db, now: () => number, retain = 1000): CountdownFeed {
  const insert = db.prepare<[string, string, number], { seq: number }>(
    'INSERT INTO countdown_changes (type, countdown, created_at) VALUES (?, ?, ?) RETURNING seq',
  );
  const prune = db.prepare<[number]>('DELETE FROM countdown_changes WHERE seq <= ?');
  const after = db.prepare<[number], ChangeRow>('SELECT seq, type, countdown FROM countdown_changes WHERE seq > ? ORDER BY seq');
  const bounds = db.prepare<[], { first: number | null; last: number | null }>(
    'SELECT min(seq) AS first, max(seq) AS last FROM countdown_changes',
  );
  const lastAssigned = db.prepare<[], { seq: number }>(`SELECT seq FROM sqlite_sequence WHERE name = 'countdown_changes'`);
  const listeners = new Set<FeedListener>();

  const latestSeq = () => lastAssigned.get()?.seq ?? 0;

  return {
    record(type, countdown) {
      const row = insert.get(type, JSON.stringify(countdown), now());
      if (!row) throw new Error('Change log insert returned no row');
      if (row.seq > retain) prune.run(row.seq - retain);
      return { seq: row.seq, change: { type, countdown } as CountdownChange };
    },
    publish(entry) {
      for (const listener of listeners) listener(entry);
    },
    since(seq) {
      const latest = latestSeq();
      if (seq === latest) return [];
      if (seq > latest) return 'gap';
      const { first } = bounds.get() ?? { first: null };
      if (first === null || first > seq + 1) return 'gap';
      return after.all(seq).map(toEntry);
    },
    latestSeq,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
