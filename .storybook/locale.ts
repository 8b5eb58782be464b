import { isLanguage, languageNames, languages, type Language } from '@zk/i18n/languages';

/** Storybook's locales are the site's languages (`packages/data/src/domain/languages.ts`), named as the picker names them. */
export const locales = languages;
export type Locale = Language;
export const localeNames: Record<Locale, string> = languageNames;
export const isLocale = isLanguage;

/** Each locale's writing direction, for `<html dir>`. */
export const localeDirections: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', de: 'ltr', tr: 'ltr' };

/** Per-locale partial args a story may declare: `parameters.localeArgs = { de: {...}, tr: {...} }`. */
export type LocaleArgs<TArgs = Record<string, unknown>> = Partial<Record<Locale, Partial<TArgs>>>;

export function argsForLocale<TArgs extends object>(args: TArgs, locale: unknown, localeArgs: LocaleArgs<TArgs> | undefined): TArgs {
  if (!isLocale(locale) || !localeArgs?.[locale]) return args;
  return { ...args, ...localeArgs[locale] };
}

/** The locale a story renders in (its own, or the toolbar's), for copy a story builds outside its args. */
export function renderedLocale({ globals }: { globals: Record<string, unknown> }): Locale {
  return isLocale(globals.locale) ? globals.locale : 'en';
}

/** What the decorator in preview.tsx and the `play` functions read: a story's args in the locale it runs in. */
interface LocaleContext<TArgs> {
  args: TArgs;
  globals: Record<string, unknown>;
  storyGlobals?: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

/**
 * The args a story renders with, and so the copy its `play` function expects. A story that fixes its
 * language (`globals: { locale }`) brings its copy in its own args; any other takes the toolbar's
 * locale's `parameters.localeArgs` over them.
 */
export function renderedArgs<TArgs extends object>({ args, globals, storyGlobals, parameters }: LocaleContext<TArgs>): TArgs {
  if (storyGlobals?.locale !== undefined) return args;
  return argsForLocale(args, globals.locale, parameters.localeArgs as LocaleArgs<TArgs> | undefined);
}
