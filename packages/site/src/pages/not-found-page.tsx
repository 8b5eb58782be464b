import { useEffect } from 'react';
import { preferredLanguage } from '../app/language-preference';

/**
 * An unknown path reached by client-side navigation: go to the home of the stored preferred
 * language, as the server's 404 page does for a direct visit.
 */
export function NotFoundPage() {
  useEffect(() => {
    window.location.replace(`/${preferredLanguage()}`);
  }, []);
  return null;
}
