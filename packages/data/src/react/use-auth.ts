import { useCallback, useEffect, useState } from 'react';
import type { AuthSession, PasskeySignInMode, SignInInput } from '../domain/auth.ts';
import { DataError } from '../domain/errors.ts';
import { SecondStepRequired } from '../domain/second-step.ts';
import { asDataError } from './async-status.ts';
import { useDataAdapters } from './data-provider.tsx';

export interface AuthState {
  isAuthenticated: boolean;
  /** True until the stored session has been read. */
  loading: boolean;
  /** Sign-in time in ms, null when signed out. */
  lastLoginTime: number | null;
  /** True on demo pages (any path containing /admin/demo). */
  isDemo: boolean;
  session: AuthSession | null;
  /** Error of the last sign-in attempt. */
  error: DataError | null;
  signingIn: boolean;
  /** The password was right and the account asks for its second factor: `signInWithCode` finishes the sign-in. */
  codeRequired: boolean;
  /** The second step may use a passkey of the account (`signInWithPasskey('second-step')`). */
  passkeyOffered: boolean;
  signIn(input: SignInInput): Promise<void>;
  signInWithCode(code: string): Promise<void>;
  /** A passkey sign-in; `passkey_cancelled` (the operator closed the prompt) is not kept as the error. */
  signInWithPasskey(mode: PasskeySignInMode): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Reads the session again from the auth port: after a change the server makes to it that raises no
   * event of its own (a first second factor set up while `OPERATOR_MFA=required` held the console back).
   */
  refreshSession(): Promise<void>;
}

/** Auth state of SPEC section 4, driven by the auth port's events. Pass the router's pathname for `isDemo`. */
export function useAuth(pathname?: string): AuthState {
  const { auth } = useDataAdapters();
  const [session, setSession] = useState<AuthSession | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<DataError | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [codeRequired, setCodeRequired] = useState(false);
  const [passkeyOffered, setPasskeyOffered] = useState(false);

  useEffect(
    () =>
      auth.onAuthStateChange((_event, next) => {
        setSession(next);
        setLoading(false);
      }),
    [auth],
  );

  const attempt = useCallback(async (run: () => Promise<AuthSession>, quiet = false) => {
    if (!quiet) setSigningIn(true);
    setError(null);
    try {
      setSession(await run());
      setCodeRequired(false);
    } catch (caught) {
      const dataError = asDataError(caught);
      if (dataError.code === 'code_required') {
        setCodeRequired(true);
        setPasskeyOffered(caught instanceof SecondStepRequired && caught.passkey);
      } else if (dataError.code !== 'passkey_cancelled') setError(dataError);
      throw dataError;
    } finally {
      if (!quiet) setSigningIn(false);
    }
  }, []);

  const signIn = useCallback((input: SignInInput) => attempt(() => auth.signIn(input)), [attempt, auth]);
  const signInWithCode = useCallback(
    (code: string) =>
      attempt(() => {
        if (!auth.signInWithCode) throw new DataError('internal', 'This sign-in has no second step');
        return auth.signInWithCode({ code });
      }),
    [attempt, auth],
  );

  // The autofill ceremony waits in the background: the form stays usable until the operator picks a passkey.
  const signInWithPasskey = useCallback(
    (mode: PasskeySignInMode) =>
      attempt(() => {
        if (!auth.signInWithPasskey) throw new DataError('internal', 'This sign-in has no passkeys');
        return auth.signInWithPasskey(mode);
      }, mode === 'autofill'),
    [attempt, auth],
  );

  const signOut = useCallback(async () => {
    try {
      await auth.signOut();
    } finally {
      setSession(null);
    }
  }, [auth]);

  const refreshSession = useCallback(async () => setSession(await auth.getSession()), [auth]);

  const path = pathname ?? (typeof window === 'undefined' ? '' : window.location.pathname);
  return {
    isAuthenticated: session !== null,
    loading,
    lastLoginTime: session?.lastLoginTime ?? null,
    isDemo: path.includes('/admin/demo'),
    session,
    error,
    signingIn,
    codeRequired,
    passkeyOffered,
    signIn,
    signInWithCode,
    signInWithPasskey,
    signOut,
    refreshSession,
  };
}
