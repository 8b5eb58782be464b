import { randomBytes } from 'node:crypto';

interface Pending<T> {
  value: T;
  owner: string;
  expiresAt: number;
}

/**
 * Short-lived, single-use tokens that stand for a value kept here (a CSV export's filters), so that the
 * address a browser downloads from carries no search term to proxy or server logs. A token is 32 random
 * bytes, works once, for its owner only, for `ttlMs`; at most `max` are kept (the oldest dropped first).
 */
export function exportTokens<T>(now: () => number, { ttlMs = 60_000, max = 100 } = {}) {
  const pending = new Map<string, Pending<T>>();
  return {
    issue(value: T, owner: string): string {
      for (const [token, entry] of pending) if (entry.expiresAt <= now()) pending.delete(token);
      while (pending.size >= max) pending.delete(pending.keys().next().value as string);
      const token = randomBytes(32).toString('base64url');
      pending.set(token, { value, owner, expiresAt: now() + ttlMs });
      return token;
    },
    /** The value, once: undefined for an unknown, used, expired or someone else's token. */
    redeem(token: string, owner: string): T | undefined {
      const entry = pending.get(token);
      if (!entry || entry.owner !== owner) return undefined;
      pending.delete(token);
      return entry.expiresAt > now() ? entry.value : undefined;
    },
  };
}
