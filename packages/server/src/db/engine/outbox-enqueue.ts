import type { Insertable, Kysely } from 'kysely';
import type { NewOutboxItem } from '../../outbox/outbox-types.ts';
import type { OutboxTable, Schema } from './schema.ts';

/** Rows per INSERT when queueing many items (9 parameters each, well within both engines' limits). */
const rowsPerInsert = 500;

const rowOf = (item: NewOutboxItem, at: number): Insertable<OutboxTable> => ({
  destination: item.destination,
  action: item.action,
  idempotency_key: item.idempotencyKey,
  lead_kind: item.lead?.kind ?? null,
  lead_id: item.lead?.id ?? null,
  payload: item.payload === undefined || item.payload === null ? null : JSON.stringify(item.payload),
  next_attempt_at: at + (item.delayMs ?? 0),
  created_at: at,
  priority: item.priority ?? 0,
});

/**
 * Queues an outbox item on either engine, inside the transaction that stores its cause (a lead, a mail,
 * an announcement); false when its idempotency key was queued before, so a repeat keeps the first item.
 */
export async function enqueueOutboxItem(db: Kysely<Schema>, item: NewOutboxItem, at: number): Promise<boolean> {
  const inserted = await db
    .insertInto('outbox')
    .values(rowOf(item, at))
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Queues many items as {@link enqueueOutboxItem} does, a few hundred per statement (an announcement's messages). */
export async function enqueueOutboxItems(db: Kysely<Schema>, items: readonly NewOutboxItem[], at: number): Promise<void> {
  for (let start = 0; start < items.length; start += rowsPerInsert)
    await db
      .insertInto('outbox')
      .values(items.slice(start, start + rowsPerInsert).map((item) => rowOf(item, at)))
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .execute();
}
