import { preferredLanguageCookie, preferredLanguageKey } from '@zk/data';
import { defaultLanguage, isLanguage, type Language } from '@zk/i18n';

/** Stores the visitor's choice in localStorage and mirrors it in a cookie the server can read. */
export function storePreferredLanguage(language: Language): void {
  try {
    localStorage.setItem(preferredLanguageKey, language);
  } catch {
    // Storage may be disabled; the cookie still carries the choice.
  }
  document.cookie = preferredLanguageCookie(language, location.protocol === 'https:');
}

/** The stored preferred language, or English. */
export function preferredLanguage(): Language {
  try {
    const stored = localStorage.getItem(preferredLanguageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Fall through to the default.
  }
  return defaultLanguage;
}
