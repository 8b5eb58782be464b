/**
 * The site's languages, in picker order: the one list. Everything that names languages (i18n's
 * dictionaries and page list, the server's page routes, the inline redirect scripts, the admin
 * paths, Storybook's locales) derives from it; `languages.test.ts` fails when a place does not.
 */
export const languages = ['en', 'de', 'tr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The browser language tags (`navigator.language`, the first of `Accept-Language`; lower case) that
 * choose each language (SPEC section 2). Any other tag chooses {@link defaultLanguage}.
 */
export const browserLanguageTags: Record<Language, readonly string[]> = {
  en: [],
  de: ['de', 'de-de', 'de-at', 'de-ch'],
  tr: ['tr', 'tr-tr'],
};

/** The language a browser language tag chooses (case-insensitive), else {@link defaultLanguage}. */
export function languageForBrowserTag(tag: string | null | undefined): Language {
  // A language tag is ASCII, not text in the page's language: lower-case it without Turkish rules.
  const lower = (tag ?? '').toLocaleLowerCase('en-US');
  return languages.find((language) => browserLanguageTags[language].includes(lower)) ?? defaultLanguage;
}

/** A regular-expression source matching one language code: `en|de|tr`. */
export const languagePattern = languages.join('|');

/** A language prefix at the start of a path (`/de`, `/de/...`); group 1 is the language. */
export const languagePrefix = new RegExp(`^/(${languagePattern})(?=/|$)`);

/** The language a path starts with (`/de/faq` is `de`), or null. */
export function languageOfPath(path: string): Language | null {
  return (languagePrefix.exec(path)?.[1] as Language | undefined) ?? null;
}

/** A path without its language prefix: `/de/faq` is `/faq`, `/de` is `` (empty), `/admin` stays. */
export function withoutLanguagePrefix(path: string): string {
  return path.replace(languagePrefix, '');
}

const adminPath = new RegExp(`^(?:/(${languagePattern}))?/admin(?=/|$)`);

/** Whether a path belongs to the admin area: `/admin` and everything under it, with or without a language prefix (`/de/admin/...`). */
export function isAdminPath(path: string): boolean {
  return adminPath.test(path);
}

/** The admin area's base path for a path in it: `/admin`, or `/de/admin` under a language prefix. */
export function adminBase(path: string): string {
  const language = adminPath.exec(path)?.[1];
  return language ? `/${language}/admin` : '/admin';
}

const adminSignInPath = new RegExp(`^(?:/(${languagePattern}))?/admin/?$`);

/** Whether a path is the admin area's sign-in screen itself: `/admin`, `/de/admin`. */
export function isAdminSignInPath(path: string): boolean {
  return adminSignInPath.test(path);
}

/**
 * The query parameter of the sign-in screen's address that remembers where the operator was headed
 * (`/admin?from=%2Fadmin%2Fdemo%2F2`), set by the guards of the server and of the browser.
 */
export const adminReturnParam = 'from';

const base = 'http://site.invalid';

/**
 * Where to go after sign-in, when `value` is a path of this site's admin area other than the sign-in
 * screen (with its query and hash), else null: never another origin (`//evil.example`,
 * `/\evil.example`, `https:...`), never a public page, never a path that leaves the area by `..`.
 */
export function adminReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || !isAdminPath(url.pathname) || isAdminSignInPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the sign-in screen at `pathname` (with its query `search`) sends a signed-in operator: the admin page its address remembers, else the dashboard. */
export function adminSignInDestination(pathname: string, search: string): string {
  return adminReturnPath(new URLSearchParams(search).get(adminReturnParam)) ?? `${adminBase(pathname)}/dashboard`;
}

/** The sign-in screen's address that brings the operator back to `path` (a path of the admin area) afterwards. */
export function adminSignInAddress(path: string): string {
  const target = adminReturnPath(path);
  const signIn = adminBase(path);
  return target ? `${signIn}?${adminReturnParam}=${encodeURIComponent(target)}` : signIn;
}

/** The name of the cookie that carries the visitor's chosen language to the server. */
export const preferredLanguageKey = 'preferredLanguage';

/** The `preferredLanguage` cookie, for a year; `Secure` when the site is served over https. */
export function preferredLanguageCookie(language: Language, https: boolean): string {
  return `${preferredLanguageKey}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${https ? '; Secure' : ''}`;
}
