import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { securityLog } from './audit/security-log.ts';
import { operatorAuth, type SignInLimits } from './auth/operator-auth.ts';
import type { ScryptParams } from './auth/password.ts';
import { firstStartPasswordFile } from './auth/seed-operator.ts';
import { sessionCookie } from './auth/session-cookie.ts';
import type { ServerConfig } from './config.ts';
import { countdownsRepo } from './db/countdowns-repo.ts';
import { openDatabase, type Db } from './db/database.ts';
import { groupCommit } from './db/group-commit.ts';
import { operatorsRepo } from './db/operators-repo.ts';
import { sessionsRepo } from './db/sessions-repo.ts';
import { submissionsRepo } from './db/submissions-repo.ts';
import { leadInboxRepo } from './db/lead-inbox-repo.ts';
import { countdownFeed } from './events/countdown-feed.ts';
import { leadEvents } from './events/lead-events.ts';
import { SseHub, type SseLimits } from './events/sse-hub.ts';
import { airtableSender, type ForwardSender } from './forwarding/airtable-sender.ts';
import { createForwarder, type ForwarderOptions } from './forwarding/forwarder.ts';
import { outboxRepo } from './forwarding/outbox-repo.ts';
import { bearerOrCookieOperator, supabaseOperatorCheck } from './forwarding/supabase-operator.ts';
import { apiError } from './http/api-error.ts';
import type { AppEnv } from './http/app-env.ts';
import { clientIp } from './http/client-ip.ts';
import { slidingWindowLimiter } from './http/rate-limiter.ts';
import { jsonBody, originCheck, rateLimit } from './http/request-guards.ts';
import { securityHeaders } from './http/security-headers.ts';
import { languageChoice } from './http/language-choice.ts';
import { hostCheck, siteAddress } from './http/site-address.ts';
import { pageRoutes } from './http/page-routes.ts';
import { authRoutes, requireOperator } from './routes/auth.ts';
import { countdownRoutes } from './routes/countdowns.ts';
import { leadInboxRoutes } from './routes/lead-inbox.ts';
import { leadRoutes } from './routes/leads.ts';
import { intervalScheduler, leadErasure, startRetention, type Scheduler } from './leads/lead-erasure.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { activeCountdownCache, bannerInjector } from './pages/banner-pages.ts';
import { formPostRoutes } from './pages/form-posts.ts';
import type { PageRenderer } from './pages/page-renderer.ts';
import { publicPages } from './pages/public-pages.ts';
import { queryPages } from './pages/query-pages.ts';
import { loadSiteBuild, type SiteBuild } from './site/site-build.ts';
import { servedSite } from './site/served-site.ts';
import { submissionService } from './submissions/submission-service.ts';

export interface AppDeps {
  /** An open database; when omitted the app opens (and later closes) one in `config.dataDir`. */
  db?: Db;
  /** Milliseconds since the epoch; injectable so tests control time. */
  now?: () => number;
  log?: (message: string) => void;
  /** Receives the security events, one JSON object per line (default: `log`). */
  securityLog?: (line: string) => void;
  signInLimits?: SignInLimits;
  /** Cost of the dummy hash checked for unknown accounts (tests lower it). */
  scryptParams?: ScryptParams;
  /** Waits before a slowed-down sign-in failure is answered (tests record instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
  /** Interval of SSE heartbeat comments. */
  heartbeatMs?: number;
  /** Caps on open SSE streams (per client address, in all). */
  sseLimits?: SseLimits;
  /** How long an anonymous SSE stream stays open before the browser has to reconnect (default 10 minutes). */
  anonymousStreamMs?: number;
  /** Forwarding to Airtable (only with `config.airtable`): tests shorten the retry delays. */
  forwarding?: Partial<Pick<ForwarderOptions, 'retryDelaysMs' | 'maxAttempts' | 'onSettled'>> & { send?: ForwardSender };
  /** Rows per database read while the leads CSV streams. */
  csvBatchSize?: number;
  /** Runs the daily retention purge (`LEADS_RETENTION_DAYS`); tests pass one they trigger by hand. */
  schedule?: Scheduler;
  /** Renders pages at request time; defaults to each build's own server-rendering bundle (beside its client files). */
  renderer?: PageRenderer;
}

export interface ServerApp {
  app: Hono<AppEnv>;
  db: Db;
  /** Ends the live event streams (first step of a graceful shutdown). */
  endStreams(): void;
  /** Stops forwarding to Airtable; resolves once the forward in flight is recorded (graceful shutdown). */
  stopForwarding(): Promise<void>;
  /** The build of the site being served (`STATIC_DIR` as it was resolved at start or at the last reload). */
  siteBuild(): SiteBuild;
  /** Serves the build `STATIC_DIR` names now (after a build switched `current`): see `site/served-site.ts`. */
  reloadSite(): Promise<SiteBuild>;
  /** Ends live streams; closes the database if the app opened it. */
  close(): void;
}

/** Largest accepted JSON body. */
export const maxBodyBytes = 64 * 1024;

/** Builds the HTTP application without listening. */
export function createApp(config: ServerConfig, deps: AppDeps = {}): ServerApp {
  const ownsDb = deps.db === undefined;
  const db = deps.db ?? openDatabase(config.dataDir);
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((message: string) => console.error(message));

  const countdowns = countdownsRepo(db, now);
  const submissions = submissionsRepo(db, now);
  const feed = countdownFeed(db, now);
  const hub = new SseHub(deps.sseLimits);
  const cookie = sessionCookie(config.siteUrl);
  const auth = operatorAuth({
    operators: operatorsRepo(db, now),
    sessions: sessionsRepo(db),
    now,
    limits: deps.signInLimits,
    scryptParams: deps.scryptParams,
    sleep: deps.sleep,
    onSessionEnd: (token) => hub.closeOwner(token),
  });
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.trustProxy ? config.trustProxyHops : 0);
  const security = securityLog(deps.securityLog ?? log, now);
  const operatorOnly = requireOperator({ auth, cookie, clientIp: ipOf, security });
  const formLimiter = slidingWindowLimiter(config.formRateLimitPerMinute, 60_000, now);
  const served = servedSite(() => loadSiteBuild(config.staticDir, deps.renderer), log);
  // The files and the renderer of the build each request is pinned to.
  const { files, renderer } = served;
  const outbox = config.airtable ? outboxRepo(db, now) : undefined;
  const { send, ...forwardingOptions } = deps.forwarding ?? {};
  const forwarder =
    config.airtable && outbox
      ? createForwarder({
          outbox,
          send: send ?? airtableSender(config.airtable),
          tables: { contact: config.airtable.contactTable, waitlist: config.airtable.waitlistTable },
          now,
          log,
          ...forwardingOptions,
        })
      : undefined;
  const forwarding = outbox && forwarder ? { enqueue: outbox.enqueue, kick: forwarder.kick } : undefined;
  const leadChanges = leadEvents();
  const inbox = leadInboxRepo(db);
  const erasure = leadErasure({ repo: inbox, events: leadChanges, security, now });
  const forms = submissionService({
    submissions,
    commit: groupCommit(db),
    log,
    forwarding,
    onStored: (kind, id) => leadChanges.publish({ kind, id, change: 'created' }),
  });
  const banner = activeCountdownCache(() => countdowns.active(), (listener) => feed.subscribe(listener));
  const inject = bannerInjector({ renderer, active: banner.active, now });

  const site = siteAddress({ siteUrl: config.siteUrl, siteUrlSet: config.siteUrlSet, devOrigins: config.devOrigins, port: config.port });
  const app = new Hono<AppEnv>();
  app.use(served.pin);
  app.use(
    served.perBuild((build) =>
      securityHeaders({
        siteUrl: config.siteUrl,
        inlineScriptHashes: build.inlineScriptHashes,
        inlineStyleHashes: build.inlineStyleHashes,
        widgetOrigins: config.chatWidgetOrigins,
        apiOrigins: config.supabase ? [config.supabase.url, config.supabase.url.replace(/^http/, 'ws')] : [],
      }),
    ),
  );
  app.use(hostCheck(site));

  const api = new Hono<AppEnv>();
  api.use(originCheck(site), jsonBody(maxBodyBytes));
  api.route('/auth', authRoutes({ auth, cookie, clientIp: ipOf, security, onPasswordChanged: () => rmSync(join(config.dataDir, firstStartPasswordFile), { force: true }) }));
  api.route(
    '/countdowns',
    countdownRoutes({
      db,
      countdowns,
      feed,
      hub,
      requireOperator: operatorOnly,
      sessionOf: (c) => {
        const token = cookie.read(c);
        const session = auth.session(token);
        return session && token && !session.passwordChangeRequired ? { session, token } : null;
      },
      sessionValid: (token) => auth.session(token) !== null,
      now,
      clientIp: ipOf,
      heartbeatMs: deps.heartbeatMs ?? 15_000,
      anonymousStreamMs: deps.anonymousStreamMs ?? 10 * 60_000,
      leadEvents: leadChanges,
    }),
  );
  api.use('/submissions/*', rateLimit(formLimiter, (c) => ipOf(c)));
  api.route('/submissions', submissionRoutes({ service: forms }));
  // With Supabase sign-in, the operator reaches leads and forwards with the Supabase access token.
  const leadsOperator = config.supabase ? bearerOrCookieOperator(operatorOnly, supabaseOperatorCheck(config.supabase, { now })) : operatorOnly;
  api.route('/', leadInboxRoutes({ inbox, erasure, events: leadChanges, requireOperator: leadsOperator, clientIp: ipOf, now, csvBatchSize: deps.csvBatchSize }));
  api.route('/', leadRoutes({ requireOperator: leadsOperator, now, forwards: outbox && forwarder ? { outbox, kick: forwarder.kick } : undefined }));
  api.all('*', (c) => apiError(c, 404, 'not_found', 'Not found'));
  app.route('/api', api);

  app.use(languageChoice({ https: config.siteUrl.startsWith('https:') }));
  app.route('/', formPostRoutes({ service: forms, renderer, limiter: formLimiter, clientIp: ipOf, site, maxBodyBytes, inject }));
  // Pages and files (the API above answers every /api path itself): If-None-Match against their ETags.
  app.use(etag());
  app.use(queryPages(renderer, inject));
  app.use(served.perBuild((build) => publicPages(build.files, inject, banner.active, now)));
  app.use(pageRoutes(files));
  app.on(['GET', 'HEAD'], '*', async (c) => (await files.serve(c)) ?? files.notFound(c));
  app.notFound((c) => files.notFound(c));
  app.onError((error, c) => {
    log(`Unhandled error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return apiError(c, 500, 'internal', 'Internal server error');
  });

  forwarder?.start();
  const stopRetention =
    config.leadsRetentionDays === undefined ? undefined : startRetention(erasure, config.leadsRetentionDays, deps.schedule ?? intervalScheduler, log);

  let closed = false;
  return {
    app,
    db,
    endStreams: () => hub.closeAll(),
    stopForwarding: async () => forwarder?.stop(),
    siteBuild: () => served.build(),
    reloadSite: () => served.reload(),
    close() {
      if (closed) return;
      closed = true;
      void forwarder?.stop();
      banner.stop();
      stopRetention?.();
      hub.closeAll();
      served.close();
      if (ownsDb) db.close();
    },
  };
}
