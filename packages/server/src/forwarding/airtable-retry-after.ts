import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';

interface Seen {
  retryAfter?: string;
}

const current = new AsyncLocalStorage<Seen>();
let listening = false;

/** Every HTTP request the process starts is announced here; only those started inside `observeRetryAfter` are watched. */
function watch(message: unknown) {
  const seen = current.getStore();
  if (!seen) return;
  (message as { request: ClientRequest }).request.once('response', (response: IncomingMessage) => {
    const value = response.headers['retry-after'];
    if (typeof value === 'string') seen.retryAfter = value;
  });
}

/**
 * Runs one call of the official `airtable` client and reports the `Retry-After` header of its answer. The
 * client keeps headers to itself (an `AirtableError` has only type, message and status), so the request
 * is recognised through Node's `http.client.request.start` diagnostics channel: the client starts its
 * request synchronously inside `call`, where this function's async context is current.
 */
export async function observeRetryAfter<T>(
  call: () => Promise<T>,
): Promise<{ result: PromiseSettledResult<T>; retryAfter: string | undefined }> {
  if (!listening) {
    subscribe('http.client.request.start', watch);
    listening = true;
  }
  const seen: Seen = {};
  const result = await current.run(seen, async () => {
    try {
      return { status: 'fulfilled' as const, value: await call() };
    } catch (reason) {
      return { status: 'rejected' as const, reason: reason as unknown };
    }
  });
  return { result, retryAfter: seen.retryAfter };
}
