import { Hono, type MiddlewareHandler } from 'hono';
import { sessionFreshnessMs, signInFailedMessage, signInSchema, validate } from '@zk/data';
import type { OperatorAuth } from '../auth/operator-auth.ts';
import type { SessionCookie } from '../auth/session-cookie.ts';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/request-guards.ts';

export interface AuthRoutesDeps {
  auth: OperatorAuth;
  cookie: SessionCookie;
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string;
  maxBodyBytes: number;
}

/** Lets a request through only with a fresh operator session (401 otherwise). */
export function requireOperator({ auth, cookie }: Pick<AuthRoutesDeps, 'auth' | 'cookie'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = auth.session(cookie.read(c));
    if (!session) {
      cookie.clear(c);
      return apiError(c, 401, 'unauthorized', 'Sign in again to continue');
    }
    c.set('session', session);
    return next();
  };
}

export function authRoutes({ auth, cookie, clientIp, maxBodyBytes }: AuthRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/sign-in', async (c) => {
    const body = await readJson(c, maxBodyBytes);
    if (!body.ok) return body.response;
    const input = validate(signInSchema, body.value);
    if (!input.ok) return apiError(c, 422, 'validation_failed', 'Email and password are required', { fieldErrors: input.fieldErrors });
    const result = await auth.signIn(input.value.email, input.value.password, clientIp(c));
    if (!result.ok) {
      if (result.reason === 'rate_limited') {
        c.header('Retry-After', String(result.retryAfterSeconds));
        return apiError(c, 429, 'rate_limited', 'Too many sign-in attempts, please try again later', {
          retryAfterSeconds: result.retryAfterSeconds,
        });
      }
      return apiError(c, 401, 'invalid_credentials', signInFailedMessage);
    }
    // Re-authentication replaces the session presented with this request (ASVS 7.2.4).
    auth.signOut(cookie.read(c));
    cookie.write(c, result.token, Math.floor(sessionFreshnessMs / 1000));
    c.header('Cache-Control', 'no-store');
    return c.json({ session: result.session });
  });

  routes.get('/session', (c) => {
    c.header('Cache-Control', 'no-store');
    const session = auth.session(cookie.read(c));
    if (!session && cookie.read(c) !== undefined) cookie.clear(c);
    return c.json({ session });
  });

  routes.post('/sign-out', (c) => {
    auth.signOut(cookie.read(c));
    cookie.clear(c);
    return c.body(null, 204);
  });

  return routes;
}
