import type { ReactNode } from 'react';
import { createPath, NavigationType, Router, type Navigator, type To } from 'react-router-dom';
import type { NavigationAction } from '../app/history';
import { useHistory, useLocation } from '../app/location';

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

const navigationTypes: Record<NavigationAction, NavigationType> = {
  POP: NavigationType.Pop,
  PUSH: NavigationType.Push,
  REPLACE: NavigationType.Replace,
};

/**
 * React Router for the admin area only (nested routes, the guard's redirects), driven by the site's
 * own history, so the router's code loads with the admin chunk and never with a public page.
 */
export function RouterBridge({ children }: { children: ReactNode }) {
  const history = useHistory();
  const location = useLocation();
  const navigator: Navigator = {
    createHref: toPath,
    go: (delta) => history.go(delta),
    push: (to, state) => history.navigate(toPath(to), { replace: false, state }),
    replace: (to, state) => history.navigate(toPath(to), { replace: true, state }),
  };
  return (
    <Router location={location} navigator={navigator} navigationType={navigationTypes[history.action]}>
      {children}
    </Router>
  );
}
