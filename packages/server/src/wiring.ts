import type { Kysely } from 'kysely';
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
import { sharedRateSlots } from './db/engine/rate-slots-memory.ts';
import { passkeyCeremonies, type PasskeySettings } from './auth/passkey-ceremonies.ts';
import { passkeyChallengesStore } from './db/engine/passkey-challenges-store.ts';
import { operatorsStore } from './db/engine/operators-store.ts';
import { securityEventsStore, type SecurityEventsStore } from './db/engine/security-events-store.ts';
import { serverKey } from './db/engine/server-keys-store.ts';
import { sessionsStore } from './db/engine/sessions-store.ts';
import type { Engine } from './db/engine/engine.ts';
import type { Schema } from './db/engine/schema.ts';
import { sqliteEngine } from './db/engine/sqlite-engine.ts';
import { erasureStore } from './db/engine/erasure-store.ts';
import { submissionsStore } from './db/engine/submissions-store.ts';
import { groupCommit, type GroupCommit } from './db/group-commit.ts';
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
  /** The SQLite database, when the data is there (none with `DATABASE_URL`). */
  db: Db | undefined;
  /** Whether the app opened `db` (and so closes it). */
  ownsDb: boolean;
  /** The data layer: over `db`, or PostgreSQL (`deps.engine`, the caller's to close). */
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
  /** The inbox's reads and triage. */
  leads: LeadInboxStore;
  emailRenderer: EmailRenderer;
  outbox: OutboxEngine;
  mail: MailService;
  leadChanges: LeadEvents;
  subscriptions: SubscriptionService;
  /** SQLite's WAL scrub after an erasure; none on PostgreSQL. */
  scrub: WalScrub | undefined;
  erasure: LeadErasure;
  commit: GroupCommit;
  forms: SubmissionService;
  banner: ActiveCountdownCache;
  inject: BannerInjector;
}

/**
 * Opens the SQLite database (unless `deps.db` is one, or `deps.engine` is PostgreSQL) and builds the
 * stores, services, outbox and its destinations on the engine. Finishes an erasure scrub a stopped process
 * left pending; starts nothing else. A database it opened is closed again when a step fails.
 */
export async function wire(config: ServerConfig, deps: AppDeps): Promise<Wired> {
  const onPostgres = deps.engine !== undefined && deps.engine.kind === 'postgres';
  const ownsDb = !onPostgres && deps.db === undefined;
  const db = onPostgres ? undefined : (deps.db ?? openDatabase(config.dataDir));
  try {
    return await wireOn(config, deps, { db, ownsDb, engine: deps.engine ?? sqliteEngine(db!) });
  } catch (error) {
    if (ownsDb) db?.close();
    throw error;
  }
}

async function wireOn(config: ServerConfig, deps: AppDeps, store: Pick<Wired, 'db' | 'ownsDb' | 'engine'>): Promise<Wired> {
  const { db, ownsDb, engine } = store;
  const now = deps.now ?? Date.now;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const log = (message: string) => logger.warn(message);

  const countdowns = countdownsStore(engine, now);
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
      challenges: passkeyChallengesStore(engine, now),
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
    rateSlots: sharedRateSlots(engine),
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
        databaseFile: db?.name,
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
  const leads = leadInboxStore(engine);
  const subscriptionRows = subscriptionRepo(engine);
  const tokens = linkTokens(await loadLinkKey(engine, config.dataDir, now));
  const mailParts = wireMail(config, deps, { engine, inbox: leads, subscriptions: subscriptionRows, tokens, served });
  const outbox = wireOutbox(config, deps, { engine, now, log, mail: mailParts, onRecorded: metrics?.onDelivery });
  const mail = mailService({
    store: mailParts.store,
    composer: mailParts.composer,
    outbox,
    transport: mailParts.settings.smtpUrl !== null,
    now,
  });
  /** What leaves the process for a stored lead; runs in the transaction that stores it. */
  const queueForLead = async (trx: Kysely<Schema>, lead: LeadRef) => {
    if (config.airtable) await outbox.enqueue(trx, airtableCreateItem(lead));
  };
  const leadChanges = leadEvents(engine.live, log);
  const { subscriptions, delivery } = wireSubscriptions(config, {
    engine,
    repo: subscriptionRows,
    tokens,
    now,
    outbox,
    mail,
    mailSettings: mailParts.settings,
    leadChanges,
  });
  const scrub = db && walScrub(db, { onCompleted: () => security.record('leads_scrubbed', { outcome: 'success' }), log });
  // A process that stopped with a scrub pending left the erased pages in the WAL: finish that first.
  scrub?.scrub();
  const erasure = leadErasure({
    store: erasureStore(engine.sql),
    transaction: (work) => engine.db.transaction().execute(work),
    outbox: delivery.erasureOutbox,
    scrub,
    events: leadChanges,
    security,
    now,
  });
  const commit = groupCommit(engine);
  const forms = submissionService({
    submissions: (trx) => submissionsStore(trx, now),
    commit,
    log,
    outbox: { forLead: queueForLead, kick: () => outbox.kick() },
    onStored: (kind, id) => {
      metrics?.onSubmission(kind);
      leadChanges.publish({ kind, id, change: 'created' });
    },
    withStored: (trx, kind, id, record) => delivery.stored(trx, kind, id, record),
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
    leads,
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
