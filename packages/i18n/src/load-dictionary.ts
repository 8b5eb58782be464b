import type { Dictionary } from './dictionary';
import type { Language } from './languages';

/**
 * Loads one language's whole dictionary, for prerendering and tests. The browser loads only the
 * namespaces a page needs (`loadCopy`).
 */
export const loadDictionary: Record<Language, () => Promise<Dictionary>> = {
  en: () => import('./locales/en').then((m) => m.default),
  de: () => import('./locales/de').then((m) => m.default),
  tr: () => import('./locales/tr').then((m) => m.default),
};
