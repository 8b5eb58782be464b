import { addressKey } from './client-ip.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the next hit would be allowed (for `Retry-After`); 0 when allowed. */
  retryAfterSeconds: number;
}

/** A limit whose state may live in the database, shared by the servers on it (`shared-rate-limiter.ts`). */
export interface RateLimiter {
  /** Counts one hit for `key` if it is within the limit, and says whether it was. */
  hit(key: string): Promise<RateLimitResult>;
  /** Says whether a hit for `key` would be allowed, without counting. */
  peek(key: string): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

/** A limit kept in this process's memory: what only this machine needs to count. */
export interface LocalRateLimiter {
  hit(key: string): RateLimitResult;
  peek(key: string): RateLimitResult;
  reset(key: string): void;
}

/**
 * Timestamps of recent events per key, kept for `windowMs` (at most `maxPerKey` per key, the oldest
 * dropped first). Keys whose events have all expired are swept lazily, so memory stays bounded by recent keys.
 */
export function slidingLog(windowMs: number, maxPerKey: number, now: () => number) {
  const logs = new Map<string, number[]>();
  let lastSweep = now();

  function recent(key: string, at: number): number[] {
    if (at - lastSweep > windowMs) {
      for (const [k, log] of logs) if (log.every((t) => at - t >= windowMs)) logs.delete(k);
      lastSweep = at;
    }
    const log = logs.get(key);
    if (!log) return [];
    while (log.length > 0 && at - (log[0] as number) >= windowMs) log.shift();
    return log;
  }

  return {
    /** Events of `key` within the window ending now, oldest first. */
    recent: (key: string) => recent(key, now()),
    add(key: string) {
      const at = now();
      const log = recent(key, at);
      log.push(at);
      if (log.length > maxPerKey) log.shift();
      logs.set(key, log);
    },
    delete: (key: string) => void logs.delete(key),
  };
}

/**
 * Sliding-window limiter in memory: at most `limit` allowed hits in any `windowMs` per key. Unlike a fixed
 * window, there is no edge at which two windows' worth of hits pass in a moment. Refused hits are not counted.
 */
export function slidingWindowLimiter(limit: number, windowMs: number, now: () => number): LocalRateLimiter {
  const log = slidingLog(windowMs, limit, now);

  function check(key: string): RateLimitResult {
    const hits = log.recent(key);
    if (hits.length < limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = hits[0] as number;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)) };
  }

  return {
    hit(key) {
      const result = check(key);
      if (result.allowed) log.add(key);
      return result;
    },
    peek: check,
    reset: log.delete,
  };
}

/**
 * A limiter whose callers pass client addresses: each is counted under its {@link addressKey} (an IPv6
 * client by its /64), so rotating addresses within one network does not escape the limit.
 */
export function perClientAddress<L extends RateLimiter | LocalRateLimiter>(limiter: L): L {
  return {
    hit: (address: string) => limiter.hit(addressKey(address)),
    peek: (address: string) => limiter.peek(addressKey(address)),
    reset: (address: string) => limiter.reset(addressKey(address)),
  } as L;
}
