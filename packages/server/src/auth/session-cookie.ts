import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { deviceCookie, type DeviceCookie } from './device-cookie.ts';

export interface SessionCookie {
  read(c: Context): string | undefined;
  write(c: Context, token: string, maxAgeSeconds: number): void;
  clear(c: Context): void;
  /** The browser's device cookies, one per account it signed in to (they outlive the session). */
  device: DeviceCookie;
}

/**
 * The session cookie: httpOnly, SameSite=Strict, path `/`; over https it is `Secure` and carries the
 * `__Host-` prefix, which pins it to this exact host.
 */
export function sessionCookie(siteUrl: string): SessionCookie {
  const secure = siteUrl.startsWith('https:');
  const name = secure ? '__Host-zk_session' : 'zk_session';
  const options = { httpOnly: true, sameSite: 'Strict', path: '/', secure } as const;
  return {
    read: (c) => getCookie(c, name),
    write: (c, token, maxAge) => setCookie(c, name, token, { ...options, maxAge }),
    clear: (c) => void deleteCookie(c, name, options),
    device: deviceCookie(siteUrl),
  };
}
