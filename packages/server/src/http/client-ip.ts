import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

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

/** The eight 16-bit groups of an IPv6 address (embedded IPv4 tail included), or undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((group) => parseInt(group, 16)));
  const left = part(head);
  const right = rest === undefined ? [] : part(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** RFC 5952 text of eight groups: lower-case hex, the longest run of two or more zero groups as `::`. */
function formatIPv6(groups: number[]): string {
  let best = { at: -1, length: 1 };
  for (let i = 0; i < groups.length; i++) {
    let j = i;
    while (groups[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
  }
  const hex = (part: number[]) => part.map((g) => g.toString(16)).join(':');
  if (best.at < 0) return hex(groups);
  return `${hex(groups.slice(0, best.at))}::${hex(groups.slice(best.at + best.length))}`;
}

/**
 * The key a client address is counted under by the rate limits and stream caps: an IPv4 address as it is
 * (also when written IPv4-mapped, `::ffff:198.51.100.7`, as Node reports it on a dual-stack socket), an
 * IPv6 address by its /64 (`2001:db8:0:1::/64`): one subscriber usually gets a whole /64, so counting each
 * address would let one client rotate through 2^64 of them. Anything else is returned as it is.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${formatIPv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}
