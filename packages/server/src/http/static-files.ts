import { stat, readFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { compressibleExtensions, contentTypeOf } from './content-types.ts';

interface Found {
  path: string;
  stats: Stats;
}

async function fileAt(path: string): Promise<Found | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? { path, stats } : null;
  } catch {
    return null;
  }
}

/** Encodings the client accepts, brotli first (q=0 excludes one). */
function acceptedEncodings(header: string | undefined): Array<{ token: 'br' | 'gzip'; suffix: string }> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.get('*') ?? 0)) > 0;
  const result: Array<{ token: 'br' | 'gzip'; suffix: string }> = [];
  if (ok('br')) result.push({ token: 'br', suffix: '.br' });
  if (ok('gzip')) result.push({ token: 'gzip', suffix: '.gz' });
  return result;
}

function cacheControlFor(urlPath: string, filePath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=3600, must-revalidate';
}

function notModified(c: Context, etag: string, mtime: Date): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  }
  const ifModifiedSince = c.req.header('if-modified-since');
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

export interface StaticFiles {
  /** Serves the file for the request path, a redirect, or `null` when nothing matches. */
  serve(c: Context): Promise<Response | null>;
  /** The 404 response: `404.html` from the static directory when present, plain text otherwise. */
  notFound(c: Context): Promise<Response>;
  /** Serves one named file of the site (such as `/admin.html`) whatever the request path, or `null`. */
  serveFile(c: Context, urlPath: string): Promise<Response | null>;
  /** Whether the site has this file. */
  exists(urlPath: string): Promise<boolean>;
  /** The text of a file of the site, or `null`. */
  readText(urlPath: string): Promise<string | null>;
}

/**
 * Serves the prerendered site from `root`: `/x` -> `x/index.html` or `x`, precompressed siblings
 * negotiated by Accept-Encoding, immutable caching for hashed `/assets/`, revalidation for the rest.
 */
export function staticFiles(root: string): StaticFiles {
  const base = resolve(root);

  async function resolveFile(urlPath: string): Promise<Found | null> {
    const target = resolve(base, `.${urlPath}`);
    if (target !== base && !target.startsWith(base + sep)) return null;
    return (await fileAt(target)) ?? (await fileAt(join(target, 'index.html')));
  }

  async function send(c: Context, urlPath: string, found: Found, status: 200 | 404): Promise<Response> {
    const headers = new Headers({
      'Content-Type': contentTypeOf(found.path),
      'Cache-Control': status === 404 ? 'no-cache' : cacheControlFor(urlPath, found.path),
    });
    let served = found;
    if (compressibleExtensions.includes(extname(found.path).toLowerCase())) {
      headers.set('Vary', 'Accept-Encoding');
      for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
        const sibling = await fileAt(found.path + encoding.suffix);
        if (sibling) {
          served = sibling;
          headers.set('Content-Encoding', encoding.token);
          break;
        }
      }
    }
    const { stats } = served;
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${headers.has('Content-Encoding') ? `-${headers.get('Content-Encoding')}` : ''}"`;
    headers.set('ETag', etag);
    headers.set('Last-Modified', stats.mtime.toUTCString());
    if (status === 200 && notModified(c, etag, stats.mtime)) {
      headers.delete('Content-Type');
      headers.delete('Content-Encoding');
      return new Response(null, { status: 304, headers });
    }
    headers.set('Content-Length', String(stats.size));
    const body = c.req.method === 'HEAD' ? null : await readFile(served.path);
    return new Response(body, { status, headers });
  }

  async function notFound(c: Context): Promise<Response> {
    const page = await fileAt(join(base, '404.html'));
    if (page) return send(c, '/404.html', page, 404);
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  }

  async function serve(c: Context): Promise<Response | null> {
    const url = new URL(c.req.url);
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      return null;
    }
    if (urlPath.includes('\0') || urlPath.includes('\\') || urlPath.split('/').some((s) => s.startsWith('.'))) {
      return null;
    }
    if (urlPath.length > 1 && urlPath.endsWith('/')) {
      const location = `/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`;
      return new Response(null, { status: 301, headers: { Location: location, 'Cache-Control': 'no-cache' } });
    }
    const found = await resolveFile(urlPath);
    return found ? send(c, urlPath, found, 200) : null;
  }

  async function serveFile(c: Context, urlPath: string): Promise<Response | null> {
    const found = await resolveFile(urlPath);
    return found ? send(c, urlPath, found, 200) : null;
  }

  async function exists(urlPath: string): Promise<boolean> {
    return (await resolveFile(urlPath)) !== null;
  }

  async function readText(urlPath: string): Promise<string | null> {
    const found = await resolveFile(urlPath);
    return found ? readFile(found.path, 'utf8') : null;
  }

  return { serve, notFound, serveFile, exists, readText };
}
