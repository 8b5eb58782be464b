import type { Db } from '../db/database.ts';
import type { QueueStat } from './metrics.ts';

/**
 * The Airtable outbox (`submission_forwards`) as a queue for the metrics: forwards still pending and
 * the age of the oldest. Another destination adds a function of the same shape.
 */
export function airtableQueueStats(db: Db, now: () => number): () => QueueStat[] {
  const pending = db.prepare<[], { depth: number; oldest: number | null }>(
    `SELECT count(*) AS depth, min(created_at) AS oldest FROM submission_forwards WHERE status = 'pending'`,
  );
  return () => {
    const { depth, oldest } = pending.get() ?? { depth: 0, oldest: null };
    return [{ destination: 'airtable', depth, oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (now() - oldest) / 1000) }];
  };
}
