export const languages = ['en', 'de', 'tr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The name of the cookie that carries the visitor's chosen language to the server. */
export const preferredLanguageKey = 'preferredLanguage';

/** The `preferredLanguage` cookie, for a year; `Secure` when the site is served over https. */
export function preferredLanguageCookie(language: Language, https: boolean): string {
  return `${preferredLanguageKey}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${https ? '; Secure' : ''}`;
}
