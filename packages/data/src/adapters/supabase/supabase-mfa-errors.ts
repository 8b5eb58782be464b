import { isAuthApiError, isAuthRetryableFetchError, type AuthError } from '@supabase/supabase-js';
import { DataError, type ErrorCode } from '../../domain/errors.ts';

/** GoTrue's answers to a code that did not verify: wrong, expired, its challenge gone or already used. */
const refusedCodes = new Set(['mfa_verification_failed', 'mfa_challenge_expired', 'mfa_ip_address_mismatch', 'mfa_factor_not_found']);

/**
 * Maps a GoTrue MFA answer to the domain error; `refused` is the code a refused TOTP code gets (the
 * sign-in's code step answers as a wrong password does, Settings as a wrong code).
 */
export function fromMfaError(error: AuthError, refused: Extract<ErrorCode, 'invalid_credentials' | 'wrong_code'>): DataError {
  if (isAuthRetryableFetchError(error)) return new DataError('network', error.message, 0);
  if (error.status === 429) return new DataError('rate_limited', error.message || 'Too many attempts', 429);
  if (isAuthApiError(error) && error.code && refusedCodes.has(error.code)) {
    return refused === 'invalid_credentials'
      ? new DataError('invalid_credentials', 'Invalid login credentials', 400)
      : new DataError('wrong_code', 'The code is not correct', 422);
  }
  if (error.status === 401 || error.status === 403 || error.code === 'insufficient_aal' || error.code === 'session_not_found') {
    return new DataError('unauthorized', 'Sign in again to continue', 401);
  }
  return new DataError('internal', error.message || 'Request failed', error.status ?? 0);
}
