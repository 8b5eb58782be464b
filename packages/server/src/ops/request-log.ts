import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { languages } from '@zk/data';
import type { Logger } from './logger.ts';

/** What one answered request was, for the log line and the request metrics. */
export interface RequestRecord {
  requestId: string;
  method: string;
  /** The route pattern (`/api/countdowns/:id/toggle`, `/:lang/*`), never the URL: no query, no personal data. */
  route: string;
  status: number;
  durationMs: number;
}

const languagePrefix = new RegExp(`^/(?:${languages.join('|')})(?=/|$)`);

/**
 * The route a request took, with a bounded set of values: the patterns of the API and of the pages' own
 * routes (the HTML form posts `/:lang/contact`, `/:lang/waitlist`, `/:lang/waitlist/confirm`,
 * `/:lang/waitlist/unsubscribe`) as registered, and for pages and files a coarse shape. Paths the site
 * does not have are `unmatched`, so a scanner cannot grow the metrics without bound.
 */
export function routeLabel(c: Context, status: number): string {
  const pattern = routePath(c);
  if ((pattern.startsWith('/api/') || pattern.startsWith('/:lang/')) && !pattern.includes('*')) return pattern;
  const path = c.req.path;
  if (path.startsWith('/api/')) return status === 404 ? 'unmatched' : '/api/*';
  return staticRouteLabel(path, status);
}

/** The coarse shape of a page's or file's path (`/`, `/:lang`, `/:lang/*`, `/assets/*`, `/*`), as {@link routeLabel} gives it. */
export function staticRouteLabel(path: string, status: number): string {
  if (status === 404) return 'unmatched';
  if (path === '/') return '/';
  if (path.startsWith('/assets/')) return '/assets/*';
  const language = languagePrefix.exec(path);
  if (language) return path === language[0] ? '/:lang' : '/:lang/*';
  return '/*';
}

/** The paths a proxy or an orchestrator asks every few seconds (deploy/zk-site.caddy checks `/healthz` every 2 s). */
const probePaths = new Set(['/healthz', '/readyz']);

/**
 * Writes a request's one log line (5xx at `error`; a health probe's answer below 500 at `debug`, so the
 * probes every few seconds do not bury the requests) and tells `onAnswered` (the metrics).
 */
export function logRequest(logger: Logger, record: RequestRecord, onAnswered?: (record: RequestRecord) => void, probe = false): void {
  const level = record.status >= 500 ? 'error' : probe ? 'debug' : 'info';
  logger[level]({ type: 'request', ...record }, 'request');
  onAnswered?.(record);
}

/** Puts the id on the answer; an answer whose headers are immutable (a proxied `Response`) is copied. */
function setRequestId(c: Context, requestId: string): void {
  try {
    c.res.headers.set('X-Request-Id', requestId);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('X-Request-Id', requestId);
  }
}

/**
 * First middleware of the app: gives every request an id (`X-Request-Id` on the answer), then writes
 * one line when the answer is ready: level, time, request id, method, route, status, duration.
 * An answer with 5xx is logged at `error`, everything else at `info`; an event stream's duration
 * is the time to its first byte.
 */
export function requestLog(logger: Logger, onAnswered?: (record: RequestRecord) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    await next();
    const status = c.res.status;
    const record: RequestRecord = {
      requestId,
      method: c.req.method,
      route: routeLabel(c, status),
      status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
    };
    setRequestId(c, requestId);
    logRequest(logger, record, onAnswered, probePaths.has(c.req.path));
  };
}
