import { storyCopy } from '@story/copy';
import { localeNames, locales, type Locale } from '@story/locale';
import type { LanguageOption } from './language-picker';

/** The languages, each linking to the FAQ page in it (the site's `languageOptionsAt('/xx/faq')`). */
export const languageOptions: readonly LanguageOption[] = locales.map((code) => ({ code, label: localeNames[code], href: `/${code}/faq` }));

/** The picker's accessible name in each language. */
export const languageLabel = (locale: Locale) => storyCopy[locale].header.languageLabel;
