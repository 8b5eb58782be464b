import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { deviceCookie, type DeviceCookie } from './device-cookie.ts';
import { pendingSignInMs } from './pending-sign-in.ts';

export interface SessionCookie {
  read(c: Context): string | undefined;
  write(c: Context, token: string, maxAgeSeconds: number): void;
  clear(c: Context): void;
  /** The browser's device cookies, one per account it signed in to (they outlive the session). */
  device: DeviceCookie;
  /** Between the password step and the code step (`auth/pending-sign-in.ts`). */
  pending: { read(c: Context): string | undefined; write(c: Context, value: string): void; clear(c: Context): void };
}

/**
 * The session cookie: httpOnly, SameSite=Strict, path `/`; over https it is `Secure` and carries the
 * `__Host-` prefix, which pins it to this exact host.
 */
export function sessionCookie(siteUrl: string): SessionCookie {
  const secure = siteUrl.startsWith('https:');
  const name = secure ? '__Host-zk_session' : 'zk_session';
  const pendingName = secure ? '__Host-zk_pending' : 'zk_pending';
  const options = { httpOnly: true, sameSite: 'Strict', path: '/', secure } as const;
  return {
    read: (c) => getCookie(c, name),
    write: (c, token, maxAge) => setCookie(c, name, token, { ...options, maxAge }),
    clear: (c) => void deleteCookie(c, name, options),
    device: deviceCookie(siteUrl),
    pending: {
      read: (c) => getCookie(c, pendingName),
      write: (c, value) => setCookie(c, pendingName, value, { ...options, maxAge: pendingSignInMs / 1000 }),
      clear: (c) => void deleteCookie(c, pendingName, options),
    },
  };
}
