import type { RateSlots } from '../db/engine/rate-slots-store.ts';
import { slidingLog, slidingWindowLimiter, type RateLimiter } from './rate-limiter.ts';

/**
 * The sliding-window limit of `slidingWindowLimiter` (at most `limit` allowed hits in any `windowMs` per key,
 * refused hits not counted), its state in the database, so every server on it spends one budget. Keys are
 * counted in the bucket `name:key`; an allowed hit is one statement, a refused one two (the wait).
 * While the database cannot take the hit (a full disk, PostgreSQL lost), this server counts in its memory, as
 * a single server did, so the request gets its usual answer (a form's 503 with the form kept) rather than an error.
 */
export function sharedWindowLimiter(slots: RateSlots, name: string, limit: number, windowMs: number, now: () => number): RateLimiter {
  const bucket = (key: string) => `${name}:${key}`;
  const local = slidingWindowLimiter(limit, windowMs, now);
  async function refusal(key: string, at: number) {
    const free = await slots.nextFree(bucket(key), at);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((free ?? at) - at) / 1000)) };
  }
  return {
    async hit(key) {
      const at = now();
      try {
        const taken = await slots.take({ bucket: bucket(key), limit, at, expiresAt: at + windowMs });
        return taken === null ? await refusal(key, at) : { allowed: true, retryAfterSeconds: 0 };
      } catch {
        return local.hit(key);
      }
    },
    async peek(key) {
      const at = now();
      try {
        return (await slots.count(bucket(key), at)) < limit ? { allowed: true, retryAfterSeconds: 0 } : await refusal(key, at);
      } catch {
        return local.peek(key);
      }
    },
    async reset(key) {
      local.reset(key);
      await slots.clear(bucket(key));
    },
  };
}

/**
 * Recent events per key for `windowMs` in the database (at most `maxPerKey` counted): the shared `slidingLog`.
 * An event the database cannot take (a full disk, PostgreSQL lost) is counted in this server's memory instead.
 */
export function sharedLog(slots: RateSlots, name: string, windowMs: number, maxPerKey: number, now: () => number) {
  const bucket = (key: string) => `${name}:${key}`;
  const local = slidingLog(windowMs, maxPerKey, now);
  return {
    /** Events of `key` within the window ending now. */
    async count(key: string) {
      const stored = await slots.count(bucket(key), now()).catch(() => 0);
      return Math.min(maxPerKey, stored + local.recent(key).length);
    },
    /** Seconds until the oldest event of `key` leaves the window (at least 1). */
    async retryAfterSeconds(key: string) {
      const at = now();
      const oldest = local.recent(key)[0];
      const frees = [await slots.nextFree(bucket(key), at).catch(() => null), oldest === undefined ? null : oldest + windowMs];
      const first = Math.min(...frees.filter((free) => free !== null));
      return Math.max(1, Math.ceil(((Number.isFinite(first) ? first : at) - at) / 1000));
    },
    async add(key: string) {
      const at = now();
      await slots.take({ bucket: bucket(key), limit: maxPerKey, at, expiresAt: at + windowMs }).catch(() => local.add(key));
    },
  };
}
