import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '@zk/data';

/** JSON error body with a stable `code` (one of the shared `errorCodes`) the browser maps to dictionary messages. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: { code, message, ...extra } }, status);
}
