import type { Dictionary } from './dictionary';
import type { Language } from './languages';
import type { Namespace } from './namespaces';
import type { Translator } from './translator';

type LocaleModule = () => Promise<{ default: Partial<Dictionary> }>;

// One lazily loaded chunk per language and namespace; a namespace file imports the files it is made of.
const namespaceFiles = import.meta.glob<{ default: Partial<Dictionary> }>(
  './locales/*/{shared,meta,home,forms,contact,waitlist,faq,about,legal,zkagent,admin}.ts',
) as Record<string, LocaleModule>;

/** Loads a namespace's copy in one language. */
export async function loadNamespace(language: Language, namespace: Namespace): Promise<Partial<Dictionary>> {
  const load = namespaceFiles[`./locales/${language}/${namespace}.ts`];
  if (!load) throw new Error(`No locale file ${language}/${namespace}.ts`);
  return (await load()).default;
}

const loaded = new WeakMap<Translator, Set<Namespace>>();
const loading = new WeakMap<Translator, Map<string, Promise<void>>>();

/**
 * Makes sure a translator has the given namespaces: `null` when it has them all already (render
 * now), otherwise a promise that settles once they are added (suspend on it with React's `use`).
 * The same request gets the same promise until it settles, as `use` requires.
 */
export function loadCopy(translator: Translator, list: readonly Namespace[]): Promise<void> | null {
  if (translator.complete) return null;
  const done = loaded.get(translator) ?? new Set<Namespace>();
  loaded.set(translator, done);
  const missing = list.filter((namespace) => !done.has(namespace));
  if (missing.length === 0) return null;
  const inFlight = loading.get(translator) ?? new Map<string, Promise<void>>();
  loading.set(translator, inFlight);
  const key = missing.join(' ');
  let promise = inFlight.get(key);
  if (!promise) {
    promise = Promise.all(missing.map((namespace) => loadNamespace(translator.language, namespace))).then((parts) => {
      for (const part of parts) translator.add(part);
      for (const namespace of missing) done.add(namespace);
      inFlight.delete(key);
    });
    inFlight.set(key, promise);
  }
  return promise;
}
