import {
  adminSignInAddress,
  adminSignInDestination,
  isAdminPath,
  isAdminSignInPath,
  isLanguage,
  type FormFailure,
  type FormPageState,
} from '@zk/data';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { OperatorAuth } from '../auth/operator-auth.ts';
import type { SessionCookie } from '../auth/session-cookie.ts';
import type { SiteAddress } from '../http/site-address.ts';
import type { OperatorSignIn, SignInOutcome } from '../routes/auth.ts';
import { readForm } from '../http/request-body.ts';
import { formPostGuards, text } from './form-posts.ts';
import type { PageRenderer } from './page-renderer.ts';

export interface AdminSignInDeps {
  /** The one sign-in (`routes/auth.ts`), which the JSON route uses too. */
  signIn: OperatorSignIn;
  /** Its second step, the code after the password (`operatorCodeStep`), also the JSON route's. */
  codeStep: OperatorSignIn;
  auth: OperatorAuth;
  cookie: SessionCookie;
  renderer: PageRenderer;
  site: SiteAddress;
  maxBodyBytes: number;
  /**
   * With `DATA_BACKEND=supabase` the browser signs in at Supabase: the server knows no session, so it
   * guards nothing, and a form posted before the scripts ran comes back saying it needs them.
   */
  hosted: boolean;
}

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * The admin area's guard, in front of its documents: a visitor without a fresh session who asks for a
 * page behind the sign-in is sent (302) to the sign-in screen of its language with the page
 * remembered in the address (`/de/admin?from=%2Fde%2Fadmin%2Fdemo%2F1`), so the sign-in form is the
 * first thing painted, with scripts or without; a signed-in operator who opens the sign-in screen goes
 * on (303) to the remembered page or the dashboard. The browser's guard (`RequireAuth`) does the same
 * once the scripts run.
 */
export function adminGuard({ auth, cookie, hosted }: Pick<AdminSignInDeps, 'auth' | 'cookie' | 'hosted'>): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (hosted || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || !isAdminPath(path)) return next();
    const signedIn = (await auth.session(cookie.read(c))) !== null;
    const { search } = new URL(c.req.url);
    if (isAdminSignInPath(path)) return signedIn ? c.redirect(adminSignInDestination(path, search), 303) : next();
    if (signedIn) return next();
    c.header('Cache-Control', 'no-store');
    return c.redirect(adminSignInAddress(`${path}${search}`), 302);
  };
}

/**
 * The sign-in form as a plain HTML post (`<form method="post">` to the sign-in screen's own address,
 * `?from=` included), for an operator whose scripts are off or not yet running. It goes through the
 * same sign-in as `POST /api/auth/sign-in` (Origin, throttling, back-off, security log, the same
 * session cookie) and answers with a page: a 303 to the remembered admin page or the dashboard, or the
 * form again in the page's language with the e-mail kept and the refusal in it (422 for missing input,
 * 401 for a wrong password, 429 with `Retry-After` over the limit). When the account has a second
 * factor, the right password is answered with the page asking for the code (`signInCode`, 200, the
 * pending cookie set); the code posts the same way (a field `code`), through the JSON route's code step,
 * and a wrong one comes back as a wrong password would.
 */
export function adminSignInRoutes({ signIn, codeStep, renderer, site, maxBodyBytes, hosted }: AdminSignInDeps): Hono {
  const routes = new Hono();

  const answerWithPage = async (c: Context, state: FormPageState, status: 200 | 401 | 422 | 429 | 503) => {
    const url = new URL(c.req.url);
    const html = await renderer.render({ url: `${url.pathname}${url.search}`, formState: state });
    if (html === null) return c.text('The sign-in form could not be shown again; please go back and try again.', status, noStore);
    return c.html(html, status, noStore);
  };

  const failed = (outcome: Exclude<SignInOutcome, { ok: true }>): { failure: FormFailure; status: 401 | 422 | 429 | 503 } => {
    if (outcome.code === 'validation_failed') return { failure: 'validation_failed', status: 422 };
    if (outcome.code === 'refused') return { failure: 'rate_limited', status: outcome.refused.reason === 'busy' ? 503 : 429 };
    return { failure: 'invalid_credentials', status: 401 };
  };

  const answerWithForm = (c: Context, email: string, failure: FormFailure, status: 401 | 422 | 429 | 503) =>
    answerWithPage(c, { form: 'signIn', values: { email }, fieldErrors: {}, failure }, status);

  const handler = async (c: Context) => {
    const body = await readForm(c);
    const email = text(body.email);
    if (hosted) return answerWithForm(c, email, 'scripts_required', 422);
    const onward = () => {
      const { pathname, search } = new URL(c.req.url);
      return c.redirect(adminSignInDestination(pathname, search), 303);
    };
    if (body.code !== undefined) {
      const step = await codeStep(c, { code: text(body.code) });
      if (step.ok) return onward();
      const { failure, status } = failed(step);
      const values = text(body.passkey) === 'offered' ? { passkey: true } : {};
      return answerWithPage(c, { form: 'signInCode', values, fieldErrors: {}, failure }, status);
    }
    const outcome = await signIn(c, { email, password: text(body.password) });
    if (outcome.ok) return onward();
    switch (outcome.code) {
      case 'code_required':
        return answerWithPage(c, { form: 'signInCode', values: outcome.passkey ? { passkey: true } : {}, fieldErrors: {} }, 200);
      case 'validation_failed':
        return answerWithForm(c, email, 'validation_failed', 422);
      case 'refused':
        return answerWithForm(c, email, 'rate_limited', outcome.refused.reason === 'busy' ? 503 : 429);
      case 'invalid_credentials':
        return answerWithForm(c, email, 'invalid_credentials', 401);
    }
  };

  const language: MiddlewareHandler = async (c, next) => {
    const lang = c.req.param('lang');
    return lang === undefined || isLanguage(lang) ? next() : c.notFound();
  };
  routes.on('POST', ['/admin', '/:lang/admin'], language, ...formPostGuards(site, maxBodyBytes), handler);
  return routes;
}
