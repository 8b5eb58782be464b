import type { MiddlewareHandler } from 'hono';
import { isAdminPath } from './admin-path.ts';

export interface SecurityHeaderOptions {
  siteUrl: string;
  inlineScriptHashes: readonly string[];
  /** Hashes of the static HTML's `<style>` elements; none by default. */
  inlineStyleHashes?: readonly string[];
  /** Origins of the configured chat widgets (`ServerConfig.chatWidgetOrigins`); none by default. */
  widgetOrigins?: readonly string[];
  /** Origins the browser only calls (the Supabase project, https and wss, in hosted mode). */
  apiOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy: only this origin, plus the hashed inline scripts and stylesheet of the
 * static HTML, plus exactly the configured chat-widget origins for what a widget loads (scripts, styles, fonts,
 * images, its API and its frames).
 */
export function contentSecurityPolicy(
  inlineScriptHashes: readonly string[],
  widgetOrigins: readonly string[] = [],
  apiOrigins: readonly string[] = [],
  inlineStyleHashes: readonly string[] = [],
): string {
  const self = (...more: readonly string[]) => ["'self'", ...more, ...widgetOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self(...inlineScriptHashes)}`,
    // Prerendered markup may carry style attributes; only the hashed <style> of the static HTML
    // (the inlined stylesheet) is allowed besides this origin's sheets.
    `style-src ${self(...inlineStyleHashes)}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${self('data:')}`,
    `font-src ${self()}`,
    `connect-src ${self(...apiOrigins)}`,
    ...(widgetOrigins.length > 0 ? [`frame-src ${widgetOrigins.join(' ')}`] : []),
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Adds the security headers to every response (HSTS only when the site is served over https).
 *
 * `Cross-Origin-Opener-Policy: same-origin` goes on the admin area only, where the operator's session
 * lives. On a public page it would buy little (no session, nothing private to read through a window
 * reference) and cost every visit: Chromium then moves the page into a new browsing context group, a
 * fresh renderer process, whenever the previous page had another policy (a new tab, a typed URL, and
 * on Android, where sites are not otherwise isolated, most arrivals). Measured with Lighthouse on
 * /de/impressum, 6 runs each: the navigation's commit task took 105-250 ms (simulated) with the header
 * and 55-85 ms without, and Total Blocking Time, which counts the part of that task after the first
 * paint, was 0-155 ms with it and 0 in 6 of 6 runs without.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const csp = contentSecurityPolicy(options.inlineScriptHashes, options.widgetOrigins, options.apiOrigins, options.inlineStyleHashes);
  const https = options.siteUrl.startsWith('https:');
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    headers.set('X-Frame-Options', 'DENY');
    if (isAdminPath(c.req.path)) headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
