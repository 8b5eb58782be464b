import type { Language } from '@zk/data/languages';

/** The one list of languages lives in `packages/data/src/domain/languages.ts` (the server may import only data). */
export { defaultLanguage, isLanguage, languages, type Language } from '@zk/data/languages';

/** Each language's name in itself, for the picker. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch', tr: 'Türkçe' };

/** BCP 47 locale used for `Intl` formatting. */
export const intlLocales: Record<Language, string> = { en: 'en-US', de: 'de-DE', tr: 'tr-TR' };

/** Open Graph locale of each language. */
export const ogLocales: Record<Language, string> = { en: 'en_US', de: 'de_DE', tr: 'tr_TR' };
