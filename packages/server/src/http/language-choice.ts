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

/** The request headers the choice is read from. */
export interface LanguageChoiceRequest {
  method: string;
  path: string;
  secFetchMode: string | undefined;
  referer: string | undefined;
  host: string | undefined;
  /** The `preferredLanguage` cookie the request carries. */
  storedLanguage: string | undefined;
}

/**
 * The language a navigation chose without scripts, to store in the `preferredLanguage` cookie with its
 * answer (when that is a page), or `null`: a navigation from a public page in one language to a public
 * page in another, on this site, whose stored language is not that one already.
 */
export function languageChosen({ method, path, secFetchMode, referer, host, storedLanguage }: LanguageChoiceRequest): Language | null {
  if (method !== 'GET' || secFetchMode !== 'navigate') return null;
  const target = languageOf(path);
  const fromPath = sameOriginPath(referer, host);
  const from = fromPath === null ? null : languageOf(fromPath);
  return !target || !from || from === target || storedLanguage === target ? null : target;
}

/**
 * Stores a language chosen without scripts. The header's language links are plain links to the same
 * page in another language; with scripts the site stores the choice when one is clicked (localStorage
 * and the `preferredLanguage` cookie). Without them, a navigation from a public page in one language
 * to a public page in another, on this site, is that choice ({@link languageChosen}): its response sets
 * the cookie, so a later visit to a prefix-less address (`/`) opens in the chosen language.
 */
export function languageChoice({ https }: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html') || c.res.status !== 200) return;
    const target = languageChosen({
      method: c.req.method,
      path: c.req.path,
      secFetchMode: c.req.header('sec-fetch-mode'),
      referer: c.req.header('referer'),
      host: c.req.header('host'),
      storedLanguage: getCookie(c, preferredLanguageKey),
    });
    if (target) c.res.headers.append('Set-Cookie', preferredLanguageCookie(target, https));
  };
}
