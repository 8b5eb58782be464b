import { useCallback, useEffect, useState } from 'react';
import type { AuthSession, SignInInput } from '../domain/auth.ts';
import { DataError } from '../domain/errors.ts';
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
  signIn(input: SignInInput): Promise<void>;
  signInWithCode(code: string): Promise<void>;
  signOut(): Promise<void>;
}

/** Auth state of SPEC section 4, driven by the auth port's events. Pass the router's pathname for `isDemo`. */
export function useAuth(pathname?: string): AuthState {
  const { auth } = useDataAdapters();
  const [session, setSession] = useState<AuthSession | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<DataError | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [codeRequired, setCodeRequired] = useState(false);

  useEffect(
    () =>
      auth.onAuthStateChange((_event, next) => {
        setSession(next);
        setLoading(false);
      }),
    [auth],
  );

  const attempt = useCallback(async (run: () => Promise<AuthSession>) => {
    setSigningIn(true);
    setError(null);
    try {
      setSession(await run());
      setCodeRequired(false);
    } catch (caught) {
      const dataError = asDataError(caught);
      if (dataError.code === 'code_required') setCodeRequired(true);
      else setError(dataError);
      throw dataError;
    } finally {
      setSigningIn(false);
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

  const signOut = useCallback(async () => {
    try {
      await auth.signOut();
    } finally {
      setSession(null);
    }
  }, [auth]);

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
    signIn,
    signInWithCode,
    signOut,
  };
}
