import { randomUUID } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { preferredLanguageKey } from '@zk/data';
import { isAdminRequest } from './admin-path.ts';
import { languageChosen } from './language-choice.ts';

/** Hono's `fetch` as `@hono/node-server` calls it, with the Node request and response as its environment. */
export type NodeFetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/** A request the fast path answered: its method, path, status, time in ms and the id it answered with (for logs and metrics). */
export interface ServedRequest {
  method: string;
  path: string;
  status: number;
  ms: number;
  requestId: string;
}
export type OnServed = (served: ServedRequest) => void;

export interface StaticFastPathOptions {
  /** The app, which answers everything the fast path does not, and whose answers it keeps. */
  fetch: NodeFetch;
  /** Whether a path is a public page, which carries the countdown banner while one runs. */
  isPage(path: string): boolean;
  /** Whether a countdown is running now: pages are then made per request (the banner's digits are the moment's). */
  bannerShown(): boolean;
  onServed?: OnServed;
  /**
   * What the answers belong to (the site build being served): when it changes, every kept answer is
   * forgotten, and an answer made for the previous one is not kept.
   */
  generation?: () => unknown;
  /** Kept answers per path (method, host and Accept-Encoding make a path's variants); more go through the app. */
  variantsPerPath?: number;
}

/** One kept answer, with its headers as the flat list `writeHead` takes. */
interface Answer {
  status: number;
  headers: string[];
  body: Buffer | null;
}

interface Variant {
  ok: Answer;
  etag: string | null;
  html: boolean;
  page: boolean;
  /** The app's 304 to a matching If-None-Match, kept the first time it is asked for. */
  notModified?: Answer;
}

interface Capture {
  key: string;
  path: string;
  /** The variant whose 304 this is, or none for a first answer. */
  variant?: Variant;
  /** The generation the request was answered for. */
  generation: unknown;
}

/** Only plain paths: no query, no percent-encoding, no dot segment or empty segment. */
const plainPath = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*)?$/;

/** Whether If-None-Match names this ETag, by `hono/etag`'s rule (weak comparison, `*`). */
export function etagMatches(etag: string, ifNoneMatch: string): boolean {
  if (ifNoneMatch === '*') return true;
  const expected = etag.replace(/^W\//, '');
  return ifNoneMatch.match(/"[^"]*"/g)?.some((tag) => tag === expected) ?? false;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

async function answerOf(response: Response): Promise<Answer> {
  const headers: string[] = [];
  // Each answer gets its own request id when it is sent: the app's is the first request's alone.
  response.headers.forEach((value, name) => name !== 'x-request-id' && headers.push(name, value));
  return { status: response.status, headers, body: response.body ? Buffer.from(await response.arrayBuffer()) : null };
}

/**
 * The server's request listener: GET and HEAD of the built site's pages and files are answered from
 * memory, with the headers the app sent for the same request, by a plain `node:http` handler in front
 * of Hono; everything else goes through the app (`@hono/node-server`), as does the first request for
 * each variant, whose answer is then kept. What the fast path answers is therefore exactly the app's
 * answer: the same security headers, Cache-Control, Vary, ETag and body.
 *
 * A variant is one method, path, `Host` and `Accept-Encoding` (all the app's answer to a plain GET of a
 * static path depends on). Only 200s are kept (so a wrong host, a missing file or a redirect is never
 * kept), without Set-Cookie, and never a page made while a countdown runs. The app answers instead
 * whenever its answer would differ: a query, a `Range`, a page while a countdown runs (the banner), a
 * navigation that chooses a language (the `preferredLanguage` cookie), and the first matching
 * If-None-Match of a variant, whose 304 is kept too. Admin paths and the API never take this path.
 */
export function staticFastPath({
  fetch,
  isPage,
  bannerShown,
  onServed,
  generation = () => undefined,
  variantsPerPath = 8,
}: StaticFastPathOptions): RequestListener {
  const variants = new Map<string, Variant>();
  const perPath = new Map<string, number>();
  const captures = new WeakMap<object, Capture>();
  let keptFor = generation();

  /** The generation now, after forgetting what was kept for an earlier one. */
  function currentGeneration(): unknown {
    const now = generation();
    if (now !== keptFor) {
      variants.clear();
      perPath.clear();
      keptFor = now;
    }
    return now;
  }

  async function keep(capture: Capture, response: Response): Promise<void> {
    if (response.headers.has('set-cookie') || capture.generation !== currentGeneration()) return;
    const page = isPage(capture.path);
    if (page && bannerShown()) return;
    if (capture.variant) {
      if (response.status === 304) capture.variant.notModified = await answerOf(response);
      return;
    }
    const count = perPath.get(capture.path) ?? 0;
    if (response.status !== 200 || count >= variantsPerPath || variants.has(capture.key)) return;
    perPath.set(capture.path, count + 1);
    const ok = await answerOf(response);
    if ((page && bannerShown()) || capture.generation !== currentGeneration()) return;
    const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    variants.set(capture.key, { ok, etag: response.headers.get('etag'), html, page });
  }

  const app = getRequestListener(async (request, env) => {
    const response = await fetch(request, env);
    const capture = captures.get(env.incoming);
    if (capture) void keep(capture, response.clone()).catch(() => {});
    return response;
  });

  return (req, res) => {
    const started = performance.now();
    const { method, url = '/' } = req;
    if ((method !== 'GET' && method !== 'HEAD') || !plainPath.test(url) || url.startsWith('/api/') || isAdminRequest(url))
      return app(req, res);
    const headers = req.headers;
    if (headers.range !== undefined) return app(req, res);
    const key = `${method} ${url} ${headers.host ?? ''} ${headers['accept-encoding'] ?? ''}`;
    const kept = currentGeneration();
    const variant = variants.get(key);
    if (!variant) {
      if (isPage(url) || url.slice(url.lastIndexOf('/')).includes('.')) captures.set(req, { key, path: url, generation: kept });
      return app(req, res);
    }
    if (variant.page && bannerShown()) return app(req, res);
    if (variant.html && headers['sec-fetch-mode'] === 'navigate') {
      const chosen = languageChosen({
        method,
        path: url,
        secFetchMode: 'navigate',
        referer: headers.referer,
        host: headers.host,
        storedLanguage: cookieValue(headers.cookie, preferredLanguageKey),
      });
      if (chosen) return app(req, res);
    }
    let answer = variant.ok;
    const ifNoneMatch = headers['if-none-match'];
    if (ifNoneMatch !== undefined && variant.etag !== null && etagMatches(variant.etag, ifNoneMatch)) {
      if (!variant.notModified) {
        captures.set(req, { key, path: url, variant, generation: kept });
        return app(req, res);
      }
      answer = variant.notModified;
    }
    const requestId = randomUUID();
    res.writeHead(answer.status, [...answer.headers, 'x-request-id', requestId]);
    res.end(method === 'HEAD' ? undefined : answer.body);
    onServed?.({ method, path: url, status: answer.status, ms: performance.now() - started, requestId });
  };
}
