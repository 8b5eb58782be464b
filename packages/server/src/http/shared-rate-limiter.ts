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
