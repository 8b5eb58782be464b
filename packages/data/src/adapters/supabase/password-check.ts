import { createClient, isAuthApiError } from '@supabase/supabase-js';
import { DataError } from '../../domain/errors.ts';
import type { PasswordCheck } from './supabase-second-factors.ts';

/**
 * The current password, checked by a password sign-in on a client of its own (memory only), whose
 * session is ended at once: this browser's session, its assurance level and its sign-in time stay.
 */
export function passwordCheck(options: { url: string; anonKey: string; fetch?: typeof fetch }): PasswordCheck {
  return async (email, password) => {
    const probe = createClient(options.url, options.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'zk-password-check' },
      ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    });
    const { data, error } = await probe.auth.signInWithPassword({ email, password });
    if (error) {
      if (isAuthApiError(error) && (error.code === 'invalid_credentials' || error.status === 400)) {
        throw new DataError('wrong_password', 'The current password is not correct', 422);
      }
      throw new DataError(error.status === 429 ? 'rate_limited' : 'internal', error.message, error.status ?? 0);
    }
    if (data.session) await probe.auth.signOut({ scope: 'local' });
  };
}
