import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import type { NavigateOptions, SiteHistory, SiteLocation } from './history';

// The history object, which never changes. The location is not in the context: a context change
// reaches every part of the tree, and a part that has not hydrated yet (the home page's sections
// below the hero) would have to hydrate before the navigation could finish. Each reader subscribes.
const HistoryContext = createContext<SiteHistory | null>(null);

// Layout effects do nothing (and warn) when prerendering; the server's history never changes.
const useClientLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

/** Makes `history` available to the location hooks below. */
export function LocationProvider({ history, children }: { history: SiteHistory; children: ReactNode }) {
  return <HistoryContext value={history}>{children}</HistoryContext>;
}

export function useHistory(): SiteHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('Location hooks need <LocationProvider> above them');
  return history;
}

/**
 * The current location. A change renders as a transition (every reader in the same one), so the page
 * on screen stays until the next page's code and copy have loaded, instead of a blank.
 */
export function useLocation(): SiteLocation {
  const history = useHistory();
  const [location, setLocation] = useState(history.location);
  useClientLayoutEffect(() => {
    // A navigation between the first render and this subscription is picked up here.
    setLocation(history.location);
    return history.listen(() => startTransition(() => setLocation(history.location)));
  }, [history]);
  return location;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const history = useHistory();
  return (to, options) => history.navigate(to, options);
}
