import type { RateSlots } from '../db/engine/rate-slots-store.ts';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * The sliding-window limit of `slidingWindowLimiter` (at most `limit` allowed hits in any `windowMs` per key,
 * refused hits not counted), its state in the database, so every server on it spends one budget. Keys are
 * counted in the bucket `name:key`; an allowed hit is one statement, a refused one two (the wait).
 */
export function sharedWindowLimiter(slots: RateSlots, name: string, limit: number, windowMs: number, now: () => number): RateLimiter {
  const bucket = (key: string) => `${name}:${key}`;
  async function refusal(key: string, at: number) {
    const free = await slots.nextFree(bucket(key), at);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((free ?? at) - at) / 1000)) };
  }
  return {
    async hit(key) {
      const at = now();
      const taken = await slots.take({ bucket: bucket(key), limit, at, expiresAt: at + windowMs });
      return taken === null ? refusal(key, at) : { allowed: true, retryAfterSeconds: 0 };
    },
    async peek(key) {
      const at = now();
      return (await slots.count(bucket(key), at)) < limit ? { allowed: true, retryAfterSeconds: 0 } : refusal(key, at);
    },
    reset: (key) => slots.clear(bucket(key)),
  };
}

/** Recent events per key for `windowMs` in the database (at most `maxPerKey` counted): the shared `slidingLog`. */
export function sharedLog(slots: RateSlots, name: string, windowMs: number, maxPerKey: number, now: () => number) {
  const bucket = (key: string) => `${name}:${key}`;
  return {
    /** Events of `key` within the window ending now. */
    count: (key: string) => slots.count(bucket(key), now()),
    /** Seconds until the oldest event of `key` leaves the window (at least 1). */
    async retryAfterSeconds(key: string) {
      const at = now();
      const free = (await slots.nextFree(bucket(key), at)) ?? at;
      return Math.max(1, Math.ceil((free - at) / 1000));
    },
    async add(key: string) {
      const at = now();
      await slots.take({ bucket: bucket(key), limit: maxPerKey, at, expiresAt: at + windowMs });
    },
  };
}
