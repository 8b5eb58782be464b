import type { PostgrestError } from '@supabase/supabase-js';
import { DataError } from '../../domain/errors.ts';

/** Maps a PostgREST answer to the domain error; `status` is 0 when the request never got one. */
export function fromPostgrest(error: PostgrestError, status: number): DataError {
  if (status === 0 || /fetch failed|network|Failed to fetch/i.test(error.message)) return new DataError('network', error.message, 0);
  if (status === 401 || status === 403 || error.code === '42501') return new DataError('unauthorized', error.message, status || 401);
  if (error.code === 'PGRST116') return new DataError('not_found', 'Countdown not found', 404);
  if (/^(?:22|23)/.test(error.code)) return new DataError('validation_failed', error.message, 422);
  return new DataError('internal', error.message || 'Request failed', status);
}

export const unauthorizedError = () => new DataError('unauthorized', 'Sign in again to continue', 401);
