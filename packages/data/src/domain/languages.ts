export const languages = ['en', 'de', 'tr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
