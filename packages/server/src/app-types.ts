import type { ConfigurationWarning } from './legal-identity.ts';
import type { RequestListener } from 'node:http';
import type { Hono } from 'hono';
import type { SignInLimits } from './auth/operator-auth.ts';
import type { HashLimits, ScryptParams } from './auth/password.ts';
import type { Db } from './db/database.ts';
import type { Engine } from './db/engine/engine-types.ts';
import type { SseLimits } from './events/sse-hub.ts';
import type { AirtableDestinationOptions } from './forwarding/airtable-destination.ts';
import type { AppEnv } from './http/app-env.ts';
import type { OnServed } from './http/static-fast-path.ts';
import type { Scheduler } from './leads/lead-erasure.ts';
import type { EmailRenderer } from './mail/email-renderer.ts';
import type { BackupScheduleDeps } from './ops/backup-schedule.ts';
import type { Logger } from './ops/logger.ts';
import type { QueueStat } from './ops/metrics.ts';
import type { OutboxEngine, OutboxEngineOptions } from './outbox/outbox-engine.ts';
import type { PageRenderer } from './pages/page-renderer.ts';
import type { SiteBuild } from './site/site-build.ts';
import type { WebhookDestinationOptions } from './webhooks/webhook-destination.ts';

export interface AppDeps {
  /** An open SQLite database; when omitted (and no `engine`), the app opens (and later closes) one in `config.dataDir`. */
  db?: Db;
  /**
   * The data layer when it is PostgreSQL (`DATABASE_URL`: `openEngine`), opened and closed by the caller;
   * when omitted, the engine over the SQLite database.
   */
  engine?: Engine;
  /** Milliseconds since the epoch; injectable so tests control time. */
  now?: () => number;
  /** The server's log (`src/ops/logger.ts`): JSON lines on stdout at `config.logLevel` by default. */
  logger?: Logger;
  /** Receives the security events, one JSON object per line (default: the log, as `"type":"security"` lines). */
  securityLog?: (line: string) => void;
  /** The outbox per destination for `/metrics` (default: the Airtable outbox when configured). */
  queueStats?: () => QueueStat[] | Promise<QueueStat[]>;
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
  /** The outbox's schedule (tests shorten the retry delays), and the Airtable destination's timeout, 429 penalty and erasure listing. */
  outbox?: Partial<Pick<OutboxEngineOptions, 'retryDelaysMs' | 'maxAttempts' | 'random' | 'onSettled'>> & {
    airtable?: Partial<Pick<AirtableDestinationOptions, 'timeoutMs' | 'penaltyMs' | 'listPageSize' | 'landingMs'>>;
    mail?: { timeoutMs?: number };
    webhook?: Partial<Pick<WebhookDestinationOptions, 'timeoutMs' | 'fetch'>>;
  };
  /** Rows per database read while the leads CSV streams. */
  csvBatchSize?: number;
  /** What the configuration check at start warned about: recorded as `configuration_warning` security events. */
  configurationWarnings?: readonly ConfigurationWarning[];
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
  /** The SQLite database; none with `DATABASE_URL`. */
  db: Db | undefined;
  /** Ends the live event streams (first step of a graceful shutdown). */
  endStreams(): void;
  /** The durable outbox (Airtable today): `stats()` per destination for the metrics. */
  outbox: OutboxEngine;
  /** Stops the outbox; resolves once every request in flight is answered, timed out or (after `graceMs`) abandoned, and recorded. */
  stopForwarding(options?: { graceMs?: number }): Promise<void>;
  /** Commits the form writes still waiting for their group commit (graceful shutdown). */
  flushWrites(): Promise<void>;
  /** Stops the outbox and the scheduled backups; resolves once what is in flight is recorded (graceful shutdown). */
  stopBackground(options?: { graceMs?: number }): Promise<void>;
  /** The build of the site being served (`STATIC_DIR` as it was resolved at start or at the last reload). */
  siteBuild(): SiteBuild;
  /** Serves the build `STATIC_DIR` names now (after a build switched `current`): see `site/served-site.ts`. */
  reloadSite(): Promise<SiteBuild>;
  /** Ends live streams; closes the database if the app opened it. */
  close(): void;
}
