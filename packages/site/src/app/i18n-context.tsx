import { languageOf, loadCopy, type I18n, type Language, type Namespace, type TFunction } from '@zk/i18n';
import { createContext, use, useContext, type ReactNode } from 'react';

interface I18nValue {
  language: Language;
  t: TFunction;
  i18n: I18n;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides the page's i18next instance, its language and its `t`; the language never changes within one page load. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = { language: languageOf(i18n), t: i18n.t, i18n };
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The page's language and `t` (our thin hook over the i18next instance; react-i18next would add its bytes for nothing we use). */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}

/** What `use` reads for namespaces that were there at the first render: already fulfilled, so it returns at once. */
const loaded = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Per instance and list of namespaces, the one promise every render of a component asking for them reads. */
const reads = new WeakMap<I18n, Map<string, Promise<void>>>();

function namespacesRead(i18n: I18n, list: readonly Namespace[]): Promise<void> {
  const byList = reads.get(i18n) ?? new Map<string, Promise<void>>();
  reads.set(i18n, byList);
  const key = list.join(' ');
  let read = byList.get(key);
  if (!read) {
    read = loadCopy(i18n, list) ?? loaded;
    byList.set(key, read);
  }
  return read;
}

/**
 * Suspends until the instance has these namespaces (instant once loaded, and when prerendering).
 * Every render reads the same promise through `use`: React replays a component that suspended
 * with the promises of its first attempt, and a retry that read another promise (or none, the copy
 * having loaded meanwhile) is an error to it.
 */
export function useNamespaces(list: readonly Namespace[]): void {
  use(namespacesRead(useI18n().i18n, list));
}

/** Renders its children once their namespaces are loaded; put it inside a Suspense boundary. */
export function WithNamespaces({ list, children }: { list: readonly Namespace[]; children: ReactNode }) {
  useNamespaces(list);
  return children;
}
