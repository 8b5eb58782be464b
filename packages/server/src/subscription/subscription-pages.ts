import { isLanguage, oneClickUnsubscribeBody, subscriptionPaths, type SubscriptionPage, type SubscriptionPageState } from '@zk/data';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { apiError } from '../http/api-error.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import { readForm } from '../http/request-body.ts';
import { bodySizeLimit, originCheck } from '../http/request-guards.ts';
import type { SiteAddress } from '../http/site-address.ts';
import { text } from '../pages/form-posts.ts';
import type { PageRenderer } from '../pages/page-renderer.ts';
import type { SubscriptionService } from './subscription-service.ts';

export interface SubscriptionPagesDeps {
  service: SubscriptionService;
  renderer: PageRenderer;
  /** Which origins may post the confirmation form. */
  site: SiteAddress;
  /** Confirm and unsubscribe posts per client address: the forms' window, counted apart from them. */
  limiter: RateLimiter;
  clientIp: (c: Context) => string;
}

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
/** A post carries a token and at most the one-click field. */
const maxBodyBytes = 4 * 1024;

const language: MiddlewareHandler = async (c, next) => (isLanguage(c.req.param('lang')) ? next() : c.notFound());
const formBody: MiddlewareHandler = async (c, next) =>
  formTypes.test(c.req.header('content-type') ?? '')
    ? next()
    : apiError(c, 415, 'unsupported_media_type', 'Content-Type must be a form encoding');

async function postedToken(c: Context): Promise<{ token: string | undefined; oneClick: boolean }> {
  const body = await readForm(c);
  const posted = text(body.token);
  return {
    token: posted !== '' ? posted : c.req.query('token'),
    oneClick: `List-Unsubscribe=${text(body['List-Unsubscribe'])}` === oneClickUnsubscribeBody,
  };
}

/**
 * `/{lang}/waitlist/confirm` and `/{lang}/waitlist/unsubscribe`, the pages behind the links in our
 * e-mails, rendered at request time with no application script. A GET (which mail scanners follow)
 * only shows the button; its POST confirms or unsubscribes. Never cached, never indexed, and no
 * `Referer` takes them to another site (the address holds the token: the shells say
 * `<meta name="referrer" content="same-origin">`; `no-referrer` would send the form's `Origin` as `null`).
 *
 * The confirmation form must come from our own pages (Origin check). The unsubscribe POST takes any
 * origin: RFC 8058's one-click unsubscribe is posted by the recipient's mail provider
 * (`List-Unsubscribe=One-Click`, the token in the address), and the token is the whole credential,
 * so a forged post could only do what its sender could do anyway.
 *
 * Both posts count against a per-address limit as the forms do (`FORM_RATE_LIMIT_PER_MINUTE`, its own
 * window): 429 with `Retry-After` beyond it.
 */
export function subscriptionPages({ service, renderer, site, limiter, clientIp }: SubscriptionPagesDeps): Hono {
  const routes = new Hono();
  // Before the body is read, so an unreadable one counts too.
  const limited: MiddlewareHandler = async (c, next) => {
    const { allowed, retryAfterSeconds } = await limiter.hit(clientIp(c));
    if (allowed) return next();
    c.header('Cache-Control', 'no-store');
    c.header('Retry-After', String(retryAfterSeconds));
    return c.text('Too many requests from this address; please try again in a minute.', 429);
  };

  const answer = async (c: Context, page: SubscriptionPage, state: SubscriptionPageState) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const status = state.outcome === 'invalid' ? 404 : 200;
    const html = await renderer.renderSubscription(`/${c.req.param('lang')}/${subscriptionPaths[page]}`, state);
    if (html === null) return c.text(state.outcome === 'invalid' ? 'This link cannot be used.' : `${page}: ${state.outcome}`, status);
    return c.html(html, status);
  };

  routes.get('/:lang/waitlist/confirm', language, async (c) => answer(c, 'confirm', await service.confirmPage(c.req.query('token'))));
  routes.post('/:lang/waitlist/confirm', language, originCheck(site), formBody, limited, bodySizeLimit(maxBodyBytes), async (c) => {
    const { token } = await postedToken(c);
    return answer(c, 'confirm', await service.confirm(token));
  });
  routes.get('/:lang/waitlist/unsubscribe', language, async (c) =>
    answer(c, 'unsubscribe', await service.unsubscribePage(c.req.query('token'))),
  );
  routes.post('/:lang/waitlist/unsubscribe', language, formBody, limited, bodySizeLimit(maxBodyBytes), async (c) => {
    const { token, oneClick } = await postedToken(c);
    const state = await service.unsubscribe(token);
    if (!oneClick) return answer(c, 'unsubscribe', state);
    c.header('Cache-Control', 'no-store');
    return c.text(state.outcome === 'done' ? 'Unsubscribed.' : 'This link cannot be used.', state.outcome === 'done' ? 200 : 404);
  });
  return routes;
}
