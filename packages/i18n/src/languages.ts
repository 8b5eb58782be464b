/** The site's languages, in picker order. */
export const languages = ['en', 'de', 'tr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language's name in itself, for the picker. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch', tr: 'Türkçe' };

/** BCP 47 locale used for `Intl` formatting. */
export const intlLocales: Record<Language, string> = { en: 'en-US', de: 'de-DE', tr: 'tr-TR' };

/** Open Graph locale of each language. */
export const ogLocales: Record<Language, string> = { en: 'en_US', de: 'de_DE', tr: 'tr_TR' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
