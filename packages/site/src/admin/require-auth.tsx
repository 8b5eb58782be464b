import { Spinner } from '@zk/ui/admin';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useI18n } from '../app/i18n-context';
import { useAdminAuth, useSessionFresh } from './admin-auth';
import { adminBase, adminSignInAddress } from './admin-paths';

/**
 * The guard of every protected admin page: a centred spinner while the session loads; the page only
 * for a sign-in at most 5 minutes old; otherwise the sign-in screen, remembering in its address where
 * the visitor was headed (`/admin?from=...`, as the server's guard does) and replacing the history
 * entry; after the operator signed out, the sign-in screen alone. A session that goes stale here is
 * signed out.
 */
export function RequireAuth() {
  const { t } = useI18n();
  const location = useLocation();
  const { loading, isAuthenticated, lastLoginTime, signOut, signedOut } = useAdminAuth();
  const fresh = useSessionFresh(lastLoginTime);
  const stale = isAuthenticated && !fresh;

  useEffect(() => {
    if (stale) signOut().catch((error: unknown) => console.error('Sign-out failed', error));
  }, [stale, signOut]);

  if (loading) return <Spinner layout="page" label={t('admin.loading')} />;
  if (!isAuthenticated || !fresh) {
    const signIn = signedOut ? adminBase(location.pathname) : adminSignInAddress(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={signIn} replace />;
  }
  return <Outlet />;
}
