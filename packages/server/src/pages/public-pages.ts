import { createHash } from 'node:crypto';
import { languagePattern, type Countdown } from '@zk/data';
import type { MiddlewareHandler } from 'hono';
import { isAdminRequest } from '../http/admin-path.ts';
import type { StaticFiles } from '../http/static-files.ts';
import { compressedHtml, runningCountdown, type BannerInjector } from './banner-pages.ts';

const publicPage = new RegExp(`^/(${languagePattern})(/[a-z-]+)?$`);

/** Whether a path is one of the public pages' addresses (`/de`, `/de/faq`, ...), which carry the banner while a countdown runs. */
export function isPublicPagePath(path: string): boolean {
  return publicPage.test(path) && !isAdminRequest(path);
}

/** One encoding of a prerendered page, with the headers it is always sent with. */
interface Variant {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** A prerendered page held in memory: its HTML (for the banner) and the build's variants. */
interface Prerendered {
  html: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

function variant(body: Buffer, encoding?: 'br' | 'gzip'): Variant {
  return {
    body: new Uint8Array(body),
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ETag: `"${createHash('sha1').update(body).digest('hex')}"`,
      'Content-Length': String(body.length),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    },
  };
}

/** Whether Accept-Encoding lists this coding, read as `serveStatic` reads it (`br;q=0` does not). */
const accepts = (header: string | undefined, coding: string) => header?.split(',').some((part) => part.trim() === coding) ?? false;

/**
 * The public pages (`/de`, `/de/faq`, ...). With no countdown running: the prerendered page and its
 * precompressed variants from memory, each with its ETag (read from the build on first request, as
 * nginx's open-file cache would; `hono/etag` answers If-None-Match). While a countdown runs: the
 * same page with the banner put in, made at request time and never cached by the browser (the digits
 * are the moment's), so a change to the countdowns shows on the next request. Anything else (no such
 * page, a trailing slash) falls through to the static files.
 */
export function publicPages(
  files: StaticFiles,
  inject: BannerInjector,
  active: () => Promise<Countdown | null>,
  now: () => number,
): MiddlewareHandler {
  const pages = new Map<string, Prerendered>();
  const load = async (path: string): Promise<Prerendered | null> => {
    const [html, br, gzip] = await Promise.all(['', '.br', '.gz'].map((suffix) => files.readBytes(`${path}/index.html${suffix}`)));
    if (!html) return null;
    return {
      html: html.toString('utf8'),
      identity: variant(html),
      br: br ? variant(br, 'br') : undefined,
      gzip: gzip ? variant(gzip, 'gzip') : undefined,
    };
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    const match = publicPage.exec(path);
    if (!match || isAdminRequest(path)) return next();
    // Only pages that exist are kept, so made-up paths cannot fill the memory.
    const page = pages.get(path) ?? (await load(path));
    if (!page) return next();
    pages.set(path, page);

    if (runningCountdown(await active(), now)) {
      c.header('Cache-Control', 'no-cache');
      return compressedHtml(c, await inject(page.html, match[1]!));
    }
    const accept = c.req.header('accept-encoding');
    const chosen = (accepts(accept, 'br') && page.br) || (accepts(accept, 'gzip') && page.gzip) || page.identity;
    return c.req.method === 'HEAD' ? c.body(null, 200, chosen.headers) : c.body(chosen.body, 200, chosen.headers);
  };
}
