import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bannerSlotId, servedBannerElement, type Countdown } from '@zk/data';
import type { Context } from 'hono';
import type { PageRenderer } from './page-renderer.ts';

const emptySlot = `<div id="${bannerSlotId}"></div>`;

export interface ActiveCountdownCache {
  /** The active countdown as last read; `undefined` while a change has not been read yet. */
  peek(): Countdown | null | undefined;
  /** The active countdown, read from the store only when a change made the cached one stale. */
  active(): Promise<Countdown | null>;
  stop(): void;
}

/**
 * The active countdown, read from the store once per change (the feed tells when, also of changes made
 * by another server), right after it. A read that a change overtakes answers its caller but is not kept.
 */
export function activeCountdownCache(
  read: () => Promise<Countdown | null>,
  onChange: (listener: () => void) => () => void,
): ActiveCountdownCache {
  let cached: Countdown | null | undefined;
  let reading: Promise<Countdown | null> | undefined;
  let generation = 0;
  const load = async (): Promise<Countdown | null> => {
    const readFor = generation;
    const value = await read();
    if (readFor === generation) cached = value;
    return value;
  };
  /** Starts a read; one that fails is forgotten, so the next page reads again. */
  const start = () => {
    const current = load();
    reading = current;
    current.catch(() => {
      if (reading === current) reading = undefined;
    });
    return current;
  };
  // Read again at once, so the pages that follow a change find it read.
  const stop = onChange(() => {
    generation += 1;
    cached = undefined;
    start();
  });
  return {
    peek: () => cached,
    active: () => (cached !== undefined ? Promise.resolve(cached) : (reading ?? start())),
    stop,
  };
}

/** The countdown while its time is not up, else `null`: what a public page's banner shows. */
export function runningCountdown(countdown: Countdown | null, now: () => number): Countdown | null {
  return countdown && Date.parse(countdown.target_date) > now() ? countdown : null;
}

export interface BannerInjectorDeps {
  renderer: PageRenderer;
  active: () => Promise<Countdown | null>;
  now: () => number;
}

/**
 * Puts the banner of the active countdown into a public page's HTML, in the slot at the top of the
 * body, with its state as JSON beside it: the page arrives with the banner in place, so its presence
 * moves nothing. Without a running countdown (or a renderer) the page stays as it is.
 */
export function bannerInjector({ renderer, active, now }: BannerInjectorDeps) {
  return async (html: string, language: string): Promise<string> => {
    const at = now();
    const countdown = runningCountdown(await active(), () => at);
    if (!countdown || !html.includes(emptySlot)) return html;
    const banner = await renderer.renderBanner(language, countdown, at);
    if (!banner) return html;
    return html.replace(emptySlot, `<div id="${bannerSlotId}">${banner.html}</div>\n    ${servedBannerElement(banner.state)}`);
  };
}
export type BannerInjector = ReturnType<typeof bannerInjector>;

/** Compresses a page made at request time for what the client accepts (brotli or gzip, fast settings). */
export function compressedHtml(c: Context, html: string, status: 200 | 422 | 429 = 200): Response {
  const accept = c.req.header('accept-encoding') ?? '';
  const headers = new Headers(c.res.headers);
  headers.set('Content-Type', 'text/html; charset=UTF-8');
  headers.append('Vary', 'Accept-Encoding');
  let body: Buffer | string = html;
  if (/\bbr\b/.test(accept)) {
    body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    headers.set('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accept)) {
    body = gzipSync(html, { level: 6 });
    headers.set('Content-Encoding', 'gzip');
  }
  return new Response(c.req.method === 'HEAD' ? null : typeof body === 'string' ? body : new Uint8Array(body), { status, headers });
}
