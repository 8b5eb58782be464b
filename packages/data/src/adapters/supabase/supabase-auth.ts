import { isAuthApiError, isAuthRetryableFetchError, type AuthError, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { sessionFreshnessMs, signInSchema, type AuthEvent, type AuthSession, type SignInInput } from '../../domain/auth.ts';
import { DataError } from '../../domain/errors.ts';
import { validate } from '../../domain/field-errors.ts';
import type { AuthPort } from '../../ports.ts';
import { isOperator, toAuthSession } from './rows.ts';

/** SPEC section 8: the login failure message when the service gives none. */
export const signInFallbackMessage = 'Failed to sign in';

export interface SupabaseAuth extends AuthPort {
  /** The session if it belongs to an operator who signed in within 5 minutes; else signs out locally. */
  freshOperatorSession(): Promise<Session | null>;
}

function toDataError(error: AuthError, fallback: string): DataError {
  if (isAuthRetryableFetchError(error)) return new DataError('network', error.message || fallback, 0);
  if (isAuthApiError(error) && (error.code === 'invalid_credentials' || error.status === 400)) {
    return new DataError('invalid_credentials', error.message || fallback, error.status);
  }
  if (error.status === 429) return new DataError('rate_limited', error.message || fallback, 429);
  return new DataError('internal', error.message || fallback, error.status ?? 0);
}

/** Auth port on Supabase Auth: password sign-in, sign-out, session and change events via supabase-js. */
export function supabaseAuth(client: SupabaseClient, now: () => number): SupabaseAuth {
  const operatorSession = (session: Session | null): AuthSession | null =>
    session && isOperator(session) ? toAuthSession(session) : null;

  async function freshOperatorSession(): Promise<Session | null> {
    const { data } = await client.auth.getSession();
    const session = data.session;
    if (!session) return null;
    if (isOperator(session) && now() - toAuthSession(session).lastLoginTime <= sessionFreshnessMs) return session;
    // Stale or not an operator: row-level security would refuse it anyway; end it on this device.
    await client.auth.signOut({ scope: 'local' });
    return null;
  }

  return {
    freshOperatorSession,
    async getSession() {
      const session = await freshOperatorSession();
      return session ? toAuthSession(session) : null;
    },
    async signIn(input: SignInInput) {
      const checked = validate(signInSchema, input);
      if (!checked.ok) throw new DataError('validation_failed', signInFallbackMessage, 0, checked.fieldErrors);
      const { data, error } = await client.auth.signInWithPassword(checked.value);
      if (error) throw toDataError(error, signInFallbackMessage);
      if (!data.session) throw new DataError('internal', signInFallbackMessage, 0);
      if (!isOperator(data.session)) {
        // Only operators have an admin area: a plain account gets the generic answer.
        await client.auth.signOut({ scope: 'local' });
        throw new DataError('invalid_credentials', 'Invalid login credentials', 400);
      }
      return toAuthSession(data.session);
    },
    async signOut() {
      // supabase-js already ignores 401, 403 and 404 here (SPEC section 8); anything else is logged and rethrown.
      const { error } = await client.auth.signOut();
      if (error && !(isAuthApiError(error) && [401, 403, 404].includes(error.status))) {
        console.error('Sign-out failed', error);
        throw toDataError(error, 'Failed to sign out');
      }
    },
    onAuthStateChange(callback) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        const mapped: AuthEvent | null =
          event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'SIGNED_OUT' ? event : null;
        if (mapped === null) return;
        const domain = mapped === 'SIGNED_OUT' ? null : operatorSession(session);
        if (mapped === 'SIGNED_IN' && domain === null) return;
        callback(mapped, domain);
      });
      return () => data.subscription.unsubscribe();
    },
  };
}
