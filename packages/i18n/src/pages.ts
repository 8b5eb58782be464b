import { isLanguage, languages, type Language } from './languages';

/** The public pages; each exists once per language (SPEC section 2). */
export const publicPages = ['home', 'contact', 'about', 'privacy', 'terms', 'impressum', 'waitlist', 'faq', 'zkagent'] as const;
export type PublicPage = (typeof publicPages)[number];

/** A page's path in a language: `/de`, `/de/contact`. */
export function pagePath(page: PublicPage, language: Language): string {
  return page === 'home' ? `/${language}` : `/${language}/${page}`;
}

/** Every public page in every language, in a stable order. */
export function allPublicRoutes(): { page: PublicPage; language: Language; path: string }[] {
  return languages.flatMap((language) => publicPages.map((page) => ({ page, language, path: pagePath(page, language) })));
}

/** The public page a path shows (`/de/faq` is `faq`), or `null` for any other path. */
export function publicPageAt(path: string): PublicPage | null {
  const [, language = '', page, ...rest] = path.replace(/\/+$/, '').split('/');
  if (!isLanguage(language) || rest.length > 0) return null;
  if (page === undefined) return 'home';
  return page !== 'home' && (publicPages as readonly string[]).includes(page) ? (page as PublicPage) : null;
}
