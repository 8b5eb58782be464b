import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { emailHash } from '../audit/security-log.ts';

export interface DeviceCookie {
  /** The device cookie this browser holds for the account, if any. */
  read(c: Context, email: string): string | undefined;
  write(c: Context, email: string, value: string): void;
}

/** How long a browser stays a trusted device of an account without signing in to it. */
export const deviceCookieMaxAgeSeconds = 180 * 24 * 3_600;

/**
 * One device cookie per account a browser signed in to, named by the account's e-mail hash
 * (`zk_device_<16 hex digits>`): httpOnly, SameSite=Strict, path `/`, kept 180 days; over https `Secure`
 * with the `__Host-` prefix. It outlives sign-out: it marks the browser, not a session.
 */
export function deviceCookie(siteUrl: string): DeviceCookie {
  const secure = siteUrl.startsWith('https:');
  const name = (email: string) => `${secure ? '__Host-' : ''}zk_device_${emailHash(email)}`;
  const options = { httpOnly: true, sameSite: 'Strict', path: '/', secure, maxAge: deviceCookieMaxAgeSeconds } as const;
  return {
    read: (c, email) => getCookie(c, name(email)),
    write: (c, email, value) => setCookie(c, name(email), value, options),
  };
}
