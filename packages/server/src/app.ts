import { rmSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import type { ServerConfig } from '@zk/config';
import { jsonLines, securityLog, type SecurityEntry } from './audit/security-log.ts';
import { operatorAuth, type SignInLimits } from './auth/operator-auth.ts';
import type { HashLimits, ScryptParams } from './auth/password.ts';
import { firstStartPasswordFile } from './auth/seed-operator.ts';
import { sessionCookie } from './auth/session-cookie.ts';
import { countdownsRepo } from './db/countdowns-repo.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrations } from './db/migrations.ts';
import { groupCommit } from './db/group-commit.ts';
import { operatorsRepo } from './db/operators-repo.ts';
import { sessionsRepo } from './db/sessions-repo.ts';
import { submissionsRepo } from './db/submissions-repo.ts';
import { leadInboxRepo } from './db/lead-inbox-repo.ts';
import { countdownFeed } from './events/countdown-feed.ts';
import { leadEvents } from './events/lead-events.ts';
import { SseHub, type SseLimits } from './events/sse-hub.ts';
import { airtableCreateItem, airtableDestination, type AirtableDestinationOptions } from './forwarding/airtable-destination.ts';
import { submissionReader } from './forwarding/submission-reader.ts';
import { walScrub } from './db/wal-scrub.ts';
import { createOutboxEngine, type OutboxEngine, type OutboxEngineOptions } from './outbox/outbox-engine.ts';
import type { LeadRef } from './outbox/outbox-types.ts';
import { bearerOrCookieOperator, supabaseOperatorCheck } from './forwarding/supabase-operator.ts';
import { apiError } from './http/api-error.ts';
import { answerBodyReadError, BodyReadError } from './http/body-read-error.ts';
import type { AppEnv } from './http/app-env.ts';
import { clientIp } from './http/client-ip.ts';
import { perClientAddress, slidingWindowLimiter } from './http/rate-limiter.ts';
import { jsonBody, originCheck, rateLimit } from './http/request-guards.ts';
import { securityHeaders } from './http/security-headers.ts';
import { languageChoice } from './http/language-choice.ts';
import { hostCheck, siteAddress } from './http/site-address.ts';
import { pageRoutes } from './http/page-routes.ts';
import { staticFastPath, type OnServed } from './http/static-fast-path.ts';
import { authRoutes, operatorSignIn, requireOperator } from './routes/auth.ts';
import { countdownRoutes } from './routes/countdowns.ts';
import { leadInboxRoutes } from './routes/lead-inbox.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { intervalScheduler, leadErasure, startRetention, startUnconfirmedPurge, type Scheduler } from './leads/lead-erasure.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { activeCountdownCache, bannerInjector, runningCountdown } from './pages/banner-pages.ts';
import { adminGuard, adminSignInRoutes } from './pages/admin-sign-in.ts';
import { formPostRoutes } from './pages/form-posts.ts';
import type { PageRenderer } from './pages/page-renderer.ts';
import { isPublicPagePath, publicPages } from './pages/public-pages.ts';
import { queryPages } from './pages/query-pages.ts';
import { loadSiteBuild, type SiteBuild } from './site/site-build.ts';
import { servedSite } from './site/served-site.ts';
import { submissionService } from './submissions/submission-service.ts';
import { loadLinkKey } from './subscription/link-key.ts';
import { linkTokens } from './subscription/link-tokens.ts';
import { subscriptionPages } from './subscription/subscription-pages.ts';
import { subscriptionRepo } from './subscription/subscription-repo.ts';
import { subscriptionService } from './subscription/subscription-service.ts';
import { announcementRoutes } from './announcements/announcement-routes.ts';
import { announcementStore } from './announcements/announcement-store.ts';
import { leadDelivery } from './leads/lead-delivery.ts';
import { buildEmailRenderer, type EmailRenderer } from './mail/email-renderer.ts';
import { mailComposer } from './mail/mail-composer.ts';
import { mailDestination } from './mail/mail-destination.ts';
import { mailRoutes } from './mail/mail-routes.ts';
import { mailService } from './mail/mail-service.ts';
import { mailStore } from './mail/mail-store.ts';
import { webhookDestination, type WebhookDestinationOptions } from './webhooks/webhook-destination.ts';
import { readinessCheck, opsEndpoints } from './ops/health.ts';
import { createLogger, errorField, securityLines, type Logger } from './ops/logger.ts';
import { createMetrics, type QueueStat } from './ops/metrics.ts';
import { startBackups, type BackupScheduleDeps } from './ops/backup-schedule.ts';
import { logRequest, requestLog, staticRouteLabel } from './ops/request-log.ts';

export interface AppDeps {
  /** An open database; when omitted the app opens (and later closes) one in `config.dataDir`. */
  db?: Db;
  /** Milliseconds since the epoch; injectable so tests control time. */
  now?: () => number;
  /** The server's log (`src/ops/logger.ts`): JSON lines on stdout at `config.logLevel` by default. */
  logger?: Logger;
  /** Receives the security events, one JSON object per line (default: the log, as `"type":"security"` lines). */
  securityLog?: (line: string) => void;
  /** The outbox per destination for `/metrics` (default: the Airtable outbox when configured). */
  queueStats?: () => QueueStat[];
  /** Free bytes on the data directory's file system, for `/readyz` (tests pass their own). */
  freeDiskBytes?: (dir: string) => number;
  /** Scheduled backups (only with `config.backup`): tests pass a timer and wait on each attempt. */
  backups?: Pick<BackupScheduleDeps, 'setTimer' | 'onSettled'>;
  signInLimits?: SignInLimits;
  /** Cost of the dummy hash checked for unknown accounts (tests lower it). */
  scryptParams?: ScryptParams;
  /** Password hashes at once and waiting (default: half the cores, eight waiting). */
  hashLimits?: HashLimits;
  /** Waits before a slowed-down sign-in failure is answered (tests record instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
  /** Interval of SSE heartbeat comments. */
  heartbeatMs?: number;
  /** Caps on open SSE streams (per client address, in all). */
  sseLimits?: SseLimits;
  /** How long an anonymous SSE stream stays open before the browser has to reconnect (default 10 minutes). */
  anonymousStreamMs?: number;
  /** The outbox's schedule (tests shorten the retry delays), and the Airtable destination's timeout and 429 penalty. */
  outbox?: Partial<Pick<OutboxEngineOptions, 'retryDelaysMs' | 'maxAttempts' | 'random' | 'onSettled'>> & {
    airtable?: Partial<Pick<AirtableDestinationOptions, 'timeoutMs' | 'penaltyMs'>>;
    mail?: { timeoutMs?: number };
    webhook?: Partial<Pick<WebhookDestinationOptions, 'timeoutMs' | 'fetch'>>;
  };
  /** Rows per database read while the leads CSV streams. */
  csvBatchSize?: number;
  /** Runs the daily retention purge (`LEADS_RETENTION_DAYS`); tests pass one they trigger by hand. */
  schedule?: Scheduler;
  /** Renders pages at request time; defaults to each build's own server-rendering bundle (beside its client files). */
  renderer?: PageRenderer;
  /** Renders the e-mails (default: the site's e-mail bundle, `dist/server/entry-email.js`). */
  emailRenderer?: EmailRenderer;
  /** Told about every request the static fast path answers (those never reach Hono's middleware): for logs and metrics. */
  onServed?: OnServed;
}

export interface ServerApp {
  app: Hono<AppEnv>;
  /**
   * The `node:http` request listener to serve with: the built site's pages and files from memory
   * (`http/static-fast-path.ts`), everything else through `app`.
   */
  readonly listener: RequestListener;
  db: Db;
  /** Ends the live event streams (first step of a graceful shutdown). */
  endStreams(): void;
  /** The durable outbox (Airtable today): `stats()` per destination for the metrics. */
  outbox: OutboxEngine;
  /** Stops the outbox; resolves once every request in flight is answered, timed out or (after `graceMs`) abandoned, and recorded. */
  stopForwarding(options?: { graceMs?: number }): Promise<void>;
  /** Commits the form writes still waiting for their group commit (graceful shutdown). */
  flushWrites(): void;
  /** Stops the outbox and the scheduled backups; resolves once what is in flight is recorded (graceful shutdown). */
  stopBackground(options?: { graceMs?: number }): Promise<void>;
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
  const logger = deps.logger ?? createLogger(config.logLevel);
  const log = (message: string) => logger.warn(message);

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
    hashLimits: deps.hashLimits,
    sleep: deps.sleep,
    onSessionEnd: (token) => hub.closeOwner(token),
  });
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.trustProxy ? config.trustProxyHops : 0);
  const metrics = config.metricsToken
    ? createMetrics({
        queueStats:
          deps.queueStats ??
          (() =>
            outbox.stats().map(({ destination, depth, oldestPendingAgeMs }) => ({
              destination,
              depth,
              oldestAgeSeconds: (oldestPendingAgeMs ?? 0) / 1000,
            }))),
        subscribers: () => hub.size,
        databaseFile: db.name,
      })
    : undefined;
  const securitySink = deps.securityLog ? jsonLines(deps.securityLog) : securityLines(logger);
  const security = securityLog((entry: SecurityEntry) => {
    if (entry.event === 'sign_in_failed') metrics?.onSignInFailure('invalid_credentials');
    if (entry.event === 'sign_in_throttled') metrics?.onSignInFailure('throttled');
    securitySink(entry);
  }, now);
  const operatorOnly = requireOperator({ auth, cookie, clientIp: ipOf, security });
  const formLimiter = perClientAddress(slidingWindowLimiter(config.formRateLimitPerMinute, 60_000, now));
  const served = servedSite(() => loadSiteBuild(config.staticDir, deps.renderer), log);
  // The files and the renderer of the build each request is pinned to.
  const { files, renderer } = served;
  const { airtable: airtableOptions, mail: mailOptions, webhook: webhookOptions, ...outboxOptions } = deps.outbox ?? {};
  const inbox = leadInboxRepo(db);
  const subscriptionRows = subscriptionRepo(db);
  const tokens = linkTokens(loadLinkKey(db, config.dataDir, now));
  const mailSettings = config.mail ?? {
    smtpUrl: null,
    from: `ZK Automations <${config.contactEmail ?? 'hello@example.com'}>`,
    ratePerSecond: 5,
    notifyEmail: null,
    notifyLanguage: 'en' as const,
  };
  const waitlistConfirmDays = config.waitlistConfirmDays ?? 30;
  const mails = mailStore(db, /@([^>\s]+)>?\s*$/.exec(mailSettings.from)?.[1] ?? 'localhost');
  // The e-mail bundle of the build being served now (beside its server-rendering bundle).
  const emailRenderer = deps.emailRenderer ?? buildEmailRenderer(() => join(dirname(served.build().clientDir), 'server/entry-email.js'));
  const composer = mailComposer({
    inbox,
    subscriptions: subscriptionRows,
    tokens,
    renderer: emailRenderer,
    siteUrl: config.siteUrl,
    unconfirmedDays: waitlistConfirmDays,
  });
  const destinations = [
    ...(config.airtable
      ? [airtableDestination({ config: config.airtable, readSubmission: submissionReader(db), now, ...airtableOptions })]
      : []),
    ...(mailSettings.smtpUrl
      ? [
          mailDestination({
            smtpUrl: mailSettings.smtpUrl,
            from: mailSettings.from,
            ratePerSecond: mailSettings.ratePerSecond,
            store: mails,
            composer,
            ...mailOptions,
          }),
        ]
      : []),
    ...(config.webhook ? [webhookDestination({ url: config.webhook.url, secret: config.webhook.secret, ...webhookOptions })] : []),
  ];
  const outbox = createOutboxEngine({ db, destinations, now, log, ...outboxOptions });
  const mail = mailService({ db, store: mails, composer, outbox, transport: mailSettings.smtpUrl !== null, now });
  /** What leaves the process for a stored lead; runs in the transaction that stores it. */
  const queueForLead = (lead: LeadRef) => {
    if (config.airtable) outbox.enqueue(airtableCreateItem(lead));
  };
  const leadChanges = leadEvents();
  const subscriptions = subscriptionService({
    repo: subscriptionRows,
    tokens,
    now,
    transaction: (work) => db.transaction(work).immediate(),
    // `delivery` (below) exists before any request arrives.
    onChange: (id, change) => delivery.subscriptionChanged(id, change),
    afterChange: (id) => {
      outbox.kick('webhook');
      leadChanges.publish({ kind: 'waitlist', id, change: 'updated' });
    },
  });
  const delivery = leadDelivery({
    mail,
    outbox,
    issueLinks: (id) => subscriptions.issue(id),
    notify: mailSettings.notifyEmail ? { email: mailSettings.notifyEmail, language: mailSettings.notifyLanguage } : null,
    webhooks: config.webhook !== undefined,
    now,
  });
  const scrub = walScrub(db, { onCompleted: () => security.record('leads_scrubbed', { outcome: 'success' }), log });
  // A process that stopped with a scrub pending left the erased pages in the WAL: finish that first.
  scrub.scrub();
  const erasure = leadErasure({
    repo: inbox,
    transaction: (work) => db.transaction(work).immediate(),
    outbox: delivery.erasureOutbox,
    scrub,
    events: leadChanges,
    security,
    now,
  });
  const commit = groupCommit(db);
  const forms = submissionService({
    submissions,
    commit,
    log,
    outbox: { forLead: queueForLead, kick: () => outbox.kick() },
    onStored: (kind, id) => {
      metrics?.onSubmission(kind);
      leadChanges.publish({ kind, id, change: 'created' });
    },
    withStored: (kind, id, record) => delivery.stored(kind, id, record),
  });
  const banner = activeCountdownCache(
    () => countdowns.active(),
    (listener) => feed.subscribe(listener),
  );
  const inject = bannerInjector({ renderer, active: banner.active, now });

  const site = siteAddress({ siteUrl: config.siteUrl, siteUrlSet: config.siteUrlSet, devOrigins: config.devOrigins, port: config.port });
  const app = new Hono<AppEnv>();
  app.use(requestLog(logger, metrics?.onRequest));
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
  app.use(
    opsEndpoints({
      readiness: readinessCheck({
        db,
        migrationCount: migrations.length,
        minFreeBytes: config.minFreeDiskBytes ?? 0,
        freeBytes: deps.freeDiskBytes,
      }),
      metrics,
      metricsToken: config.metricsToken,
    }),
  );
  app.use(hostCheck(site));

  const api = new Hono<AppEnv>();
  api.use(originCheck(site));
  // Before the body is read: a submission whose body is cut off or unreadable counts too.
  api.use(
    '/submissions/*',
    rateLimit(formLimiter, (c) => ipOf(c)),
  );
  api.use(jsonBody(maxBodyBytes, { bodiless: ['/api/auth/sign-out'] }));
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
  api.route('/submissions', submissionRoutes({ service: forms }));
  // With Supabase sign-in, the operator reaches leads and forwards with the Supabase access token.
  const leadsOperator = config.supabase
    ? bearerOrCookieOperator(operatorOnly, supabaseOperatorCheck(config.supabase, { now }))
    : operatorOnly;
  api.route(
    '/',
    leadInboxRoutes({
      inbox,
      erasure,
      events: leadChanges,
      requireOperator: leadsOperator,
      clientIp: ipOf,
      now,
      csvBatchSize: deps.csvBatchSize,
    }),
  );
  api.route('/', outboxRoutes({ requireOperator: leadsOperator, outbox }));
  api.route('/', mailRoutes({ requireOperator: operatorOnly, mail }));
  api.route(
    '/',
    announcementRoutes({ db, store: announcementStore(db), mail, renderer: emailRenderer, requireOperator: operatorOnly, now }),
  );
  api.all('*', (c) => apiError(c, 404, 'not_found', 'Not found'));
  app.route('/api', api);

  app.use(languageChoice({ https: config.siteUrl.startsWith('https:') }));
  app.route('/', subscriptionPages({ service: subscriptions, renderer, site }));
  app.route('/', formPostRoutes({ service: forms, renderer, limiter: formLimiter, clientIp: ipOf, site, maxBodyBytes, inject }));
  const hosted = config.supabase !== undefined;
  app.route(
    '/',
    adminSignInRoutes({
      signIn: operatorSignIn({ auth, cookie, clientIp: ipOf, security }),
      auth,
      cookie,
      renderer,
      site,
      maxBodyBytes,
      hosted,
    }),
  );
  app.use(adminGuard({ auth, cookie, hosted }));
  // Pages and files (the API above answers every /api path itself): If-None-Match against their ETags.
  app.use(etag());
  app.use(queryPages(renderer, inject));
  app.use(served.perBuild((build) => publicPages(build.files, inject, banner.active, now)));
  app.use(pageRoutes(files));
  app.on(['GET', 'HEAD'], '*', async (c) => (await files.serve(c)) ?? files.notFound(c));
  app.notFound((c) => files.notFound(c));
  app.onError((error, c) => {
    // An expected refusal (a client error thrown as an HTTPException) is its answer, not a stack trace.
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    if (error instanceof BodyReadError) return answerBodyReadError(c, error, log);
    logger.error({ requestId: c.get('requestId'), error: errorField(error) }, 'unhandled error');
    return apiError(c, 500, 'internal', 'Internal server error');
  });

  outbox.start();
  const stopRetention =
    config.leadsRetentionDays === undefined
      ? undefined
      : startRetention(erasure, config.leadsRetentionDays, deps.schedule ?? intervalScheduler, (message) => logger.info(message));
  const stopUnconfirmedPurge = startUnconfirmedPurge(
    erasure,
    config.waitlistConfirmDays ?? 30,
    deps.schedule ?? intervalScheduler,
    (message) => logger.info(message),
  );

  const backups = config.backup ? startBackups({ db, config: config.backup, logger, now, ...deps.backups }) : undefined;

  let listener: RequestListener | undefined;
  let closed = false;
  return {
    app,
    // Made on first use: @hono/node-server's listener replaces the global Request and Response when it is made.
    get listener() {
      return (listener ??= staticFastPath({
        fetch: app.fetch,
        isPage: isPublicPagePath,
        bannerShown: () => runningCountdown(banner.active, now) !== null,
        // Outside a request, the current build: its answers only, forgotten when a reload switches it.
        generation: () => served.build(),
        onServed: (answered) => {
          const { method, path, status, ms, requestId } = answered;
          logRequest(
            logger,
            { requestId, method, route: staticRouteLabel(path, status), status, durationMs: Math.round(ms * 100) / 100 },
            metrics?.onRequest,
          );
          deps.onServed?.(answered);
        },
      }));
    },
    db,
    endStreams: () => hub.closeAll(),
    outbox,
    stopForwarding: (options) => outbox.stop(options),
    flushWrites: () => commit.flush(),
    stopBackground: async (options) => {
      await Promise.all([outbox.stop(options), backups?.stop()]);
    },
    siteBuild: () => served.build(),
    reloadSite: () => served.reload(),
    close() {
      if (closed) return;
      closed = true;
      void outbox.stop();
      void backups?.stop();
      scrub.stop();
      banner.stop();
      stopRetention?.();
      stopUnconfirmedPurge();
      metrics?.stop();
      hub.closeAll();
      served.close();
      if (ownsDb) db.close();
    },
  };
}
