import type { Context } from 'hono';
import { apiError } from './api-error.ts';

/**
 * A request body that could not be read: cut off (the client went away mid-body), or not the encoding its
 * Content-Type claims (a multipart body without or against its boundary). The client's fault, not ours:
 * `answerBodyReadError` answers 400 and logs one line, never a stack trace (the app's `onError` does that).
 */
export class BodyReadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'BodyReadError';
  }
}

/** Reads the body with `read`; a failure becomes a {@link BodyReadError}. */
export async function readBody<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new BodyReadError(error);
  }
}

/** 400 `invalid_body` and one log line naming the request and why. */
export function answerBodyReadError(c: Context, error: BodyReadError, log: (message: string) => void): Response {
  log(`Unreadable request body on ${c.req.method} ${c.req.path}: ${error.message}`);
  return apiError(c, 400, 'invalid_body', 'The request body could not be read');
}
