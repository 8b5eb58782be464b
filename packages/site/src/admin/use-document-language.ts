import { useEffect } from 'react';

/**
 * Declares the language of a client-rendered page whose content is in a language other than the
 * admin's (the demos are English under /de/admin and /tr/admin too), so screen readers pronounce it
 * right and CSS casing follows English rules. The admin's language comes back on leaving.
 */
export function useDocumentLanguage(language: string): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = language;
    return () => {
      root.lang = previous;
    };
  }, [language]);
}
