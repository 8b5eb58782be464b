import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type ContentSecurityPolicyOptions = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>;
import { isAdminRequest } from './admin-path.ts';

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
): ContentSecurityPolicyOptions {
  const self = (...more: readonly string[]) => ["'self'", ...more, ...widgetOrigins];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: self(...inlineScriptHashes),
    // Prerendered markup may carry style attributes; only the hashed <style> of the static HTML
    // (the inlined stylesheet) is allowed besides this origin's sheets.
    styleSrc: self(...inlineStyleHashes),
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: self('data:'),
    fontSrc: self(),
    connectSrc: self(...apiOrigins),
    ...(widgetOrigins.length > 0 ? { frameSrc: [...widgetOrigins] } : {}),
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
  };
}

/**
 * Adds the security headers to every response with `hono/secure-headers` (HSTS only when the site is
 * served over https).
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
  const headers = {
    contentSecurityPolicy: contentSecurityPolicy(
      options.inlineScriptHashes,
      options.widgetOrigins,
      options.apiOrigins,
      options.inlineStyleHashes,
    ),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: options.siteUrl.startsWith('https:') ? 'max-age=63072000; includeSubDomains' : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    // Not sent: CORP same-origin would block our Open Graph image in link previews embedded by other
    // sites; Origin-Agent-Cluster and DNS-prefetch control would change how pages load (see above).
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
  } satisfies Partial<SecureHeadersOptions>;
  const publicPages = secureHeaders({ ...headers, crossOriginOpenerPolicy: false });
  const adminArea = secureHeaders({ ...headers, crossOriginOpenerPolicy: 'same-origin' });
  return async (c, next) => {
    // A response that sets its own policy keeps it (the mail preview's, which allows no script at all).
    let own: string | null = null;
    await (isAdminRequest(c.req.path) ? adminArea : publicPages)(c, async () => {
      await next();
      own = c.res.headers.get('Content-Security-Policy');
    });
    if (own !== null) c.res.headers.set('Content-Security-Policy', own);
  };
}
