import { isLanguage, languageNames, languages, type Language } from '@zk/i18n/languages';

/** Storybook's locales are the site's languages (`packages/data/src/domain/languages.ts`), named as the picker names them. */
export const locales = languages;
export type Locale = Language;
export const localeNames: Record<Locale, string> = languageNames;
export const isLocale = isLanguage;

/** Per-locale partial args a story may declare: `parameters.localeArgs = { de: {...}, tr: {...} }`. */
export type LocaleArgs<TArgs = Record<string, unknown>> = Partial<Record<Locale, Partial<TArgs>>>;

export function argsForLocale<TArgs extends object>(args: TArgs, locale: unknown, localeArgs: LocaleArgs<TArgs> | undefined): TArgs {
  if (!isLocale(locale) || !localeArgs?.[locale]) return args;
  return { ...args, ...localeArgs[locale] };
}
