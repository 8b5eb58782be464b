import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './api-error.ts';
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
 * POST, PUT and PATCH carry JSON (415 otherwise) no larger than `maxBytes` by Content-Length (413);
 * {@link readJson} enforces the limit for streamed bodies too. DELETE needs no body.
 */
export function jsonBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    if (!bodyMethods.has(c.req.method)) return next();
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return apiError(c, 415, 'unsupported_media_type', 'Content-Type must be application/json');
    }
    const length = c.req.header('content-length');
    if (length !== undefined && Number(length) > maxBytes) {
      return apiError(c, 413, 'payload_too_large', `Request body is larger than ${maxBytes} bytes`);
    }
    return next();
  };
}

/** Reads a JSON body, enforcing the byte limit also for bodies without Content-Length. */
export async function readJson(c: Context, maxBytes: number): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const body = c.req.raw.body;
  if (!body) return { ok: true, value: undefined };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, response: apiError(c, 413, 'payload_too_large', `Request body is larger than ${maxBytes} bytes`) };
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: apiError(c, 400, 'invalid_json', 'Request body is not valid JSON') };
  }
}

/** Answers 429 with `Retry-After` when `key(c)` is over the limiter's budget; counts every request. */
export function rateLimit(limiter: RateLimiter, key: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const result = limiter.hit(key(c));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return apiError(c, 429, 'rate_limited', 'Too many requests, please try again later', {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
    return next();
  };
}
