export const locales = ['en', 'de', 'tr'] as const;
export type Locale = (typeof locales)[number];

export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  tr: 'Türkçe',
};

/** Per-locale partial args a story may declare: `parameters.localeArgs = { de: {...}, tr: {...} }`. */
export type LocaleArgs<TArgs = Record<string, unknown>> = Partial<Record<Locale, Partial<TArgs>>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function argsForLocale<TArgs extends object>(
  args: TArgs,
  locale: unknown,
  localeArgs: LocaleArgs<TArgs> | undefined,
): TArgs {
  if (!isLocale(locale) || !localeArgs?.[locale]) return args;
  return { ...args, ...localeArgs[locale] };
}
