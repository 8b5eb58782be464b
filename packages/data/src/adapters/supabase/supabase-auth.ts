import { isAuthApiError, isAuthRetryableFetchError, type AuthError, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { sessionFreshnessMs, signInSchema, type AuthEvent, type AuthSession, type SignInInput } from '../../domain/auth.ts';
import { DataError } from '../../domain/errors.ts';
import { validate } from '../../domain/field-errors.ts';
import { SecondStepRequired } from '../../domain/second-step.ts';
import type { AuthPort } from '../../ports.ts';
import { awaitsSecondFactor, isOperator, toAuthSession } from './rows.ts';
import { fromMfaError } from './supabase-mfa-errors.ts';
import { supabaseSecondFactors, type PasswordCheck } from './supabase-second-factors.ts';

/** SPEC section 8: the login failure message when the service gives none. */
export const signInFallbackMessage = 'Failed to sign in';

export interface SupabaseAuth extends AuthPort {
  /**
   * The session if it belongs to an operator who signed in within 5 minutes and gave the second factor
   * the account has; null while the code step waits, else signs out locally.
   */
  freshOperatorSession(): Promise<Session | null>;
  /** As `freshOperatorSession`, and null while `OPERATOR_MFA=required` holds an account without a factor back. */
  writableOperatorSession(): Promise<Session | null>;
}

export interface SupabaseAuthOptions {
  now: () => number;
  checkPassword: PasswordCheck;
  /** `OPERATOR_MFA=required`: an operator without a verified factor may only enrol one. */
  mfaRequired: boolean;
}

const hasVerifiedFactor = (session: Session) => (session.user.factors ?? []).some((factor) => factor.status === 'verified');

function toDataError(error: AuthError, fallback: string): DataError {
  if (isAuthRetryableFetchError(error)) return new DataError('network', error.message || fallback, 0);
  if (isAuthApiError(error) && (error.code === 'invalid_credentials' || error.status === 400)) {
    return new DataError('invalid_credentials', error.message || fallback, error.status);
  }
  if (error.status === 429) return new DataError('rate_limited', error.message || fallback, 429);
  return new DataError('internal', error.message || fallback, error.status ?? 0);
}

/**
 * Auth port on Supabase Auth: password sign-in with the TOTP code step of Supabase Auth MFA (`aal2`),
 * sign-out, session, change events and Settings' second factor via supabase-js.
 */
export function supabaseAuth(client: SupabaseClient, { now, checkPassword, mfaRequired }: SupabaseAuthOptions): SupabaseAuth {
  const toDomain = (session: Session): AuthSession => ({
    ...toAuthSession(session),
    ...(mfaRequired && !hasVerifiedFactor(session) ? { secondFactorRequired: true } : {}),
  });
  const operatorSession = (session: Session | null): AuthSession | null =>
    session && isOperator(session) && !awaitsSecondFactor(session) ? toDomain(session) : null;

  async function freshOperatorSession(): Promise<Session | null> {
    const { data } = await client.auth.getSession();
    const session = data.session;
    if (!session) return null;
    if (isOperator(session) && now() - toAuthSession(session).lastLoginTime <= sessionFreshnessMs) {
      // A password without the code: kept for the code step, never used as the operator's.
      return awaitsSecondFactor(session) ? null : session;
    }
    // Stale or not an operator: row-level security would refuse it anyway; end it on this device.
    await client.auth.signOut({ scope: 'local' });
    return null;
  }

  async function writableOperatorSession(): Promise<Session | null> {
    const session = await freshOperatorSession();
    return session && !(mfaRequired && !hasVerifiedFactor(session)) ? session : null;
  }

  return {
    freshOperatorSession,
    writableOperatorSession,
    secondFactors: supabaseSecondFactors(client, checkPassword, mfaRequired),
    async getSession() {
      const session = await freshOperatorSession();
      return session ? toDomain(session) : null;
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
      const { data: level, error: levelError } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      if (levelError) throw toDataError(levelError, signInFallbackMessage);
      // The account has a verified factor: the session stays at aal1 until `signInWithCode`.
      if (level.nextLevel === 'aal2' && level.currentLevel !== 'aal2') throw new SecondStepRequired(false);
      return toDomain(data.session);
    },
    async signInWithCode({ code }) {
      const { data } = await client.auth.getSession();
      const session = data.session;
      const factor = session?.user.factors?.find((f) => f.status === 'verified' && f.factor_type === 'totp');
      if (!session || !isOperator(session) || !awaitsSecondFactor(session) || !factor) {
        throw new DataError('unauthorized', 'Sign in again to continue', 401);
      }
      const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: code.trim() });
      if (verified.error) throw fromMfaError(verified.error, 'invalid_credentials');
      const { data: after } = await client.auth.getSession();
      if (!after.session) throw new DataError('internal', signInFallbackMessage, 0);
      return toDomain(after.session);
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
          event === 'MFA_CHALLENGE_VERIFIED'
            ? 'SIGNED_IN'
            : event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'SIGNED_OUT'
              ? event
              : null;
        if (mapped === null) return;
        const domain = mapped === 'SIGNED_OUT' ? null : operatorSession(session);
        if (mapped === 'SIGNED_IN' && domain === null) return;
        callback(mapped, domain);
      });
      return () => data.subscription.unsubscribe();
    },
  };
}
