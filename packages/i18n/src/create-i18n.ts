import i18next, { type i18n } from 'i18next';
import type { Dictionary } from './dictionary';
import type { Language } from './languages';

/** An i18next instance for one language, ready synchronously (no fetching, no detection). */
export function createI18n(language: Language, dictionary: Dictionary): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: dictionary } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
