import type { Kysely } from 'kysely';
import type { NewOutboxItem } from '../../outbox/outbox-types.ts';
import type { Schema } from './schema.ts';

/**
 * Queues an outbox item on either engine, inside the transaction that stores its cause (a lead, a mail,
 * an announcement); false when its idempotency key was queued before, so a repeat keeps the first item.
 */
export async function enqueueOutboxItem(db: Kysely<Schema>, item: NewOutboxItem, at: number): Promise<boolean> {
  const payload = item.payload === undefined || item.payload === null ? null : JSON.stringify(item.payload);
  const inserted = await db
    .insertInto('outbox')
    .values({
      destination: item.destination,
      action: item.action,
      idempotency_key: item.idempotencyKey,
      lead_kind: item.lead?.kind ?? null,
      lead_id: item.lead?.id ?? null,
      payload,
      next_attempt_at: at + (item.delayMs ?? 0),
      created_at: at,
      priority: item.priority ?? 0,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
