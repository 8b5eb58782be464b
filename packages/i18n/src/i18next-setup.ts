import i18next, { type i18n, type ParseKeys, type TFunction as I18nextTFunction } from 'i18next';
import type { Dictionary } from './dictionary';
import type { Language } from './languages';
import { namespaces, type Namespace } from './namespaces';
import type en from './locales/en';

/** English copy as typed resources: every string keeps its literal type (so its `{{placeholders}}` are typed), arrays stay plain arrays. */
type Typed<T> = T extends string ? T : T extends readonly (infer Item)[] ? Typed<Item>[] : { -readonly [K in keyof T]: Typed<T[K]> };

/**
 * The copy as i18next resources, typed from English (the source). Keys keep their form (`faq.search`):
 * the parts of `namespaces.ts` are loading units that `addResourceBundle` merges deeply into
 * i18next's one namespace, so a page holds only the parts it has loaded.
 */
export type Resources = Typed<typeof en>;

/** One namespace's copy (any language), as its locale file exports it. */
export type NamespaceCopy = Partial<Dictionary>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
    // A key may name a whole section (`legal.privacy`): it comes back as an object, every string in it interpolated.
    returnObjects: true;
    // A string with `{{placeholders}}` needs its values: leaving one out is a type error.
    strictInterpolationChecks: true;
  }
}

/** The site's `t`: i18next's, typed by the English resources. */
export type TFunction = I18nextTFunction;
/** Every key `t` accepts, plural forms by their base (`faq.results`). */
export type TranslationKey = ParseKeys;
/** An i18next instance for one language. */
export type I18n = i18n;

// The namespaces each instance holds (i18next's own namespace is one, so it cannot tell us).
const loaded = new WeakMap<I18n, Set<Namespace>>();

/**
 * The one i18next instance of a page (browser) or a render (prerender, server, tests), in one
 * language and never switched. Made from a language's whole dictionary (`loadResources`, or a
 * locale's `index.ts` in tests), or from nothing, to be filled namespace by namespace (`loadCopy`).
 * Initialised synchronously: with no backend there is nothing to wait for.
 */
export function createI18n(language: Language, dictionary?: Dictionary): I18n {
  const instance = i18next.createInstance({
    lng: language,
    fallbackLng: false,
    initAsync: false,
    returnObjects: true,
    // React escapes what it renders; the head renderer escapes titles and descriptions.
    interpolation: { escapeValue: false },
    // A missing key shows as itself and is reported: a page asked for copy it did not load. One asked for
    // with a `defaultValue` (a code from a newer server, say) shows that, as i18next would without this handler.
    parseMissingKeyHandler: (key, defaultValue?: string) => {
      if (defaultValue !== undefined) return defaultValue;
      console.error(`Missing copy for "${key}" in ${language}`);
      return key;
    },
  });
  void instance.init();
  // Bound once, so `t` can be handed to components and helpers on its own and stays the same function.
  instance.t = instance.t.bind(instance) as typeof instance.t;
  loaded.set(instance, new Set(dictionary ? namespaces : []));
  if (dictionary) instance.addResourceBundle(language, 'translation', dictionary);
  return instance;
}

/** Whether a part of the copy is in the instance already. */
export const hasNamespace = (instance: I18n, namespace: Namespace): boolean => loaded.get(instance)?.has(namespace) ?? false;

/** Adds a part of the copy: i18next merges it deeply into what the instance holds. */
export function addNamespace(instance: I18n, namespace: Namespace, copy: NamespaceCopy): void {
  instance.addResourceBundle(instance.language, 'translation', copy, true, true);
  loaded.get(instance)?.add(namespace);
}

/** The language an instance made by `createI18n` translates into. */
export const languageOf = (instance: I18n): Language => instance.language as Language;
