import { isLanguage, languageForBrowserTag, languagePrefix, preferredLanguageKey, type Language } from '@zk/data';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { adminShellFiles, isAdminRequest } from './admin-path.ts';
import type { StaticFiles } from './static-files.ts';

/**
 * The language for a request without a language prefix: the stored choice (the `preferredLanguage`
 * cookie, mirrored from localStorage by the site) is handled by the caller; this is the browser's
 * language from `Accept-Language`, by the same rule as the site's (`languageForBrowserTag`: de, de-de,
 * de-at, de-ch give de; tr, tr-tr give tr; anything else en). Only the visitor's first language counts, as `navigator.language`.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  const first = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q)[0]?.tag;
  return languageForBrowserTag(first);
}

function storedLanguage(c: Context): Language | null {
  const value = getCookie(c, preferredLanguageKey);
  return isLanguage(value) ? value : null;
}

/**
 * Page routing in front of the static files:
 * - admin paths get the admin document of their language (`adminShellFiles`: the prerendered sign-in
 *   screen at `/admin` and `/de/admin`, the client-rendered shell under them), never indexed;
 * - a path without a language prefix that names a page redirects (302) to the stored language when
 *   the cookie carries one; otherwise it gets the language-choice page (which reads localStorage
 *   first) with a no-script fallback to the browser language. Both vary on Cookie and Accept-Language.
 */
export function pageRoutes(files: StaticFiles): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (isAdminRequest(path)) {
      for (const file of adminShellFiles(path)) {
        const shell = await files.serveFile(c, file);
        if (!shell) continue;
        shell.headers.set('X-Robots-Tag', 'noindex');
        return shell;
      }
      return next();
    }
    if (languagePrefix.test(path) || path.startsWith('/api/')) return next();
    const rest = path === '/' ? '' : path.replace(/\/+$/, '');
    if (rest !== '' && !(await files.exists(`/en${rest}/index.html`))) return next();

    const url = new URL(c.req.url);
    c.header('Vary', 'Cookie, Accept-Language');
    c.header('Cache-Control', 'no-cache');
    const stored = storedLanguage(c);
    if (stored) return c.redirect(`/${stored}${rest}${url.search}`, 302);

    const fallback = `/${languageFromAcceptLanguage(c.req.header('accept-language'))}${rest}${url.search}`;
    const choice = await files.readText('/index.html');
    if (choice === null) return c.redirect(fallback, 302);
    const noscript = `<noscript><meta http-equiv="refresh" content="0; url=${fallback.replace(/"/g, '&quot;')}" /></noscript>`;
    return c.html(choice.replace('</head>', `${noscript}\n  </head>`));
  };
}
