import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError } from './api-error.ts';
import { BodyReadError } from './body-read-error.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { SiteAddress } from './site-address.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Refuses state-changing requests whose `Origin` is missing or not this site (403): the configured
 * site origin or the dev allowlist ({@link SiteAddress}), never an origin built from the request's `Host`.
 */
export function originCheck(site: SiteAddress): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin === undefined || !site.originAllowed(c, origin)) {
      return apiError(c, 403, 'forbidden_origin', 'Cross-origin request refused');
    }
    return next();
  };
}

/**
 * Refuses a body over `maxBytes` (413), by Content-Length or, without one, as it streams in (Hono's
 * `bodyLimit`, which then reads the body before the route). A body cut off while it streams in is a
 * `BodyReadError` (400, one log line), not an unhandled error.
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => apiError(c, 413, 'payload_too_large', `Request body is larger than ${maxBytes} bytes`),
  });
  return async (c, next) => {
    let reachedRoute = false;
    try {
      return await limit(c, () => {
        reachedRoute = true;
        return next();
      });
    } catch (error) {
      if (reachedRoute) throw error;
      throw new BodyReadError(error);
    }
  };
}

/**
 * POST, PUT and PATCH carry JSON (415 otherwise) no larger than `maxBytes` (413). DELETE needs no body, nor
 * do the `bodiless` paths, which never read one: sign-out must end the session whatever the client sends
 * (a beacon, a bare `fetch`), since a 415 would leave it valid; their Origin is still checked.
 */
export function jsonBody(maxBytes: number, { bodiless = [] }: { bodiless?: readonly string[] } = {}): MiddlewareHandler {
  const limit = bodySizeLimit(maxBytes);
  return async (c, next) => {
    if (!bodyMethods.has(c.req.method) || bodiless.includes(c.req.path)) return next();
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return apiError(c, 415, 'unsupported_media_type', 'Content-Type must be application/json');
    }
    return limit(c, next);
  };
}

/** Answers 429 with `Retry-After` when `key(c)` is over the limiter's budget; counts every request. */
export function rateLimit(limiter: RateLimiter, key: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const result = await limiter.hit(key(c));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return apiError(c, 429, 'rate_limited', 'Too many requests, please try again later', {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
    return next();
  };
}
