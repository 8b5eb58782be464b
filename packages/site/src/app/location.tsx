import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import type { NavigateOptions, SiteHistory, SiteLocation } from './history';

interface LocationValue {
  history: SiteHistory;
  location: SiteLocation;
}

const LocationContext = createContext<LocationValue | null>(null);

// Layout effects do nothing (and warn) when prerendering; the server's history never changes.
const useClientLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Provides the current location of `history`. A change of location renders as a transition, so
 * the page on screen stays until the next page's code and copy have loaded, instead of a blank.
 */
export function LocationProvider({ history, children }: { history: SiteHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useClientLayoutEffect(() => {
    // A navigation between the first render and this subscription is picked up here.
    setLocation(history.location);
    return history.listen(() => startTransition(() => setLocation(history.location)));
  }, [history]);
  return <LocationContext value={{ history, location }}>{children}</LocationContext>;
}

function useLocationValue(): LocationValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error('Location hooks need <LocationProvider> above them');
  return value;
}

export function useLocation(): SiteLocation {
  return useLocationValue().location;
}

export function useHistory(): SiteHistory {
  return useLocationValue().history;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const { history } = useLocationValue();
  return (to, options) => history.navigate(to, options);
}
