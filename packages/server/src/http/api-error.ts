import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** JSON error body with a stable `code` the browser maps to dictionary messages. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: { code, message, ...extra } }, status);
}
