import type { AppDeps } from './app-types.ts';
import { jsonLines, securityLog, type SecurityEntry, type SecurityLog } from './audit/security-log.ts';
import { storedSecurityEvents, type StoredSecurityEvents } from './audit/security-events.ts';
import { operatorAuth, type OperatorAuth } from './auth/operator-auth.ts';
import { pendingSignIns } from './auth/pending-sign-in.ts';
import { secondFactor, type SecondFactor } from './auth/second-factor.ts';
import { secretSeal } from './auth/secret-seal.ts';
import { sessionCookie, type SessionCookie } from './auth/session-cookie.ts';
import type { ServerConfig } from '@zk/config';
import { openDatabase, type Db } from './db/database.ts';
import { countdownsStore, type CountdownsStore } from './db/engine/countdowns-store.ts';
import { leadInboxStore, type LeadInboxStore } from './db/engine/lead-inbox-store.ts';
import { devicesStore } from './db/engine/devices-store.ts';
import { factorsStore } from './db/engine/factors-store.ts';
import { passkeysStore } from './db/engine/passkeys-store.ts';
import { rateSlotsStore } from './db/engine/rate-slots-store.ts';
import { challengeBook, passkeyCeremonies, type PasskeySettings } from './auth/passkey-ceremonies.ts';
import { operatorsStore } from './db/engine/operators-store.ts';
import { securityEventsStore, type SecurityEventsStore } from './db/engine/security-events-store.ts';
import { serverKey } from './db/engine/server-keys-store.ts';
import { sessionsStore } from './db/engine/sessions-store.ts';
import type { Engine } from './db/engine/engine.ts';
import { sqliteEngine } from './db/engine/sqlite-engine.ts';
import { groupCommit, type GroupCommit } from './db/group-commit.ts';
import { leadInboxRepo, type LeadInboxRepo } from './db/lead-inbox-repo.ts';
import { submissionsRepo } from './db/submissions-repo.ts';
import { walScrub, type WalScrub } from './db/wal-scrub.ts';
import { countdownFeed, type CountdownFeed } from './events/countdown-feed.ts';
import { leadEvents, type LeadEvents } from './events/lead-events.ts';
import { SseHub } from './events/sse-hub.ts';
import { airtableCreateItem } from './forwarding/airtable-destination.ts';
import { leadErasure, type LeadErasure } from './leads/lead-erasure.ts';
import type { EmailRenderer } from './mail/email-renderer.ts';
import { mailService, type MailService } from './mail/mail-service.ts';
import { createLogger, securityLines, type Logger } from './ops/logger.ts';
import { createMetrics, type Metrics } from './ops/metrics.ts';
import type { OutboxEngine } from './outbox/outbox-engine.ts';
import type { LeadRef } from './outbox/outbox-types.ts';
import { activeCountdownCache, bannerInjector, type ActiveCountdownCache, type BannerInjector } from './pages/banner-pages.ts';
import { servedSite, type ServedSite } from './site/served-site.ts';
import { loadSiteBuild } from './site/site-build.ts';
import { submissionService, type SubmissionService } from './submissions/submission-service.ts';
import { loadLinkKey } from './subscription/link-key.ts';
import { linkTokens } from './subscription/link-tokens.ts';
import { subscriptionRepo } from './subscription/subscription-repo.ts';
import type { SubscriptionService } from './subscription/subscription-service.ts';
import { wireMail } from './wire-mail.ts';
import { wireOutbox } from './wire-outbox.ts';
import { wireSubscriptions } from './wire-subscriptions.ts';

/** The app's collaborators, built once per app: what the routes serve and the lifecycle starts and stops. */
export interface Wired {
  db: Db;
  /** Whether the app opened `db` (and so closes it). */
  ownsDb: boolean;
  /** The data layer over `db`, as the stores moved to it use it (issue 44). */
  engine: Engine;
  now: () => number;
  logger: Logger;
  log: (message: string) => void;
  metrics: Metrics | undefined;
  security: SecurityLog;
  /** The security log as stored for the activity page, and the writes of it still queued. */
  securityEvents: SecurityEventsStore;
  securityWrites: StoredSecurityEvents;
  auth: OperatorAuth;
  secondFactors: SecondFactor;
  passkeys: PasskeySettings;
  cookie: SessionCookie;
  hub: SseHub;
  countdowns: CountdownsStore;
  feed: CountdownFeed;
  served: ServedSite;
  inbox: LeadInboxRepo;
  /** The inbox's reads and triage, on the engine. */
  leads: LeadInboxStore;
  emailRenderer: EmailRenderer;
  outbox: OutboxEngine;
  mail: MailService;
  leadChanges: LeadEvents;
  subscriptions: SubscriptionService;
  scrub: WalScrub;
  erasure: LeadErasure;
  commit: GroupCommit;
  forms: SubmissionService;
  banner: ActiveCountdownCache;
  inject: BannerInjector;
}

/**
 * Opens the database (unless `deps.db` is one) and builds the repositories, services, outbox and its
 * destinations on it. Finishes an erasure scrub a stopped process left pending; starts nothing else.
 */
export function wire(config: ServerConfig, deps: AppDeps): Wired {
  const ownsDb = deps.db === undefined;
  const db = deps.db ?? openDatabase(config.dataDir);
  const now = deps.now ?? Date.now;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const log = (message: string) => logger.warn(message);

  // Closed with `db` (by whoever owns it): the engine over SQLite holds nothing else.
  const engine = sqliteEngine(db);
  const countdowns = countdownsStore(engine, now);
  const submissions = submissionsRepo(db, now);
  const feed = countdownFeed(engine, now, { log });
  const hub = new SseHub(deps.sseLimits);
  const cookie = sessionCookie(config.siteUrl);
  const mfaKey = () => serverKey(engine, 'mfa', now);
  const secondFactors = secondFactor({
    factors: factorsStore(engine),
    seal: secretSeal(mfaKey),
    issuer: new URL(config.siteUrl).host,
    now,
  });
  const passkeyCredentials = passkeysStore(engine);
  const passkeys = {
    ...passkeyCeremonies({
      credentials: passkeyCredentials,
      challenges: challengeBook(now),
      siteUrl: config.siteUrl,
      rpName: new URL(config.siteUrl).host,
      log: { record: (event, fields) => security.record(event, fields) },
      now,
    }),
    list: (operatorId: string) => passkeyCredentials.forOperator(operatorId),
    remove: (operatorId: string, id: string) => passkeyCredentials.remove(operatorId, id),
    has: async (operatorId: string) => (await passkeyCredentials.forOperator(operatorId)).length > 0,
  };
  const auth = operatorAuth({
    operators: operatorsStore(engine, now),
    sessions: sessionsStore(engine),
    devices: devicesStore(engine),
    rateSlots: rateSlotsStore(engine),
    secondFactor: secondFactors,
    pending: pendingSignIns({ key: mfaKey, now }),
    passkeys,
    mfaRequired: config.operatorMfa === 'required',
    deviceKey: () => serverKey(engine, 'device', now),
    onDeviceRejected: ({ email, ip, reason }) => security.record('device_cookie_rejected', { email, ip, outcome: 'refused', reason }),
    now,
    limits: deps.signInLimits,
    scryptParams: deps.scryptParams,
    hashLimits: deps.hashLimits,
    sleep: deps.sleep,
    onSessionEnd: (token) => hub.closeOwner(token),
  });
  const metrics = config.metricsToken
    ? createMetrics({
        queueStats:
          deps.queueStats ??
          (async () =>
            (await outbox.stats()).map(({ destination, depth, failed, oldestPendingAgeMs }) => ({
              destination,
              depth,
              failed,
              oldestAgeSeconds: (oldestPendingAgeMs ?? 0) / 1000,
            }))),
        subscribers: () => hub.size,
        databaseFile: db.name,
      })
    : undefined;
  const securitySink = deps.securityLog ? jsonLines(deps.securityLog) : securityLines(logger);
  const securityEvents = securityEventsStore(engine);
  const securityWrites = storedSecurityEvents(securityEvents, (message) => logger.error(message));
  const security = securityLog((entry: SecurityEntry) => {
    if (entry.event === 'sign_in_failed') metrics?.onSignInFailure('invalid_credentials');
    if (entry.event === 'sign_in_throttled') metrics?.onSignInFailure('throttled');
    securitySink(entry);
    securityWrites.write(entry);
  }, now);
  for (const { code, message } of deps.configurationWarnings ?? [])
    security.record('configuration_warning', { outcome: 'success', warning: code, message });
  const served = servedSite(() => loadSiteBuild(config.staticDir, deps.renderer), log);
  const inbox = leadInboxRepo(db);
  const subscriptionRows = subscriptionRepo(db);
  const tokens = linkTokens(loadLinkKey(db, config.dataDir, now));
  const mailParts = wireMail(config, deps, { db, inbox, subscriptions: subscriptionRows, tokens, served });
  const outbox = wireOutbox(config, deps, { db, engine, now, log, mail: mailParts, onRecorded: metrics?.onDelivery });
  const mail = mailService({
    db,
    store: mailParts.store,
    composer: mailParts.composer,
    outbox,
    transport: mailParts.settings.smtpUrl !== null,
    now,
  });
  /** What leaves the process for a stored lead; runs in the transaction that stores it. */
  const queueForLead = (lead: LeadRef) => {
    if (config.airtable) outbox.enqueue(airtableCreateItem(lead));
  };
  const leadChanges = leadEvents(engine.live, log);
  const { subscriptions, delivery } = wireSubscriptions(config, {
    db,
    repo: subscriptionRows,
    tokens,
    now,
    outbox,
    mail,
    mailSettings: mailParts.settings,
    leadChanges,
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
  const inject = bannerInjector({ renderer: served.renderer, active: banner.active, now });

  return {
    db,
    ownsDb,
    engine,
    now,
    logger,
    log,
    metrics,
    security,
    securityEvents,
    securityWrites,
    auth,
    secondFactors,
    passkeys,
    cookie,
    hub,
    countdowns,
    feed,
    served,
    inbox,
    leads: leadInboxStore(engine),
    emailRenderer: mailParts.renderer,
    outbox,
    mail,
    leadChanges,
    subscriptions,
    scrub,
    erasure,
    commit,
    forms,
    banner,
    inject,
  };
}
