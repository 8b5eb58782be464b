import {
  type AnyFormDeclaration,
  formSentParam,
  isLanguage,
  postedInput,
  postedValues,
  publicForms,
  type FormPageState,
  type Language,
  type ReadPosted,
} from '@zk/data';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { apiError } from '../http/api-error.ts';
import type { RateLimiter, RateLimitResult } from '../http/rate-limiter.ts';
import { readForm, type Posted } from '../http/request-body.ts';
import { bodySizeLimit, originCheck } from '../http/request-guards.ts';
import type { SiteAddress } from '../http/site-address.ts';
import { storageRetryAfterSeconds, type SubmissionOutcome, type SubmissionService } from '../submissions/submission-service.ts';
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
 * this site (403), a form encoding (415) and at most `maxBodyBytes` (413); `beforeBody` runs before the
 * body is read (the form limit counts posts whose bodies turn out unreadable too).
 */
export function formPostGuards(site: SiteAddress, maxBodyBytes: number, beforeBody?: MiddlewareHandler): MiddlewareHandler[] {
  return [
    originCheck(site),
    async (c, next) =>
      formTypes.test(c.req.header('content-type') ?? '')
        ? next()
        : apiError(c, 415, 'unsupported_media_type', 'Content-Type must be a form encoding'),
    ...(beforeBody ? [beforeBody] : []),
    bodySizeLimit(maxBodyBytes),
  ];
}

/** The post's place in the rate limit, taken before its body is read so that an unreadable one counts too. */
type FormPostEnv = { Variables: { formLimit: RateLimitResult } };

/** The parsed body as `ReadPosted`: every text value under a name (files are never ours). */
const reader =
  (body: Posted): ReadPosted =>
  (name) =>
    [body[name] ?? []].flat().filter((value): value is string => typeof value === 'string');

/** A posted field's text (the first, when repeated); a file or a missing field is empty. */
export const text = (value: Posted[string] | undefined): string => reader({ value: value ?? [] })('value')[0] ?? '';

/**
 * The contact and waitlist forms as plain HTML posts (`<form method="post">` to the page's own
 * address), for visitors whose scripts are off or not yet running. The same checks as the JSON API
 * (Origin, body size, rate limit, honeypot, the shared schemas), the same durable store; the answer
 * is a page in the visitor's language: a 303 to the thank-you address, which carries nothing
 * personal, or the form again with the input kept and each error at its field (422), or the reason it
 * was not taken (429 over the limit, 503 when the database cannot store it, both with `Retry-After`).
 */
export function formPostRoutes({ service, renderer, limiter, clientIp, site, maxBodyBytes, inject }: FormPostDeps): Hono<FormPostEnv> {
  const routes = new Hono<FormPostEnv>();

  const answerWithForm = async (
    c: Context<FormPostEnv>,
    language: Language,
    url: string,
    state: FormPageState,
    status: 422 | 429 | 503,
  ) => {
    const html = await renderer.render({ url, formState: state });
    c.header('Cache-Control', 'no-store');
    if (html === null) return c.text('The form could not be shown again; please go back and try again.', status);
    return c.html(await inject(html, language), status);
  };

  for (const kind of ['contact', 'waitlist'] as const) {
    routes.post(
      `/:lang/${kind}`,
      async (c, next) => (isLanguage(c.req.param('lang')) ? next() : c.notFound()),
      ...formPostGuards(site, maxBodyBytes, async (c, next) => {
        c.set('formLimit', await limiter.hit(clientIp(c)));
        return next();
      }),
      async (c) => {
        const language = c.req.param('lang') as Language;
        const url = `/${language}/${kind}`;
        const read = reader(await readForm(c));
        const form: AnyFormDeclaration = publicForms[kind];
        const values = postedValues(form, read) as FormPageState['values'];
        const limit = c.get('formLimit');
        if (!limit.allowed) {
          c.header('Retry-After', String(limit.retryAfterSeconds));
          return answerWithForm(c, language, url, { form: kind, values, fieldErrors: {}, failure: 'rate_limited' } as FormPageState, 429);
        }
        const outcome: SubmissionOutcome = await service[kind](postedInput(form, read, language));
        switch (outcome.kind) {
          case 'stored':
          case 'honeypot':
            return c.redirect(`${url}?${formSentParam}=1`, 303);
          case 'invalid':
            return answerWithForm(c, language, url, { form: kind, values, fieldErrors: outcome.fieldErrors } as FormPageState, 422);
          case 'no_valid_services':
            return answerWithForm(c, language, url, { form: kind, values, fieldErrors: { services: 'no_services' } } as FormPageState, 422);
          case 'storage_unavailable':
            c.header('Retry-After', String(storageRetryAfterSeconds));
            return answerWithForm(
              c,
              language,
              url,
              { form: kind, values, fieldErrors: {}, failure: 'storage_unavailable' } as FormPageState,
              503,
            );
        }
      },
    );
  }
  return routes;
}
