import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * The client address. Behind trusted proxies (`trustProxyHops` > 0), the `X-Forwarded-For` entry that many
 * hops from the right: each proxy appends the address it saw, so entries further left are whatever the client
 * sent and cannot be trusted (ASVS 4.1.3). With fewer entries than hops, the leftmost. Else the socket peer.
 */
export function clientIp(c: Context, trustProxyHops: number): string {
  if (trustProxyHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = entries[Math.max(0, entries.length - trustProxyHops)];
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'unknown';
}
