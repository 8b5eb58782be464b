import type { Engine } from './engine-types.ts';
import { rateSlotsStore, type RateSlots } from './rate-slots-store.ts';

/**
 * The rate slots of a server alone on its SQLite file (`DATA_DIR` is locked to one process): in its
 * memory, as one server needs nothing shared. Written to SQLite, every admitted form post would cost a
 * commit of its own, outside the forms' group commit (about a third of the posts a second, measured with
 * `node bench/cluster.mjs`). Like the table, a slot frees at its expiry; a restart forgets them.
 */
export function memoryRateSlots(): RateSlots {
  /** Each bucket's slots in the order they expire (a limit's window is the same for all its slots). */
  const buckets = new Map<string, Array<{ id: number; expiresAt: number }>>();
  let nextId = 1;
  const live = (bucket: string, at: number) => {
    const slots = buckets.get(bucket);
    if (!slots) return [];
    let expired = 0;
    while (expired < slots.length && slots[expired]!.expiresAt <= at) expired++;
    if (expired === slots.length) {
      buckets.delete(bucket);
      return [];
    }
    if (expired > 0) slots.splice(0, expired);
    return slots;
  };
  return {
    async take({ bucket, limit, at, expiresAt }) {
      const slots = live(bucket, at);
      if (slots.length >= limit) return null;
      const id = nextId++;
      const kept = buckets.get(bucket) ?? [];
      let index = kept.length;
      while (index > 0 && kept[index - 1]!.expiresAt > expiresAt) index--;
      kept.splice(index, 0, { id, expiresAt });
      buckets.set(bucket, kept);
      return id;
    },
    count: async (bucket, at) => live(bucket, at).length,
    nextFree: async (bucket, at) => live(bucket, at)[0]?.expiresAt ?? null,
    async settle(id, expiresAt) {
      for (const slots of buckets.values()) {
        const index = slots.findIndex((slot) => slot.id === id);
        if (index < 0) continue;
        slots.splice(index, 1);
        let at = slots.length;
        while (at > 0 && slots[at - 1]!.expiresAt > expiresAt) at--;
        slots.splice(at, 0, { id, expiresAt });
        return;
      }
    },
    async clear(bucket) {
      buckets.delete(bucket);
    },
    async purge(at) {
      let purged = 0;
      for (const [bucket, slots] of [...buckets]) {
        const before = slots.length;
        purged += before - live(bucket, at).length;
      }
      return purged;
    },
  };
}

/** The rate slots servers share: PostgreSQL's table with `DATABASE_URL`, this process's memory on SQLite. */
export function sharedRateSlots(engine: Pick<Engine, 'kind' | 'db' | 'rateSlots'>): RateSlots {
  return engine.kind === 'postgres' ? rateSlotsStore(engine) : memoryRateSlots();
}
