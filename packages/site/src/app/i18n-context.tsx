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

/**
 * What `use` reads once the namespaces are there: a promise React sees as fulfilled already (its
 * `status`), so it returns at once without suspending.
 */
const loaded = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * Suspends until the instance has these namespaces (instant once loaded, and when prerendering).
 * `use` is called on every render, not only while loading: a render that suspended on it and then
 * skipped it on the retry is an error to React ("called use() to suspend in a previous render but
 * did not call use() when it finished"), which a fast load on a busy machine produced.
 */
export function useNamespaces(list: readonly Namespace[]): void {
  use(loadCopy(useI18n().i18n, list) ?? loaded);
}

/** Renders its children once their namespaces are loaded; put it inside a Suspense boundary. */
export function WithNamespaces({ list, children }: { list: readonly Namespace[]; children: ReactNode }) {
  useNamespaces(list);
  return children;
}
