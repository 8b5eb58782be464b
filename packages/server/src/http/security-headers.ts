import type { MiddlewareHandler } from 'hono';

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
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Adds the security headers to every response (HSTS only when the site is served over https). */
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
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('X-Frame-Options', 'DENY');
    if (https) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
