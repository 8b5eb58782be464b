import { languageOfPath, preferredLanguageCookie, preferredLanguageKey, type Language } from '@zk/data';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isAdminRequest } from './admin-path.ts';

function languageOf(path: string): Language | null {
  return isAdminRequest(path) ? null : languageOfPath(path);
}

function sameOriginPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Stores a language chosen without scripts. The header's language links are plain links to the same
 * page in another language; with scripts the site stores the choice when one is clicked (localStorage
 * and the `preferredLanguage` cookie). Without them, a navigation from a public page in one language
 * to a public page in another, on this site, is that choice: its response sets the cookie, so a later
 * visit to a prefix-less address (`/`) opens in the chosen language.
 */
export function languageChoice({ https }: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.req.header('sec-fetch-mode') !== 'navigate') return;
    if (!c.res.headers.get('content-type')?.startsWith('text/html') || c.res.status !== 200) return;
    const target = languageOf(c.req.path);
    const fromPath = sameOriginPath(c.req.header('referer'), c.req.header('host'));
    const from = fromPath === null ? null : languageOf(fromPath);
    if (!target || !from || from === target || getCookie(c, preferredLanguageKey) === target) return;
    c.res.headers.append('Set-Cookie', preferredLanguageCookie(target, https));
  };
}
