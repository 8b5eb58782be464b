export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for `key` and says whether it is within the limit. */
  hit(key: string): RateLimitResult;
  /** Says whether `key` is over the limit, without counting. */
  peek(key: string): RateLimitResult;
  reset(key: string): void;
}

/**
 * Fixed-window counter in memory: at most `limit` hits per `windowMs` per key.
 * Expired windows are dropped lazily, so memory stays bounded by recent keys.
 */
export function fixedWindowLimiter(limit: number, windowMs: number, now: () => number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  function current(key: string, at: number) {
    if (at - lastSweep > windowMs) {
      for (const [k, w] of windows) if (at - w.start >= windowMs) windows.delete(k);
      lastSweep = at;
    }
    const window = windows.get(key);
    return window && at - window.start < windowMs ? window : undefined;
  }

  function result(window: { start: number; count: number } | undefined, at: number): RateLimitResult {
    const allowed = (window?.count ?? 0) <= limit;
    return { allowed, retryAfterSeconds: window ? Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)) : 0 };
  }

  return {
    hit(key) {
      const at = now();
      let window = current(key, at);
      if (!window) {
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      return result(window, at);
    },
    peek(key) {
      const at = now();
      const window = current(key, at);
      return window && window.count >= limit ? { ...result(window, at), allowed: false } : { allowed: true, retryAfterSeconds: 0 };
    },
    reset: (key) => void windows.delete(key),
  };
}
