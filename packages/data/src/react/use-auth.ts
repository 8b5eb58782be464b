import { useCallback, useEffect, useState } from 'react';
import type { AuthSession, SignInInput } from '../domain/auth.ts';
import type { DataError } from '../domain/errors.ts';
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
  signIn(input: SignInInput): Promise<void>;
  signOut(): Promise<void>;
}

/** Auth state of SPEC section 4, driven by the auth port's events. Pass the router's pathname for `isDemo`. */
export function useAuth(pathname?: string): AuthState {
  const { auth } = useDataAdapters();
  const [session, setSession] = useState<AuthSession | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<DataError | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  useEffect(
    () =>
      auth.onAuthStateChange((_event, next) => {
        setSession(next);
        setLoading(false);
      }),
    [auth],
  );

  const signIn = useCallback(
    async (input: SignInInput) => {
      setSigningIn(true);
      setError(null);
      try {
        setSession(await auth.signIn(input));
      } catch (caught) {
        const dataError = asDataError(caught);
        setError(dataError);
        throw dataError;
      } finally {
        setSigningIn(false);
      }
    },
    [auth],
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
    signIn,
    signOut,
  };
}
