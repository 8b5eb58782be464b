import { defaultLanguage, isAdminPath, isAdminSignInPath, languageOfPath } from '@zk/data';

/**
 * Whether a request is for the admin area: a path of it (`isAdminPath` in
 * `packages/data/src/domain/languages.ts`, the rule the site's router uses too) or the admin
 * shell's own file, which the server sends like any admin path (noindex, the admin CSP).
 */
export function isAdminRequest(path: string): boolean {
  return isAdminPath(path) || path === '/admin.html';
}

/**
 * The built documents for an admin path, the first that exists to be sent (`writeAdminShells` in
 * packages/site/scripts/build.mjs writes them): the sign-in screen, prerendered, for `/admin` and
 * `/{lang}/admin` (`admin.html`, `de/admin/index.html`); the client-rendered shell for every other
 * admin path (`admin-app.html`, `de/admin/app.html`). A language without documents of its own gets
 * the English ones; a build without the client-rendered shell (an older one) gets the sign-in document.
 */
export function adminShellFiles(path: string): string[] {
  const language = languageOfPath(path);
  const own = language && language !== defaultLanguage ? `/${language}/admin` : null;
  const signIn = [...(own ? [`${own}/index.html`] : []), '/admin.html'];
  if (isAdminSignInPath(path)) return signIn;
  return [...(own ? [`${own}/app.html`] : []), '/admin-app.html', ...signIn];
}
