import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusLandingWhenReady } from '../app/focus-landing';

/**
 * After a change of admin page (signing in, signing out, a redirect by the guard), focus moves to
 * the new page's main landmark once it has rendered, instead of staying on a button that is gone.
 * The first page of a visit keeps the browser's default.
 */
export function useAdminNavigationFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === null || before === pathname) return;
    return focusLandingWhenReady('main');
  }, [pathname]);
}
