import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/** The client address: the first `X-Forwarded-For` entry behind a trusted proxy, else the socket peer. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'unknown';
}
