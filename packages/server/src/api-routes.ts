import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { announcementRoutes } from './announcements/announcement-routes.ts';
import { announcementsStore } from './db/engine/announcements-store.ts';
import type { AppDeps } from './app-types.ts';
import { firstStartPasswordFile } from './auth/seed-operator.ts';
import type { ServerConfig } from '@zk/config';
import { bearerOrCookieOperator, supabaseOperatorCheck } from './forwarding/supabase-operator.ts';
import { apiError } from './http/api-error.ts';
import type { AppEnv } from './http/app-env.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import { jsonBody, originCheck, rateLimit } from './http/request-guards.ts';
import type { SiteAddress } from './http/site-address.ts';
import { mailRoutes } from './mail/mail-routes.ts';
import { activityRoutes } from './routes/activity.ts';
import { authRoutes } from './routes/auth.ts';
import { secondFactorRoutes } from './routes/second-factor.ts';
import { countdownRoutes } from './routes/countdowns.ts';
import { leadInboxRoutes } from './routes/lead-inbox.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { submissionRoutes } from './routes/submissions.ts';
import type { Wired } from './wiring.ts';

/** Largest accepted JSON body (and form post). */
export const maxBodyBytes = 64 * 1024;

/** API paths that never read a body: sign-out ends the session whatever the client sends. */
export const bodilessPaths: readonly string[] = ['/api/auth/sign-out'];

/** What the API shares with the pages: the client address, the operator check, the form limiter, the site's address. */
export interface HttpGuards {
  ipOf: (c: Context) => string;
  operatorOnly: MiddlewareHandler<AppEnv>;
  formLimiter: RateLimiter;
  site: SiteAddress;
}

/** The JSON API under `/api`: origin check, form rate limit, JSON body limit, then every API route; 404 for the rest. */
export function apiRoutes(config: ServerConfig, deps: AppDeps, wired: Wired, guards: HttpGuards): Hono<AppEnv> {
  const { engine, now, auth, secondFactors, passkeys, cookie, security, hub, countdowns, feed, erasure, leadChanges, forms, outbox, mail } =
    wired;
  const { ipOf, operatorOnly, formLimiter, site } = guards;
  const api = new Hono<AppEnv>();
  api.use(originCheck(site));
  // Before the body is read: a submission whose body is cut off or unreadable counts too.
  api.use(
    '/submissions/*',
    rateLimit(formLimiter, (c) => ipOf(c)),
  );
  api.use(jsonBody(maxBodyBytes, { bodiless: bodilessPaths }));
  api.route(
    '/auth',
    authRoutes({
      auth,
      cookie,
      clientIp: ipOf,
      security,
      onPasswordChanged: () => rmSync(join(config.dataDir, firstStartPasswordFile), { force: true }),
    }),
  );
  api.route('/auth/factors', secondFactorRoutes({ auth, secondFactors, passkeys, cookie, clientIp: ipOf, security }));
  api.route(
    '/countdowns',
    countdownRoutes({
      engine,
      countdowns,
      feed,
      hub,
      requireOperator: operatorOnly,
      sessionOf: async (c) => {
        const token = cookie.read(c);
        const session = await auth.session(token);
        return session && token && !session.passwordChangeRequired && !session.secondFactorRequired ? { session, token } : null;
      },
      sessionValid: async (token) => (await auth.session(token)) !== null,
      now,
      clientIp: ipOf,
      heartbeatMs: deps.heartbeatMs ?? 15_000,
      anonymousStreamMs: deps.anonymousStreamMs ?? 10 * 60_000,
      leadEvents: leadChanges,
    }),
  );
  api.route('/submissions', submissionRoutes({ service: forms }));
  // With Supabase sign-in, the operator reaches leads and forwards with the Supabase access token.
  const leadsOperator = config.supabase
    ? bearerOrCookieOperator(operatorOnly, supabaseOperatorCheck(config.supabase, { now }))
    : operatorOnly;
  api.route(
    '/',
    leadInboxRoutes({
      inbox: wired.leads,
      erasure,
      events: leadChanges,
      requireOperator: leadsOperator,
      clientIp: ipOf,
      now,
      csvBatchSize: deps.csvBatchSize,
      security,
    }),
  );
  api.route('/', outboxRoutes({ requireOperator: leadsOperator, outbox }));
  api.route('/', mailRoutes({ requireOperator: operatorOnly, mail }));
  api.route(
    '/',
    announcementRoutes({
      engine,
      store: announcementsStore(engine.sql),
      mail,
      renderer: wired.emailRenderer,
      requireOperator: operatorOnly,
      now,
      security,
    }),
  );
  api.route(
    '/',
    activityRoutes({
      requireOperator: operatorOnly,
      events: wired.securityEvents,
      flush: wired.securityWrites.flush,
      auth,
      cookie,
      security,
      clientIp: ipOf,
    }),
  );
  api.all('*', (c) => apiError(c, 404, 'not_found', 'Not found'));
  return api;
}
