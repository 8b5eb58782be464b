import { formSentParam, languagePattern, waitlistServiceIds } from '@zk/data';
import type { MiddlewareHandler } from 'hono';
import type { BannerInjector } from './banner-pages.ts';
import type { PageRenderer } from './page-renderer.ts';

const formPage = new RegExp(`^/(${languagePattern})/(contact|waitlist)/?$`);

/**
 * Whether the page at this address differs from its prerendered file: the thank-you screen after a
 * form was sent (`?sent=1`), and the waitlist with a service chosen in advance (`?service=telegram`).
 * Only known values count, so a made-up query still gets the static, cached page.
 */
export function needsRequestRender(pathname: string, query: URLSearchParams): boolean {
  const match = formPage.exec(pathname);
  if (!match) return false;
  if (query.has(formSentParam)) return true;
  const service = query.get('service');
  return match[2] === 'waitlist' && service !== null && (waitlistServiceIds as readonly string[]).includes(service);
}

/**
 * Renders those pages at request time, so what the visitor asked for is in the HTML the server
 * sends (with scripts off too) and the browser hydrates exactly that. Everything else falls through
 * to the prerendered files.
 */
export function queryPages(renderer: PageRenderer, inject: BannerInjector): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    if (!needsRequestRender(url.pathname, url.searchParams)) return next();
    const html = await renderer.render({ url: `${url.pathname}${url.search}` });
    if (html === null) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(await inject(html, url.pathname.split('/')[1]!));
  };
}
