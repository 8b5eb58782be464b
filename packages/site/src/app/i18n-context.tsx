import { loadCopy, type Language, type Namespace, type TFunction, type Translator } from '@zk/i18n';
import { createContext, use, useContext, type ReactNode } from 'react';

interface I18nValue {
  language: Language;
  t: TFunction;
  translator: Translator;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides the page's language and its `t`; the language never changes within one page load. */
export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  const value = { language: translator.language, t: translator.t, translator };
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}

/** Suspends until the translator has these namespaces (instant once loaded, and when prerendering). */
export function useNamespaces(list: readonly Namespace[]): void {
  const pending = loadCopy(useI18n().translator, list);
  if (pending) use(pending);
}

/** Renders its children once their namespaces are loaded; put it inside a Suspense boundary. */
export function WithNamespaces({ list, children }: { list: readonly Namespace[]; children: ReactNode }) {
  useNamespaces(list);
  return children;
}
