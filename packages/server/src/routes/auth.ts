import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  changePasswordSchema,
  sessionFreshnessMs,
  signInFailedMessage,
  signInSchema,
  validate,
  type AuthSession,
  type FieldErrors,
} from '@zk/data';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { deviceSummary } from '../audit/device-summary.ts';
import type { SecurityEventName, SecurityLog } from '../audit/security-log.ts';
import type { OperatorAuth, Refused, SignedIn } from '../auth/operator-auth.ts';
import { passwordProblemMessages } from '../auth/password-policy.ts';
import type { SessionCookie } from '../auth/session-cookie.ts';
import { apiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/request-body.ts';

export interface AuthRoutesDeps {
  auth: OperatorAuth;
  cookie: SessionCookie;
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string;
  security: SecurityLog;
  /** Called after the operator changed the password (removes the first-start password file). */
  onPasswordChanged?: () => void;
}

/** 429 `rate_limited` (this address or this account has had enough attempts) or 503 `unavailable` (the server is checking as many passwords as it will), both with `Retry-After`. */
function refusal(c: Context, refused: Refused, what: string): Response {
  c.header('Retry-After', String(refused.retryAfterSeconds));
  const extra = { retryAfterSeconds: refused.retryAfterSeconds };
  return refused.reason === 'busy'
    ? apiError(c, 503, 'unavailable', `Too many ${what} right now, please try again shortly`, extra)
    : apiError(c, 429, 'rate_limited', `Too many ${what}, please try again later`, extra);
}

/**
 * Lets a request through only with a fresh operator session (401 otherwise, logged sampled) whose
 * account no longer has its generated first-start password (403 `password_change_required`).
 */
export function requireOperator({
  auth,
  cookie,
  clientIp,
  security,
}: Pick<AuthRoutesDeps, 'auth' | 'cookie' | 'clientIp' | 'security'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.session(cookie.read(c));
    if (!session) {
      security.record('operator_request_refused', { ip: clientIp(c), outcome: 'refused', path: c.req.path });
      cookie.clear(c);
      return apiError(c, 401, 'unauthorized', 'Sign in again to continue');
    }
    if (session.passwordChangeRequired) {
      return apiError(c, 403, 'password_change_required', 'Change the first-start password to continue');
    }
    if (session.secondFactorRequired) {
      return apiError(c, 403, 'second_factor_required', 'Add a second factor in Settings to continue');
    }
    c.set('session', session);
    return next();
  };
}

/** What one sign-in attempt came to: the operator's session, or the refusal the answer names. */
export type SignInOutcome =
  | { ok: true; session: AuthSession }
  | { ok: false; code: 'validation_failed'; fieldErrors: FieldErrors }
  | { ok: false; code: 'refused'; refused: Refused }
  | { ok: false; code: 'invalid_credentials' }
  /** The password was right; the account has a second factor, and the pending cookie now waits for it (`passkey`: one can be used). */
  | { ok: false; code: 'code_required'; passkey: boolean };

export type OperatorSignIn = (c: Context, input: unknown) => Promise<SignInOutcome>;

/** Who a sign-in step is from, as the security log names them. */
interface StepClient {
  ip: string;
  email: string | undefined;
  device: string | undefined;
}

/**
 * A refused sign-in step, logged and answered for the caller to word: a wrong answer (`wrongEvents`, then
 * `sign_in_failed`) as a wrong password, a limit as `sign_in_throttled` with `Retry-After`.
 */
function refusedStep(
  c: Context,
  security: SecurityLog,
  client: StepClient,
  result: { ok: false; reason: 'invalid_credentials' } | Refused,
  wrongEvents: readonly SecurityEventName[] = [],
): SignInOutcome {
  if (result.reason === 'invalid_credentials') {
    for (const event of [...wrongEvents, 'sign_in_failed' as const]) security.record(event, { ...client, outcome: 'failure' });
    return { ok: false, code: 'invalid_credentials' };
  }
  security.record('sign_in_throttled', { ...client, outcome: 'refused', reason: result.reason });
  c.header('Retry-After', String(result.retryAfterSeconds));
  return { ok: false, code: 'refused', refused: result };
}

/**
 * The one password sign-in, for the JSON route and the admin's plain HTML form alike: the shared
 * schema, the throttling and back-off of `operatorAuth` (a trusted device's budget for a browser with
 * the account's device cookie), the security log, and on success the session cookie (replacing the
 * session the request presented) and a new device cookie with `Cache-Control: no-store`; over the limit,
 * `Retry-After`. The caller answers in its own format.
 */
export function operatorSignIn({
  auth,
  cookie,
  clientIp,
  security,
}: Pick<AuthRoutesDeps, 'auth' | 'cookie' | 'clientIp' | 'security'>): OperatorSignIn {
  return async (c, body) => {
    const input = validate(signInSchema, body);
    if (!input.ok) return { ok: false, code: 'validation_failed', fieldErrors: input.fieldErrors };
    const ip = clientIp(c);
    const email = input.value.email;
    const device = deviceSummary(c.req.header('user-agent'));
    const result = await auth.signIn(email, input.value.password, ip, cookie.device.read(c, email));
    if (!result.ok) {
      c.header('Cache-Control', 'no-store');
      if (result.reason === 'code_required') {
        cookie.pending.write(c, result.pending);
        return { ok: false, code: 'code_required', passkey: result.passkey };
      }
      return refusedStep(c, security, { ip, email, device }, result);
    }
    return signedIn(c, { auth, cookie, security }, ip, email, device, result);
  };
}

/** The session and device cookies of a finished sign-in; the session the request presented ends (ASVS 7.2.4). */
async function signedIn(
  c: Context,
  { auth, cookie, security }: Pick<AuthRoutesDeps, 'auth' | 'cookie' | 'security'>,
  ip: string,
  email: string,
  device: string | undefined,
  result: SignedIn,
): Promise<SignInOutcome> {
  const operator = result.session.user.id;
  security.record('sign_in_succeeded', { ip, email, operator, device, outcome: 'success' });
  // Re-authentication replaces the session presented with this request (ASVS 7.2.4).
  const previous = cookie.read(c);
  if (previous && (await auth.session(previous))) security.record('session_replaced', { ip, email, operator, device, outcome: 'success' });
  await auth.signOut(previous);
  cookie.write(c, result.token, Math.floor(sessionFreshnessMs / 1000));
  cookie.device.write(c, email, result.device);
  if (cookie.pending.read(c) !== undefined) cookie.pending.clear(c);
  c.header('Cache-Control', 'no-store');
  return { ok: true, session: result.session };
}

/**
 * The sign-in's second step, for the JSON route and the plain HTML form alike: the code (TOTP or a
 * recovery code) for the password step the pending cookie stands for. A wrong, reused or expired code,
 * or no valid pending cookie, is answered as a wrong password (`invalid_credentials`) and logged; a code
 * a step off the server's clock signs in and is noted in the security log.
 */
export function operatorCodeStep({
  auth,
  cookie,
  clientIp,
  security,
}: Pick<AuthRoutesDeps, 'auth' | 'cookie' | 'clientIp' | 'security'>): OperatorSignIn {
  return async (c, body) => {
    const code = typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code.trim() : '';
    if (code === '' || code.length > 64) return { ok: false, code: 'validation_failed', fieldErrors: { code: 'required' } };
    const { client, pending } = await stepClient(c, auth, cookie, clientIp);
    const { ip, email, device } = client;
    const result = await auth.signInWithCode(pending, code);
    if (!result.ok) return refusedStep(c, security, client, result, ['second_factor_failed']);
    if (result.via === 'totp' && result.skew !== 0)
      security.record('second_factor_clock_skew', { ip, email, outcome: 'success', reason: String(result.skew) });
    if (result.via === 'recovery') security.record('recovery_code_used', { ip, email, outcome: 'success', count: result.left });
    return signedIn(c, { auth, cookie, security }, ip, result.session.user.email, device, result);
  };
}

const isAssertion = (value: unknown): value is AuthenticationResponseJSON =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'string' &&
  'response' in value &&
  typeof value.response === 'object' &&
  value.response !== null &&
  'clientDataJSON' in value.response &&
  typeof value.response.clientDataJSON === 'string';

/** The second step with a passkey of the pending account: refused as a wrong code is, and counted with them. */
export function operatorPasskeyStep({
  auth,
  cookie,
  clientIp,
  security,
}: Pick<AuthRoutesDeps, 'auth' | 'cookie' | 'clientIp' | 'security'>): OperatorSignIn {
  return async (c, body) => {
    const response = typeof body === 'object' && body !== null && 'response' in body ? body.response : undefined;
    if (!isAssertion(response)) return { ok: false, code: 'validation_failed', fieldErrors: { response: 'required' } };
    const { client, pending } = await stepClient(c, auth, cookie, clientIp);
    const result = await auth.signInWithPasskey(pending, response, client.ip);
    if (!result.ok) return refusedStep(c, security, client, result);
    return signedIn(c, { auth, cookie, security }, client.ip, result.session.user.email, client.device, result);
  };
}

/** A sign-in with a passkey alone (no password): refused as a wrong password is, counted against the address's budget. */
export function operatorPasswordless({
  auth,
  cookie,
  clientIp,
  security,
}: Pick<AuthRoutesDeps, 'auth' | 'cookie' | 'clientIp' | 'security'>): OperatorSignIn {
  return async (c, body) => {
    const response = typeof body === 'object' && body !== null && 'response' in body ? body.response : undefined;
    if (!isAssertion(response)) return { ok: false, code: 'validation_failed', fieldErrors: { response: 'required' } };
    const ip = clientIp(c);
    const device = deviceSummary(c.req.header('user-agent'));
    const result = await auth.signInWithPasskeyOnly(response, ip, (email) => cookie.device.read(c, email));
    c.header('Cache-Control', 'no-store');
    if (!result.ok) return refusedStep(c, security, { ip, email: undefined, device }, result);
    return signedIn(c, { auth, cookie, security }, ip, result.session.user.email, device, result);
  };
}

/** Who a second step is from and the pending sign-in it answers; its answer is never cached. */
async function stepClient(
  c: Context,
  auth: OperatorAuth,
  cookie: SessionCookie,
  clientIp: AuthRoutesDeps['clientIp'],
): Promise<{ client: StepClient; pending: string | undefined }> {
  const pending = cookie.pending.read(c);
  const email = (await auth.pendingAccount(pending)) ?? undefined;
  c.header('Cache-Control', 'no-store');
  return { client: { ip: clientIp(c), email, device: deviceSummary(c.req.header('user-agent')) }, pending };
}

/** A body a request with no fields may carry: nothing or a JSON object; else the refusal, as other routes refuse a body they cannot use. */
async function unusableBody(c: Context): Promise<Response | null> {
  const body = await readJson(c);
  if (!body.ok) return body.response;
  const { value } = body;
  if (value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value))) return null;
  return apiError(c, 422, 'validation_failed', 'The request body must be a JSON object');
}

export function authRoutes({ auth, cookie, clientIp, security, onPasswordChanged }: AuthRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const signIn = operatorSignIn({ auth, cookie, clientIp, security });
  const codeStep = operatorCodeStep({ auth, cookie, clientIp, security });
  const passkeyStep = operatorPasskeyStep({ auth, cookie, clientIp, security });
  const passwordless = operatorPasswordless({ auth, cookie, clientIp, security });

  const answer = (c: Context, outcome: SignInOutcome, required: string) => {
    if (outcome.ok) return c.json({ session: outcome.session });
    switch (outcome.code) {
      case 'validation_failed':
        return apiError(c, 422, 'validation_failed', required, { fieldErrors: outcome.fieldErrors });
      case 'refused':
        return refusal(c, outcome.refused, 'sign-in attempts');
      case 'invalid_credentials':
        return apiError(c, 401, 'invalid_credentials', signInFailedMessage);
      case 'code_required':
        return c.json({ session: null, codeRequired: true, ...(outcome.passkey ? { passkey: true } : {}) });
    }
  };

  routes.post('/sign-in', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    return answer(c, await signIn(c, body.value), 'Email and password are required');
  });

  routes.post('/sign-in/code', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    return answer(c, await codeStep(c, body.value), 'The code is required');
  });

  routes.post('/sign-in/passkey/options', async (c) => {
    const refused = await unusableBody(c);
    if (refused) return refused;
    c.header('Cache-Control', 'no-store');
    const options = await auth.passkeyOptions(cookie.pending.read(c));
    return options ? c.json({ options }) : apiError(c, 401, 'invalid_credentials', signInFailedMessage);
  });

  routes.post('/sign-in/passkey', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    return answer(c, await passkeyStep(c, body.value), 'The passkey answer is required');
  });

  routes.post('/sign-in/passwordless/options', async (c) => {
    const refused = await unusableBody(c);
    if (refused) return refused;
    c.header('Cache-Control', 'no-store');
    const answer = await auth.passwordlessOptions(clientIp(c));
    if (answer === null) return apiError(c, 404, 'not_found', 'Passkeys are not available here');
    return answer.ok ? c.json({ options: answer.options }) : refusal(c, answer, 'passkey sign-ins');
  });

  routes.post('/sign-in/passwordless', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    return answer(c, await passwordless(c, body.value), 'The passkey answer is required');
  });

  routes.get('/session', async (c) => {
    c.header('Cache-Control', 'no-store');
    const session = await auth.session(cookie.read(c));
    if (!session && cookie.read(c) !== undefined) cookie.clear(c);
    return c.json({ session });
  });

  routes.post('/password', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const input = validate(changePasswordSchema, body.value);
    if (!input.ok)
      return apiError(c, 422, 'validation_failed', 'The current and the new password are required', { fieldErrors: input.fieldErrors });
    const ip = clientIp(c);
    const token = cookie.read(c);
    const email = (await auth.session(token))?.user.email;
    const device = email === undefined ? undefined : cookie.device.read(c, email);
    const result = await auth.changePassword(token, input.value.currentPassword, input.value.newPassword, ip, device);
    c.header('Cache-Control', 'no-store');
    if (!result.ok) {
      if (result.reason === 'no_session') {
        cookie.clear(c);
        return apiError(c, 401, 'unauthorized', 'Sign in again to continue');
      }
      if (result.reason === 'rate_limited' || result.reason === 'busy') {
        security.record('password_change_failed', { ip, email, outcome: 'refused', reason: result.reason });
        return refusal(c, result, 'password checks');
      }
      security.record('password_change_failed', { ip, email, outcome: 'failure', reason: result.reason });
      if (result.reason === 'wrong_password') {
        return apiError(c, 422, 'wrong_password', 'The current password is not correct', {
          fieldErrors: { currentPassword: 'wrong_password' },
        });
      }
      if (result.reason === 'weak_password') {
        return apiError(c, 422, 'weak_password', passwordProblemMessages[result.problem], { fieldErrors: { newPassword: result.problem } });
      }
      return apiError(c, 422, 'password_unchanged', 'The new password must differ from the current one', {
        fieldErrors: { newPassword: 'unchanged' },
      });
    }
    security.record('password_changed', {
      ip,
      email,
      operator: result.session.user.id,
      device: deviceSummary(c.req.header('user-agent')),
      outcome: 'success',
    });
    onPasswordChanged?.();
    return c.json({ session: result.session });
  });

  routes.post('/sign-out', async (c) => {
    const token = cookie.read(c);
    const session = await auth.session(token);
    if (session)
      security.record('sign_out', {
        ip: clientIp(c),
        email: session.user.email,
        operator: session.user.id,
        device: deviceSummary(c.req.header('user-agent')),
        outcome: 'success',
      });
    await auth.signOut(token);
    cookie.clear(c);
    return c.body(null, 204);
  });

  return routes;
}
