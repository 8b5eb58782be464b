import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

export interface StaticFiles {
  /** Serves the file for the request path, a redirect, or `null` when nothing matches. */
  serve(c: Context): Promise<Response | null>;
  /** The 404 response: `404.html` from the static directory when present, plain text otherwise. */
  notFound(c: Context): Promise<Response>;
  /** Serves one named file of the site (such as `/admin.html`) whatever the request path, or `null`. */
  serveFile(c: Context, urlPath: string): Promise<Response | null>;
  /** Whether the site has this file. */
  exists(urlPath: string): Promise<boolean>;
  /** The bytes of a file of the site, or `null`. */
  readBytes(urlPath: string): Promise<Buffer | null>;
  /** The text of a file of the site, or `null`. */
  readText(urlPath: string): Promise<string | null>;
}

/** Types the build precompresses; their answers vary by encoding even when sent as they are. */
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

function cacheControlFor(urlPath: string, contentType: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return contentType.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600, must-revalidate';
}

/** Runs a `serveStatic` middleware as a function: its response, or `null` when it found no file. */
async function attempt(middleware: MiddlewareHandler, c: Context): Promise<Response | null> {
  let missing = false;
  const res = await middleware(c, async () => {
    missing = true;
  });
  return missing || !res ? null : res;
}

/**
 * Serves the prerendered site from `root` with `@hono/node-server`'s `serveStatic`: `/x` -> `x` or
 * `x/index.html`, the build's `.br` / `.gz` siblings negotiated by Accept-Encoding, no path outside the
 * root. On top: immutable caching for hashed `/assets/`, revalidation for the rest (ETags come from
 * `hono/etag` in the app), dotfiles hidden, and a trailing slash redirected to the path without it.
 */
export function staticFiles(root: string): StaticFiles {
  const base = resolve(root);
  const byUrl = serveStatic({ root: base, precompressed: true });
  const named = new Map<string, MiddlewareHandler>();
  const fileServer = (urlPath: string) => {
    let middleware = named.get(urlPath);
    if (!middleware) named.set(urlPath, (middleware = serveStatic({ root: base, path: urlPath, precompressed: true })));
    return middleware;
  };

  const withCaching = (res: Response | null, urlPath: string): Response | null => {
    if (!res) return null;
    const type = res.headers.get('content-type') ?? '';
    res.headers.set('Cache-Control', cacheControlFor(urlPath, type));
    if (compressible.test(type) && !res.headers.has('vary')) res.headers.set('Vary', 'Accept-Encoding');
    return res;
  };

  /** The absolute path of `urlPath` in the root, or `null` for a path that leaves it. */
  const pathOf = (urlPath: string): string | null => {
    const target = resolve(base, `.${urlPath}`);
    return target === base || target.startsWith(base + sep) ? target : null;
  };

  async function readBytes(urlPath: string): Promise<Buffer | null> {
    const path = pathOf(urlPath);
    return path ? readFile(path).catch(() => null) : null;
  }

  return {
    async serve(c) {
      const path = c.req.path;
      if (path.split('/').some((segment) => segment.startsWith('.'))) return null;
      if (path.length > 1 && path.endsWith('/')) {
        // A relative Location: behind a TLS-terminating proxy an absolute one would name the wrong scheme or host.
        const { pathname, search } = new URL(c.req.url);
        return new Response(null, {
          status: 301,
          headers: { Location: `/${pathname.replace(/^\/+|\/+$/g, '')}${search}`, 'Cache-Control': 'no-cache' },
        });
      }
      return withCaching(await attempt(byUrl, c), path);
    },
    async serveFile(c, urlPath) {
      return withCaching(await attempt(fileServer(urlPath), c), urlPath);
    },
    async notFound(c) {
      const page = await attempt(fileServer('/404.html'), c);
      const headers = page ? new Headers(page.headers) : new Headers({ 'Content-Type': 'text/plain; charset=utf-8' });
      headers.set('Cache-Control', 'no-cache');
      return new Response(page ? page.body : 'Not Found', { status: 404, headers });
    },
    async exists(urlPath) {
      const path = pathOf(urlPath);
      return (
        path !== null &&
        (await stat(path).then(
          (s) => s.isFile(),
          () => false,
        ))
      );
    },
    readBytes,
    async readText(urlPath) {
      return (await readBytes(urlPath))?.toString('utf8') ?? null;
    },
  };
}
