import { fail, Invalid, isPlaceholder, variable } from './env-variables.ts';

/**
 * The variables of what leaves the server besides Airtable: e-mail (`SMTP_URL`, `MAIL_FROM`,
 * `MAIL_RATE_PER_SECOND`, `NOTIFY_EMAIL`, `NOTIFY_LANGUAGE`), signed webhooks (`WEBHOOK_URL`,
 * `WEBHOOK_SECRET`) and the waitlist's double opt-in (`WAITLIST_CONFIRM_DAYS`).
 */

/** `raw` as a URL, or the variable's error. */
function urlOf(raw: string, message: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new Invalid(message);
  }
}

/** `SMTP_URL`: `smtp://user:pass@host:587` or `smtps://…`; unset keeps every message on the server. */
export const smtpUrl = () =>
  variable((raw) => {
    if (raw === undefined) return undefined;
    const url = urlOf(raw, 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587');
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Invalid(`must use smtp:// or smtps://, got "${url.protocol}//"`);
    if (!url.hostname) throw new Invalid('must name the mail server host');
    if (isPlaceholder(url.hostname)) throw new Invalid(`names a placeholder host ("${url.hostname}"): the SMTP server is not configured`);
    return url;
  });

/** `WEBHOOK_URL`: where lead events are POSTed; https (http only for localhost). Its query may carry the receiver's token. */
export const webhookUrl = () =>
  variable((raw) => {
    if (raw === undefined) return undefined;
    const url = urlOf(raw, `must be an absolute URL, got "${raw}"`);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new Invalid('must use https (http only for localhost)');
    if (isPlaceholder(url.hostname)) throw new Invalid(`names a placeholder host ("${url.hostname}")`);
    return url;
  });

/** `WEBHOOK_SECRET`: a Standard Webhooks signing secret, `whsec_` and base64 of at least 24 bytes. */
export const webhookSecret = () =>
  variable((raw) => {
    if (raw === undefined) return undefined;
    const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(raw)?.[1];
    if (!key || Buffer.from(key, 'base64').length < 24)
      throw new Invalid('must be whsec_ followed by the base64 of at least 24 random bytes (openssl rand -base64 32)');
    return raw;
  });

/** `MAIL_FROM`: an address, or a display name and an address (`ZK Automations <hello@zk.example>`), on one line. */
export const mailFrom = () =>
  variable((raw) => {
    if (raw === undefined) return undefined;
    const address = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(raw);
    const value = address?.[1] ?? address?.[2];
    if (!value || !/^[^\s@]+@[^\s@]+$/.test(value)) throw new Invalid(`must be an address or "Name <address>", got "${raw}"`);
    return raw;
  });

/** The host name of a configured service, for the privacy policy: never its credentials, path or query. */
export const hostOf = (url: URL | undefined): string | null => url?.hostname ?? null;

/** Both webhook variables or neither. */
export function webhookOf(url: URL | undefined, secret: string | undefined): { url: string; secret: string } | undefined {
  if (url === undefined && secret === undefined) return undefined;
  if (url === undefined) return fail('WEBHOOK_URL', 'is not set, but WEBHOOK_SECRET is: set both to send signed webhooks, or neither');
  if (secret === undefined)
    return fail('WEBHOOK_SECRET', 'is not set: webhooks are signed (Standard Webhooks), so WEBHOOK_URL needs a whsec_ secret');
  return { url: url.href, secret };
}
