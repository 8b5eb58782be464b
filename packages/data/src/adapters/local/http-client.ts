import { DataError, isErrorCode } from '../../domain/errors.ts';
import type { FieldErrors } from '../../domain/field-errors.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  /** Origin of the project server; empty for same-origin requests from the browser. */
  baseUrl?: string;
  fetch?: FetchLike;
  /** Called when a request is refused because the session is missing or stale. */
  onUnauthorized?: () => void;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fieldErrors?: unknown; retryAfterSeconds?: unknown };
}

export interface HttpClient {
  request<T>(method: string, path: string, json?: unknown): Promise<T>;
  url(path: string): string;
  fetch: FetchLike;
}

async function toDataError(res: Response): Promise<DataError> {
  let body: ErrorBody = {};
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    // not JSON: fall back to the status
  }
  const error = body.error ?? {};
  const code = isErrorCode(error.code) ? error.code : res.status >= 500 ? 'internal' : 'validation_failed';
  const message = typeof error.message === 'string' ? error.message : `Request failed with status ${res.status}`;
  const fieldErrors = typeof error.fieldErrors === 'object' && error.fieldErrors !== null ? (error.fieldErrors as FieldErrors) : {};
  const retryAfter = typeof error.retryAfterSeconds === 'number' ? error.retryAfterSeconds : undefined;
  return new DataError(code, message, res.status, fieldErrors, retryAfter);
}

/** JSON over `fetch` to the project server; every failure becomes a {@link DataError}. */
export function httpClient({
  baseUrl = '',
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  onUnauthorized,
}: HttpClientOptions = {}): HttpClient {
  const url = (path: string) => `${baseUrl}${path}`;
  return {
    url,
    fetch: fetchImpl,
    async request<T>(method: string, path: string, json?: unknown): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const sendsBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
      if (sendsBody) headers['Content-Type'] = 'application/json';
      let res: Response;
      try {
        res = await fetchImpl(url(path), {
          method,
          headers,
          body: sendsBody ? JSON.stringify(json ?? {}) : undefined,
          credentials: 'same-origin',
        });
      } catch (error) {
        throw new DataError('network', error instanceof Error ? error.message : 'Network request failed', 0);
      }
      if (!res.ok) {
        const error = await toDataError(res);
        if (error.code === 'unauthorized') onUnauthorized?.();
        throw error;
      }
      if (res.status === 204) return undefined as T;
      return (await res.json()) as T;
    },
  };
}
