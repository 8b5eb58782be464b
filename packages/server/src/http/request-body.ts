import type { Context } from 'hono';
import { apiError } from './api-error.ts';
import { readBody } from './body-read-error.ts';

/**
 * The one place a request body is read (a lint rule keeps `c.req.parseBody()`, `.json()`, `.text()` and
 * the raw body out of every other file): a body that cannot be read, cut off or not the encoding its
 * Content-Type claims, becomes a `BodyReadError`, which the app answers with 400 and one log line.
 */

export type Posted = Record<string, string | File | (string | File)[]>;

/** A form post's fields (every value of a repeated name), after the route's guards checked its type and size. */
export async function readForm(c: Context): Promise<Posted> {
  return (await readBody(() => c.req.parseBody({ all: true }))) as Posted;
}

/**
 * Reads a JSON body (its size already limited by `jsonBody`); an empty body gives `undefined`, text that
 * is not JSON a 400 `invalid_json` answer.
 */
export async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await readBody(() => c.req.text());
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: apiError(c, 400, 'invalid_json', 'Request body is not valid JSON') };
  }
}
