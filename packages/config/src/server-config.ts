import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@zk/data/languages';
import { parseEnvironment, type Env } from './env-variables.ts';
import { serverEnvironmentSchema } from './server-environment.ts';

/** Typed server configuration, read once from the environment at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the directory that holds the SQLite file. */
  dataDir: string;
  /** `DATABASE_URL`: a checked `postgres://` URL (see `database-url.ts`), or undefined for SQLite in `dataDir`. */
  databaseUrl?: string;
  /** Absolute public base URL without a trailing slash. */
  siteUrl: string;
  /**
   * Whether `SITE_URL` was set: then only its host is served. Without it (a local start), only
   * `127.0.0.1`, `localhost` and `[::1]` on the listening port.
   */
  siteUrlSet: boolean;
  /** Origins also allowed as `Host` and `Origin` (`DEV_ORIGINS`, e.g. the Vite dev server in `npm run dev`). */
  devOrigins: string[];
  contactEmail: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /**
   * Absolute path of the built site's client directory (`packages/site/dist/current/client`); its links
   * are resolved when the build is loaded (`site/site-build.ts`), at start and on SIGHUP.
   */
  staticDir: string;
  /** Take the client address from `X-Forwarded-For` (only behind a trusted reverse proxy). */
  trustProxy: boolean;
  /** With `trustProxy`: how many proxies of yours append to `X-Forwarded-For`; the entry that many from the right is the client. */
  trustProxyHops: number;
  /** Public form submissions allowed per client address per minute. */
  formRateLimitPerMinute: number;
  /**
   * Origins of the configured chat widgets (and the services they call), allowed by the CSP.
   * Empty or absent: no widget, nothing third-party allowed.
   */
  chatWidgetOrigins?: string[];
  /** `LEADS_RETENTION_DAYS`: leads older than this many days are erased at start and daily; unset keeps them. */
  leadsRetentionDays?: number;
  /** Set when `DATA_BACKEND=supabase`: the browser signs in and reads countdowns at Supabase. */
  supabase?: SupabaseConfig;
  /** Set when `SUBMISSIONS_BACKEND=airtable`: stored submissions are forwarded to Airtable. */
  airtable?: AirtableConfig;
  /** E-mail (`SMTP_URL`, `MAIL_FROM`, …); absent: every message is kept on the server, none sent (as with `smtpUrl` null). */
  mail?: MailConfig;
  /** `WEBHOOK_URL` and `WEBHOOK_SECRET`: lead events are POSTed there, signed (Standard Webhooks). */
  webhook?: WebhookConfig;
  /** `WAITLIST_CONFIRM_DAYS`: unconfirmed waitlist sign-ups are erased after this many days (default 30). */
  waitlistConfirmDays?: number;
  /** `METRICS_TOKEN`: `/metrics` answers only with `Authorization: Bearer` this; unset, it does not exist. */
  metricsToken?: string;
  /** `MIN_FREE_DISK_MB` in bytes: `/readyz` fails below it (default 256 MB). */
  minFreeDiskBytes?: number;
  /** `BACKUP_DIR`: scheduled online backups of the database. */
  backup?: BackupConfig;
  /** `LOG_LEVEL` (default `info`): the least severe log line written. */
  logLevel?: 'info' | 'debug' | 'warn' | 'error' | 'silent';
  /**
   * `OPERATOR_MFA`: `required` lets an operator without a second factor do nothing but enrol one; the
   * default is `required` with `NODE_ENV=production` and `optional` otherwise (absent here: optional).
   */
  operatorMfa?: 'required' | 'optional';
}

export interface BackupConfig {
  /** Absolute directory the backups are written to. */
  dir: string;
  /** `BACKUP_INTERVAL_HOURS` (default 24). */
  intervalHours: number;
  /** `BACKUP_KEEP`: how many backups are kept (default 7); older ones are deleted. */
  keep: number;
}

export interface MailConfig {
  /** `SMTP_URL`; null keeps every message on the server (the admin's Mail log shows it), nothing leaves the machine. */
  smtpUrl: string | null;
  /**
   * `SMTP_ALLOW_PLAINTEXT`: the operator accepts mail in clear to a remote `smtp://` server (STARTTLS only
   * when offered). Unset or false: `smtp://` to anything but this machine requires STARTTLS (`smtpRequiresTls`).
   */
  allowPlaintext?: boolean;
  /** `MAIL_FROM`: an address or `Name <address>`. */
  from: string;
  /** `MAIL_RATE_PER_SECOND`: messages handed to the SMTP server per second at most. */
  ratePerSecond: number;
  /** `NOTIFY_EMAIL`: each new lead is e-mailed here; null: no notifications. */
  notifyEmail: string | null;
  /** `NOTIFY_LANGUAGE`: the language of those notifications. */
  notifyLanguage: Language;
}

/** Server-only: the secret signs every delivery. */
export interface WebhookConfig {
  url: string;
  /** `whsec_…` (Standard Webhooks). */
  secret: string;
}

export interface SupabaseConfig {
  /** Project URL without a trailing slash, e.g. `https://abcd.supabase.co`. */
  url: string;
  /** The public anon (or publishable) key; safe in the browser, row-level security does the guarding. */
  anonKey: string;
}

/** Server-only: the key never reaches the browser. */
export interface AirtableConfig {
  apiKey: string;
  baseId: string;
  contactTable: string;
  waitlistTable: string;
  /** Overrides `https://api.airtable.com` (tests point it at a local fake). */
  endpointUrl?: string;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The default static directory, resolved from the repository root (not the working directory): the
 * client directory of the current build, which `npm run build` switches (packages/site/scripts/lib/site-builds.mjs).
 */
export const defaultStaticDir = resolve(repoRoot, 'packages/site/dist/current/client');

/**
 * The origins the chat widgets need, from the same variables the site build reads: a widget counts
 * only when both its script URL and its agent id are set. `CHAT_WIDGET_EXTRA_ORIGINS` (comma-separated)
 * adds the origins a configured widget talks to, such as its API.
 */
export function chatWidgetOrigins(env: Env): string[] {
  return parseEnvironment(serverEnvironmentSchema, env).chatWidgetOrigins;
}

/**
 * Reads the configuration from `env` through the one environment schema (`server-environment.ts`,
 * whose public variables the site build shares through `public-environment.ts`). Throws a {@link ConfigError} naming the variable on invalid input. Relative `DATA_DIR`
 * and `STATIC_DIR` resolve against `cwd`; the default `STATIC_DIR` against the repository.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const settings = parseEnvironment(serverEnvironmentSchema, env);
  const staticDir = settings.staticDir === undefined ? defaultStaticDir : resolve(cwd, settings.staticDir);
  return {
    port: settings.port,
    host: settings.host,
    dataDir: resolve(cwd, settings.dataDir),
    ...(settings.databaseUrl === undefined ? {} : { databaseUrl: settings.databaseUrl }),
    siteUrl: settings.siteUrl,
    siteUrlSet: settings.siteUrlSet,
    devOrigins: settings.devOrigins,
    contactEmail: settings.contactEmail,
    adminEmail: settings.adminEmail,
    adminPassword: settings.adminPassword,
    staticDir,
    trustProxy: settings.trustProxy,
    trustProxyHops: settings.trustProxyHops,
    formRateLimitPerMinute: settings.formRateLimitPerMinute,
    chatWidgetOrigins: settings.chatWidgetOrigins,
    ...(settings.privacy.retentionDays === null ? {} : { leadsRetentionDays: settings.privacy.retentionDays }),
    ...(settings.supabase ? { supabase: settings.supabase } : {}),
    ...(settings.airtable ? { airtable: settings.airtable } : {}),
    mail: settings.mail,
    ...(settings.webhook ? { webhook: settings.webhook } : {}),
    waitlistConfirmDays: settings.waitlistConfirmDays,
    ...(settings.metricsToken === undefined ? {} : { metricsToken: settings.metricsToken }),
    minFreeDiskBytes: settings.minFreeDiskMb * 1024 * 1024,
    logLevel: settings.logLevel,
    operatorMfa: settings.operatorMfa ?? (env.NODE_ENV === 'production' ? ('required' as const) : ('optional' as const)),
    ...(settings.backup ? { backup: { ...settings.backup, dir: resolve(cwd, settings.backup.dir) } } : {}),
  };
}
