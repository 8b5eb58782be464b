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

/**
 * Runs `store` once the visitor first acts on the page (a pointer or a key; in a task after that
 * event's) or leaves it (hidden, or unloaded; at once), whichever comes first. Storing a choice needs
 * localStorage, whose first use on a page reads it from disk with the main thread waiting (5 to 150 ms
 * measured here): not something to do while the page loads, and a visit that neither acts nor leaves
 * has no later visit to serve yet.
 */
export function whenVisitorActsOrLeaves(store: () => void, target: Window = window): void {
  let done = false;
  const events = ['pointerdown', 'keydown', 'pagehide'] as const;
  const run = (now: boolean) => {
    if (done) return;
    done = true;
    for (const type of events) target.removeEventListener(type, onEvent, true);
    target.document.removeEventListener('visibilitychange', onVisibility);
    if (now) store();
    else setTimeout(store);
  };
  const onEvent = (event: Event) => run(event.type === 'pagehide');
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') run(true);
  };
  for (const type of events) target.addEventListener(type, onEvent, true);
  target.document.addEventListener('visibilitychange', onVisibility);
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
