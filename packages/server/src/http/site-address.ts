import type { Context, MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';

/** The host names this server answers to, and the origins allowed to change state (DNS-rebinding guard). */
export interface SiteAddress {
  /** Whether `Host` (or the request URL's host, in process) names this site. */
  hostAllowed(c: Context): boolean;
  /** Whether `origin` is this site's origin (or one of the dev allowlist). */
  originAllowed(c: Context, origin: string): boolean;
}

export interface SiteAddressOptions {
  /** The configured `SITE_URL` (or the default, when `siteUrlSet` is false). */
  siteUrl: string;
  /** Whether `SITE_URL` was set. Without it, only loopback names on the listening port are accepted. */
  siteUrlSet: boolean;
  /** Extra origins (and their hosts) allowed, such as the Vite dev server's in `npm run dev`. */
  devOrigins: readonly string[];
  /** The configured port, used when the request's socket does not tell the port it arrived on. */
  port: number;
}

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** `host` as a URL of `protocol` writes it (lower case, default port dropped), or undefined if it is no host. */
function normalHost(protocol: string, host: string): string | undefined {
  if (host === '' || /[/?#@\\\s]/.test(host)) return undefined;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

function loopbackHosts(protocol: string, port: number | string): string[] {
  return loopbackNames.map((name) => normalHost(protocol, `${name}:${port}`)!);
}

/** The port the request's connection reached (the real one when listening on port 0). */
function localPort(c: Context, fallback: number): number {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.localPort ?? fallback;
}

/**
 * With `SITE_URL` set, its host only (a loopback one also under the other loopback names, on its port);
 * without it, `127.0.0.1`, `localhost` and `[::1]` on the port the server listens on. Never a host read
 * from the request alone: a rebound DNS name reaches this server with its own name in `Host`.
 */
export function siteAddress({ siteUrl, siteUrlSet, devOrigins, port }: SiteAddressOptions): SiteAddress {
  const site = new URL(siteUrl);
  const devHosts = devOrigins.map((origin) => new URL(origin).host);
  const siteHosts = loopbackNames.includes(site.hostname)
    ? loopbackHosts(site.protocol, site.port || (site.protocol === 'https:' ? 443 : 80))
    : [site.host];
  const fixedOrigins = new Set([...(siteUrlSet ? siteHosts.map((host) => `${site.protocol}//${host}`) : []), ...devOrigins]);

  const protocolOf = () => (siteUrlSet ? site.protocol : 'http:');
  const hostsOf = (c: Context) => (siteUrlSet ? siteHosts : loopbackHosts('http:', localPort(c, port)));

  return {
    hostAllowed(c) {
      const host = normalHost(protocolOf(), c.req.header('host') ?? new URL(c.req.url).host);
      return host !== undefined && (hostsOf(c).includes(host) || devHosts.includes(host));
    },
    originAllowed(c, origin) {
      return fixedOrigins.has(origin) || (!siteUrlSet && hostsOf(c).some((host) => `http://${host}` === origin));
    },
  };
}

/** Refuses (421 Misdirected Request) every request whose `Host` is not this site's. */
export function hostCheck(site: SiteAddress): MiddlewareHandler {
  return async (c, next) => {
    if (site.hostAllowed(c)) return next();
    c.header('Cache-Control', 'no-store');
    return c.text('Misdirected request: this server does not answer to that host name.', 421);
  };
}
