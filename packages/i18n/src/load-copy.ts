import { assembleDictionary } from './assemble-dictionary';
import { addNamespace, createI18n, hasNamespace, languageOf, type I18n, type NamespaceCopy } from './i18next-setup';
import type { Dictionary } from './dictionary';
import type { Language } from './languages';
import { namespaces, type Namespace } from './namespaces';

type LocaleModule = () => Promise<{ default: NamespaceCopy }>;

// One lazily loaded chunk per language and namespace; a namespace file imports the files it is made of.
const namespaceFiles = import.meta.glob<{ default: NamespaceCopy }>(
  './locales/*/{shared,meta,home,forms,contact,waitlist,faq,about,legal,legal-privacy,legal-terms,legal-impressum,zkagent,admin,emails,subscription}.ts',
) as Record<string, LocaleModule>;

/** Loads a namespace's copy in one language, from this site's own files (a chunk of the build). */
export async function loadNamespace(language: Language, namespace: Namespace): Promise<NamespaceCopy> {
  const load = namespaceFiles[`./locales/${language}/${namespace}.ts`];
  if (!load) throw new Error(`No locale file ${language}/${namespace}.ts`);
  return (await load()).default;
}

/** A language's whole dictionary, every namespace, for prerendering, the server and tests. The browser loads only a page's own (`loadCopy`). */
export async function loadResources(language: Language): Promise<Dictionary> {
  const parts = await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
  return assembleDictionary(parts) as Dictionary;
}

/** An i18next instance with all of a language's copy. */
export async function createLoadedI18n(language: Language): Promise<I18n> {
  return createI18n(language, await loadResources(language));
}

const loading = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Makes sure an i18next instance has the given namespaces: `null` when it has them all already
 * (render now), otherwise a promise that settles once they are added (suspend on it with React's
 * `use`). The same request gets the same promise until it settles, as `use` requires.
 */
export function loadCopy(i18n: I18n, list: readonly Namespace[]): Promise<void> | null {
  const missing = list.filter((namespace) => !hasNamespace(i18n, namespace));
  if (missing.length === 0) return null;
  const inFlight = loading.get(i18n) ?? new Map<string, Promise<void>>();
  loading.set(i18n, inFlight);
  const key = missing.join(' ');
  let promise = inFlight.get(key);
  if (!promise) {
    promise = Promise.all(missing.map((namespace) => loadNamespace(languageOf(i18n), namespace))).then((parts) => {
      parts.forEach((part, index) => addNamespace(i18n, missing[index]!, part));
      inFlight.delete(key);
    });
    inFlight.set(key, promise);
  }
  return promise;
}
