import type { Dictionary } from './dictionary';
import type { Language } from './languages';

/**
 * Loads one language's dictionary. Each language is its own chunk, so a page ships only its own copy.
 */
export const loadDictionary: Record<Language, () => Promise<Dictionary>> = {
  en: () => import('./locales/en').then((m) => m.default),
  de: () => import('./locales/de').then((m) => m.default),
  tr: () => import('./locales/tr').then((m) => m.default),
};
