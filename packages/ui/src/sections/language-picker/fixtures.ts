import type { LanguageOption } from './language-picker';

/** The languages, each linking to the FAQ page in it. */
export const languageOptions: readonly LanguageOption[] = [
  { code: 'en', label: 'English', href: '/en/faq' },
  { code: 'de', label: 'Deutsch', href: '/de/faq' },
  { code: 'tr', label: 'Türkçe', href: '/tr/faq' },
];
