import type { LanguageOption } from './language-picker';

export const languageOptions: readonly LanguageOption[] = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'tr', label: 'Türkçe' },
];
