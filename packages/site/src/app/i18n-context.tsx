import type { Language } from '@zk/i18n';
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface I18nValue {
  language: Language;
  t: TFunction;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides the page's language and its `t`; the language never changes within one page load. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = useMemo(() => ({ language: i18n.language as Language, t: i18n.t }), [i18n]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}
