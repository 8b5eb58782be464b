import { DataError } from '../domain/errors.ts';

export type LoadStatus = 'loading' | 'success' | 'error';
export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Any thrown value as a {@link DataError}. */
export function asDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  return new DataError('internal', error instanceof Error ? error.message : String(error), 0);
}
