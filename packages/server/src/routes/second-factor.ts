import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { SecurityLog } from '../audit/security-log.ts';
import type { OperatorAuth, ReauthResult } from '../auth/operator-auth.ts';
import type { PasskeySettings } from '../auth/passkey-ceremonies.ts';
import type { SecondFactor } from '../auth/second-factor.ts';
import type { SessionCookie } from '../auth/session-cookie.ts';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/request-body.ts';

export interface SecondFactorRoutesDeps {
  auth: OperatorAuth;
  secondFactors: SecondFactor;
  passkeys?: PasskeySettings;
  cookie: SessionCookie;
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string;
  security: SecurityLog;
}

const field = (body: unknown, name: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value.length <= 1024 ? value : '';
};

/**
 * The operator's second factors (`/api/auth/factors`), open to a fresh session even when
 * `OPERATOR_MFA=required` holds everything else back (the session's `secondFactorRequired`), so that
 * enrolment is the one thing left to do. Enrolling, removing and new recovery codes ask for the current
 * password again (counted and throttled as a sign-in); the TOTP secret is only answered while the
 * enrolment waits for its first code, the recovery codes only when they are made.
 */
export function secondFactorRoutes({ auth, secondFactors, passkeys, cookie, clientIp, security }: SecondFactorRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const session = await auth.session(cookie.read(c));
    if (!session) {
      cookie.clear(c);
      return apiError(c, 401, 'unauthorized', 'Sign in again to continue');
    }
    if (session.passwordChangeRequired) return apiError(c, 403, 'password_change_required', 'Change the first-start password to continue');
    c.set('session', session);
    return next();
  });

  /** The current password from the body checked again; a refusal answered, or the operator. */
  async function reauthenticated(c: Context<AppEnv>): Promise<Response | Extract<ReauthResult, { ok: true }>> {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const password = field(body.value, 'password');
    if (password === '')
      return apiError(c, 422, 'validation_failed', 'The current password is required', { fieldErrors: { password: 'required' } });
    const ip = clientIp(c);
    const email = c.get('session').user.email;
    const result = await auth.reauthenticate(cookie.read(c), password, ip, cookie.device.read(c, email));
    if (result.ok) return result;
    security.record('reauthentication_failed', {
      ip,
      email,
      outcome: result.reason === 'wrong_password' ? 'failure' : 'refused',
      reason: result.reason,
    });
    if (result.reason === 'wrong_password') {
      return apiError(c, 422, 'wrong_password', 'The current password is not correct', { fieldErrors: { password: 'wrong_password' } });
    }
    if (result.reason !== 'busy' && result.reason !== 'rate_limited') return apiError(c, 401, 'unauthorized', 'Sign in again to continue');
    c.header('Retry-After', String(result.retryAfterSeconds));
    return result.reason === 'busy'
      ? apiError(c, 503, 'unavailable', 'Too many password checks right now, please try again shortly', {
          retryAfterSeconds: result.retryAfterSeconds,
        })
      : apiError(c, 429, 'rate_limited', 'Too many password checks, please try again later', {
          retryAfterSeconds: result.retryAfterSeconds,
        });
  }

  routes.get('/', async (c) => {
    const session = c.get('session');
    const status = await secondFactors.status(session.user.id);
    return c.json({ ...status, required: session.secondFactorRequired === true || undefined });
  });

  routes.post('/totp', async (c) => {
    const operator = await reauthenticated(c);
    if (operator instanceof Response) return operator;
    const enrolment = await secondFactors.beginTotp(operator.operatorId, operator.email);
    if (!enrolment) return apiError(c, 409, 'factor_exists', 'An authenticator app is already set up; remove it first');
    return c.json(enrolment);
  });

  routes.post('/totp/confirm', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const { user } = c.get('session');
    const recoveryCodes = await secondFactors.confirmTotp(user.id, field(body.value, 'code'));
    if (!recoveryCodes) {
      security.record('second_factor_failed', { ip: clientIp(c), email: user.email, outcome: 'failure', reason: 'enrolment' });
      return apiError(c, 422, 'wrong_code', 'The code is not correct; check the time on your device and try the next one', {
        fieldErrors: { code: 'wrong_code' },
      });
    }
    security.record('second_factor_added', { ip: clientIp(c), email: user.email, outcome: 'success', reason: 'totp' });
    return c.json({ recoveryCodes });
  });

  routes.post('/recovery-codes', async (c) => {
    const operator = await reauthenticated(c);
    if (operator instanceof Response) return operator;
    const recoveryCodes = await secondFactors.regenerateRecoveryCodes(operator.operatorId);
    if (!recoveryCodes) return apiError(c, 409, 'no_factor', 'Add a second factor first');
    security.record('recovery_codes_regenerated', { ip: clientIp(c), email: operator.email, outcome: 'success' });
    return c.json({ recoveryCodes });
  });

  routes.post('/remove', async (c) => {
    const operator = await reauthenticated(c);
    if (operator instanceof Response) return operator;
    if (await secondFactors.remove(operator.operatorId)) {
      security.record('second_factor_removed', { ip: clientIp(c), email: operator.email, outcome: 'success', reason: 'settings' });
    }
    return c.body(null, 204);
  });

  if (passkeys) {
    routes.get('/passkeys', async (c) => {
      const list = await passkeys.list(c.get('session').user.id);
      return c.json({ passkeys: list.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })) });
    });

    routes.post('/passkeys/options', async (c) => {
      const operator = await reauthenticated(c);
      if (operator instanceof Response) return operator;
      return c.json({ options: await passkeys.registrationOptions({ id: operator.operatorId, email: operator.email }) });
    });

    routes.post('/passkeys', async (c) => {
      const body = await readJson(c);
      if (!body.ok) return body.response;
      const name = field(body.value, 'name').trim();
      if (name === '' || name.length > 100)
        return apiError(c, 422, 'validation_failed', 'Give the passkey a name', { fieldErrors: { name: 'required' } });
      const response = typeof body.value === 'object' && body.value !== null ? (body.value as { response?: unknown }).response : undefined;
      if (typeof response !== 'object' || response === null)
        return apiError(c, 422, 'validation_failed', 'The passkey answer is required', { fieldErrors: { response: 'required' } });
      const result = await passkeys.finishRegistration(c.get('session').user.id, response as RegistrationResponseJSON, name);
      if (!result.ok)
        return apiError(c, 422, 'validation_failed', 'The passkey could not be added; try again', { fieldErrors: { response: 'refused' } });
      const { id, createdAt, lastUsedAt } = result.passkey;
      return c.json({ passkey: { id, name, createdAt, lastUsedAt } });
    });

    routes.post('/passkeys/:id/remove', async (c) => {
      const operator = await reauthenticated(c);
      if (operator instanceof Response) return operator;
      if (await passkeys.remove(operator.operatorId, c.req.param('id'))) {
        security.record('second_factor_removed', { ip: clientIp(c), email: operator.email, outcome: 'success', reason: 'passkey' });
      }
      return c.body(null, 204);
    });
  }

  return routes;
}
