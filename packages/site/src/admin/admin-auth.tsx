import { sessionFreshnessMs } from '@zk/data';
import { useAuth, type AuthState } from '@zk/data/react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export interface AdminAuthState extends AuthState {
  /**
   * The operator signed out here, rather than the session running out or never being there: the
   * guard then sends them to the sign-in screen without remembering the page they left.
   */
  signedOut: boolean;
}

const AdminAuthContext = createContext<AdminAuthState | null>(null);

/** One auth state for the whole admin area, so every page sees the same sign-in and sign-out. */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const auth = useAuth(pathname);
  const { lastLoginTime, signOut: endSession, signIn: startSession } = auth;
  const [signedOut, setSignedOut] = useState(false);
  const signOut = useCallback(() => {
    setSignedOut(true);
    return endSession();
  }, [endSession]);
  const signIn = useCallback<AuthState['signIn']>(
    (input) => {
      setSignedOut(false);
      return startSession(input);
    },
    [startSession],
  );
  // A session that ended by expiring (the adapter's own timer) is also ended on the server.
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = lastLoginTime;
    if (lastLoginTime === null && before !== null && !isFresh(before, Date.now())) {
      endSession().catch((error: unknown) => console.error('Sign-out failed', error));
    }
  }, [lastLoginTime, endSession]);
  return <AdminAuthContext value={{ ...auth, signIn, signOut, signedOut }}>{children}</AdminAuthContext>;
}

export function useAdminAuth(): AdminAuthState {
  const auth = useContext(AdminAuthContext);
  if (!auth) throw new Error('useAdminAuth needs <AdminAuthProvider> above it');
  return auth;
}

/** Whether a sign-in at `lastLoginTime` is at most 5 minutes old at `now` (SPEC section 4). */
export function isFresh(lastLoginTime: number | null, now: number): boolean {
  return lastLoginTime !== null && now - lastLoginTime <= sessionFreshnessMs;
}

/** Whether the session is still fresh; re-renders the moment it stops being so. */
export function useSessionFresh(lastLoginTime: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (lastLoginTime === null) return;
    const wait = Math.max(0, lastLoginTime + sessionFreshnessMs - Date.now() + 1);
    const id = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(id);
  }, [lastLoginTime]);
  return isFresh(lastLoginTime, Math.max(now, lastLoginTime ?? 0));
}
