import type { Engine, RateSlotRequest } from './engine-types.ts';

export interface RateSlots {
  /** Takes a slot (one statement): its id, or null when `bucket` holds `limit` slots not expired at `at`. */
  take(request: RateSlotRequest): Promise<number | null>;
  /** The slots of `bucket` not expired at `at`. */
  count(bucket: string, at: number): Promise<number>;
  /** When the first slot of `bucket` not expired at `at` frees (ms), or null when none is held. */
  nextFree(bucket: string, at: number): Promise<number | null>;
  /** Moves slot `id` to free at `expiresAt` (a request answered: its window runs from the answer). */
  settle(id: number, expiresAt: number): Promise<void>;
  /** Frees every slot of `bucket`. */
  clear(bucket: string): Promise<void>;
  /** Deletes the slots expired at `at`; how many. */
  purge(at: number): Promise<number>;
}

/**
 * Rate-limit state shared by every server on the database: slots taken in buckets until they expire. The
 * first take after `purgeEveryMs` also deletes the expired slots of every bucket (one more statement, a
 * few times a minute), so the table holds about a window's worth of admitted hits.
 */
export function rateSlotsStore({ db, rateSlots }: Pick<Engine, 'db' | 'rateSlots'>, purgeEveryMs = 60_000): RateSlots {
  let purgedAt = Number.NEGATIVE_INFINITY;
  const store: RateSlots = {
    async take(request) {
      const taken = await rateSlots.take(db, request);
      if (request.at - purgedAt >= purgeEveryMs) {
        purgedAt = request.at;
        await store.purge(request.at);
      }
      return taken;
    },
    async count(bucket, at) {
      const row = await db
        .selectFrom('rate_slots')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bucket', '=', bucket)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async nextFree(bucket, at) {
      const row = await db
        .selectFrom('rate_slots')
        .select((eb) => eb.fn.min('expires_at').as('first'))
        .where('bucket', '=', bucket)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return row?.first ?? null;
    },
    async settle(id, expiresAt) {
      await db.updateTable('rate_slots').set({ expires_at: expiresAt }).where('id', '=', id).execute();
    },
    async clear(bucket) {
      await db.deleteFrom('rate_slots').where('bucket', '=', bucket).execute();
    },
    async purge(at) {
      const result = await db.deleteFrom('rate_slots').where('expires_at', '<=', at).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
  return store;
}
