import { formSentParam, honeypotField, isLanguage, type FormKind, type FormPageState, type Language } from '@zk/data';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { apiError } from '../http/api-error.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import { bodySizeLimit, originCheck } from '../http/request-guards.ts';
import type { SiteAddress } from '../http/site-address.ts';
import type { SubmissionOutcome, SubmissionService } from '../submissions/submission-service.ts';
import type { BannerInjector } from './banner-pages.ts';
import type { PageRenderer } from './page-renderer.ts';

export interface FormPostDeps {
  service: SubmissionService;
  renderer: PageRenderer;
  limiter: RateLimiter;
  clientIp: (c: Context) => string;
  /** Which origins may post the forms. */
  site: SiteAddress;
  maxBodyBytes: number;
  /** Puts the countdown banner into the page, as on every public page. */
  inject: BannerInjector;
}

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * What every form posted as plain HTML passes before its handler, as the JSON routes do: an Origin of
 * this site (403), a form encoding (415) and at most `maxBodyBytes` (413).
 */
export function formPostGuards(site: SiteAddress, maxBodyBytes: number): MiddlewareHandler[] {
  return [
    originCheck(site),
    async (c, next) =>
      formTypes.test(c.req.header('content-type') ?? '') ? next() : apiError(c, 415, 'unsupported_media_type', 'Content-Type must be a form encoding'),
    bodySizeLimit(maxBodyBytes),
  ];
}

export type Posted = Record<string, string | File | (string | File)[]>;

/** A posted field's text (the first, when repeated); a file or a missing field is empty. */
export const text = (value: Posted[string] | undefined): string => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
};
const list = (value: Posted[string] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is string => typeof v === 'string');

/** The posted fields as the JSON API takes them; the language is the page's. */
function inputOf(kind: FormKind, body: Posted, language: Language) {
  const common = { fullName: text(body.fullName), email: text(body.email), [honeypotField]: text(body[honeypotField]) };
  return kind === 'contact' ? { ...common, inquiry: text(body.inquiry) } : { ...common, services: list(body.services), language };
}

/** What the visitor typed, to put back into the form (never the honeypot). */
function valuesOf(kind: FormKind, body: Posted): FormPageState['values'] {
  const values = { fullName: text(body.fullName), email: text(body.email) };
  return kind === 'contact' ? { ...values, inquiry: text(body.inquiry) } : { ...values, services: list(body.services) };
}

/**
 * The contact and waitlist forms as plain HTML posts (`<form method="post">` to the page's own
 * address), for visitors whose scripts are off or not yet running. The same checks as the JSON API
 * (Origin, body size, rate limit, honeypot, the shared schemas), the same durable store; the answer
 * is a page in the visitor's language: a 303 to the thank-you address, which carries nothing
 * personal, or the form again with the input kept and each error at its field (422, 429).
 */
export function formPostRoutes({ service, renderer, limiter, clientIp, site, maxBodyBytes, inject }: FormPostDeps): Hono {
  const routes = new Hono();

  const answerWithForm = async (c: Context, language: Language, url: string, state: FormPageState, status: 422 | 429) => {
    const html = await renderer.render({ url, formState: state });
    c.header('Cache-Control', 'no-store');
    if (html === null) return c.text('The form could not be shown again; please go back and try again.', status);
    return c.html(await inject(html, language), status);
  };

  for (const kind of ['contact', 'waitlist'] as const) {
    routes.post(
      `/:lang/${kind}`,
      async (c, next) => (isLanguage(c.req.param('lang')) ? next() : c.notFound()),
      ...formPostGuards(site, maxBodyBytes),
      async (c) => {
        const language = c.req.param('lang') as Language;
        const url = `/${language}/${kind}`;
        const body = (await c.req.parseBody({ all: true })) as Posted;
        const values = valuesOf(kind, body);
        const limit = limiter.hit(clientIp(c));
        if (!limit.allowed) {
          c.header('Retry-After', String(limit.retryAfterSeconds));
          return answerWithForm(c, language, url, { form: kind, values, fieldErrors: {}, failure: 'rate_limited' }, 429);
        }
        const outcome: SubmissionOutcome = await service[kind](inputOf(kind, body, language));
        switch (outcome.kind) {
          case 'stored':
          case 'honeypot':
            return c.redirect(`${url}?${formSentParam}=1`, 303);
          case 'invalid':
            return answerWithForm(c, language, url, { form: kind, values, fieldErrors: outcome.fieldErrors }, 422);
          case 'no_valid_services':
            return answerWithForm(c, language, url, { form: kind, values, fieldErrors: { services: 'no_services' } }, 422);
        }
      },
    );
  }
  return routes;
}
