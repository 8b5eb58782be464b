import type Database from 'better-sqlite3';
import { schemaObjects } from './restore-schema.ts';

/** What becomes of the deliveries that were waiting in a backup: sent again at start (`keep`), or held back for the operator (`drop`). */
export type PendingChoice = 'keep' | 'drop';

export interface PendingDeliveries {
  destination: string;
  items: number;
}

/** The note a held-back delivery carries in `/api/outbox?status=failed`. */
export const heldBackNote =
  'Waiting in the backup that was restored; held back at the restore (--pending drop), as it may have been delivered after the backup was taken. Retry it if it was not.';

/**
 * The outbox items of a restored database that were waiting or in flight when its backup was taken, per
 * destination. Whatever was delivered after the backup comes back as waiting: the server sends it again at
 * start unless the restore holds it back (`drop`: each becomes a failed item with {@link heldBackNote}).
 */
export function settlePending(db: Database.Database, choice: PendingChoice): PendingDeliveries[] {
  if (!schemaObjects(db).has('table outbox')) return [];
  const pending = db
    .prepare<[], PendingDeliveries>(
      `SELECT destination, count(*) AS items FROM outbox WHERE status IN ('pending', 'sending') GROUP BY destination ORDER BY destination`,
    )
    .all();
  if (choice === 'drop' && pending.length > 0)
    db.prepare(`UPDATE outbox SET status = 'failed', last_error = ? WHERE status IN ('pending', 'sending')`).run(heldBackNote);
  return pending;
}

/** The restore's report on them, one line. */
export function describePending(pending: readonly PendingDeliveries[], choice: PendingChoice): string {
  const total = pending.reduce((sum, each) => sum + each.items, 0);
  if (total === 0) return 'No deliveries were waiting in the backup.';
  const list = pending.map((each) => `${each.destination} ${each.items}`).join(', ');
  if (choice === 'drop')
    return (
      `${total} deliveries were waiting in the backup (${list}): held back, not sent. They are listed as failed at ` +
      '/api/outbox?status=failed; retry those that were not delivered.'
    );
  return (
    `${total} deliveries were waiting in the backup (${list}) and are sent again when the server starts, with the ids ` +
    'they had: any delivered after the backup was taken is delivered twice (a receiver that drops repeated ' +
    'Message-IDs or webhook-ids drops it; Airtable makes a second record). To hold them back instead, restore again with --pending drop.'
  );
}
