import { defaultLanguage, languages } from '@zk/data/languages';
import { z } from 'zod';
import { DatabaseUrlError, parseDatabaseUrl } from './database-url.ts';
import { mailFrom, webhookOf, webhookSecret } from './delivery-variables.ts';
import {
  boolean,
  checked,
  choice,
  email,
  fail,
  httpUrl,
  integer,
  Invalid,
  isPlaceholder,
  originList,
  required,
  text,
  variable,
} from './env-variables.ts';
import { publicFields, publicSettings, type PublicVariables } from './public-environment.ts';
import { plaintextSmtpRefusal } from './smtp-security.ts';

/**
 * The server's half of the environment: its own variables beside the public ones, and what it makes of
 * them. Only the server reads it (`server-config.ts`); the site build never loads this module.
 */

/** The server's own variables, never read by the build: listening, storage, the admin seed, proxies and the Airtable secret. */
export const serverFields = {
  PORT: integer(3000, 0, 65535),
  HOST: text(),
  DATA_DIR: text(),
  DATABASE_URL: variable((raw) => {
    if (raw === undefined) return undefined;
    try {
      return parseDatabaseUrl(raw).connectionString;
    } catch (error) {
      throw error instanceof DatabaseUrlError ? new Invalid(error.problem) : error;
    }
  }),
  STATIC_DIR: text(),
  DEV_ORIGINS: variable((raw) =>
    originList(raw, (url, value) => {
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value)
        throw new Invalid(`must list http or https origins without a path, got "${value}"`);
    }),
  ),
  ADMIN_EMAIL: email(),
  ADMIN_PASSWORD: variable((raw) => {
    if (raw !== undefined && raw.length < 12) throw new Invalid('must be at least 12 characters long');
    return raw;
  }),
  TRUST_PROXY: boolean(),
  TRUST_PROXY_HOPS: integer(1, 1, 10),
  FORM_RATE_LIMIT_PER_MINUTE: integer(5, 1, 1_000_000),
  CHAT_WIDGET_EXTRA_ORIGINS: text(),
  AIRTABLE_API_KEY: text(),
  AIRTABLE_BASE_ID: text(),
  AIRTABLE_CONTACT_TABLE: text(),
  AIRTABLE_WAITLIST_TABLE: text(),
  AIRTABLE_ENDPOINT_URL: text(),
  SMTP_ALLOW_PLAINTEXT: boolean(),
  MAIL_FROM: mailFrom(),
  MAIL_RATE_PER_SECOND: integer(5, 1, 1000),
  NOTIFY_LANGUAGE: choice(languages, defaultLanguage),
  WEBHOOK_SECRET: webhookSecret(),
  METRICS_TOKEN: variable((raw) => {
    if (raw !== undefined && raw.length < 16) throw new Invalid('must be at least 16 characters long (it guards /metrics)');
    return raw;
  }),
  MIN_FREE_DISK_MB: integer(256, 0, 1_048_576),
  LOG_LEVEL: choice(['info', 'debug', 'warn', 'error', 'silent']),
};

type ServerVariables = z.output<z.ZodObject<typeof serverFields>>;

/** E-mail and webhooks: the server's delivery settings. */
function deliveryOf(env: PublicVariables & ServerVariables) {
  const plaintext = env.SMTP_URL && !env.SMTP_ALLOW_PLAINTEXT ? plaintextSmtpRefusal(env.SMTP_URL) : null;
  if (plaintext !== null) fail('SMTP_URL', plaintext);
  return {
    mail: {
      smtpUrl: env.SMTP_URL?.href ?? null,
      allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
      from: env.MAIL_FROM ?? `ZK Automations <${env.CONTACT_EMAIL ?? 'hello@example.com'}>`,
      ratePerSecond: env.MAIL_RATE_PER_SECOND,
      notifyEmail: env.NOTIFY_EMAIL ?? null,
      notifyLanguage: env.NOTIFY_LANGUAGE,
    },
    webhook: webhookOf(env.WEBHOOK_URL, env.WEBHOOK_SECRET),
    waitlistConfirmDays: env.WAITLIST_CONFIRM_DAYS,
  };
}

/** `SUBMISSIONS_BACKEND=airtable`: the secret key, the base and its tables. */
function airtableOf(env: PublicVariables & ServerVariables) {
  if (env.SUBMISSIONS_BACKEND === 'local') return undefined;
  const backend = 'SUBMISSIONS_BACKEND=airtable';
  const apiKey = required(env.AIRTABLE_API_KEY, 'AIRTABLE_API_KEY', 'Airtable API key', backend);
  const baseId = required(env.AIRTABLE_BASE_ID, 'AIRTABLE_BASE_ID', 'Airtable base id', backend);
  if (!/^app[A-Za-z0-9]{14}$/.test(baseId)) {
    return fail('AIRTABLE_BASE_ID', `must be an Airtable base id (app followed by 14 letters or digits), got "${baseId}"`);
  }
  const table = (name: 'AIRTABLE_CONTACT_TABLE' | 'AIRTABLE_WAITLIST_TABLE', fallback: string) => {
    const value = env[name] ?? fallback;
    if (isPlaceholder(value))
      fail(name, `is a placeholder ("${value}"): the Airtable table name is not configured. Check your environment variables.`);
    return value;
  };
  const contactTable = table('AIRTABLE_CONTACT_TABLE', 'Website');
  const waitlistTable = table('AIRTABLE_WAITLIST_TABLE', 'Waitlist');
  const endpoint = env.AIRTABLE_ENDPOINT_URL;
  const endpointUrl = endpoint === undefined ? undefined : httpUrl(endpoint, 'AIRTABLE_ENDPOINT_URL');
  return { apiKey, baseId, contactTable, waitlistTable, ...(endpointUrl === undefined ? {} : { endpointUrl }) };
}

/**
 * The origins the chat widgets need: a widget counts only when both its script URL and its agent id
 * are set. `CHAT_WIDGET_EXTRA_ORIGINS` (comma-separated) adds the origins a configured widget talks to.
 */
function widgetOrigins(env: PublicVariables & ServerVariables): string[] {
  const origins = new Set<string>();
  if (env.CHAT_WIDGET_SCRIPT_URL && env.CHAT_WIDGET_AGENT_ID) origins.add(env.CHAT_WIDGET_SCRIPT_URL.origin);
  if (env.DIALOGFLOW_SCRIPT_URL && env.DIALOGFLOW_AGENT_ID) origins.add(env.DIALOGFLOW_SCRIPT_URL.origin);
  if (origins.size === 0) return [];
  const extra = originList(
    env.CHAT_WIDGET_EXTRA_ORIGINS,
    (url, value) => {
      if (url.protocol !== 'https:' || url.origin !== value)
        fail('CHAT_WIDGET_EXTRA_ORIGINS', `must list https origins without a path, got "${value}"`);
    },
    'CHAT_WIDGET_EXTRA_ORIGINS',
  );
  for (const origin of extra) origins.add(origin);
  return [...origins];
}

/** Every variable: the public settings and the server's own. */
export const serverEnvironmentSchema = z.object({ ...publicFields, ...serverFields }).transform((env, ctx) =>
  checked(
    () => ({
      ...publicSettings(env),
      port: env.PORT,
      host: env.HOST ?? '127.0.0.1',
      dataDir: env.DATA_DIR ?? './data',
      databaseUrl: env.DATABASE_URL,
      staticDir: env.STATIC_DIR,
      devOrigins: env.DEV_ORIGINS,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      trustProxy: env.TRUST_PROXY,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      formRateLimitPerMinute: env.FORM_RATE_LIMIT_PER_MINUTE,
      chatWidgetOrigins: widgetOrigins(env),
      airtable: airtableOf(env),
      ...deliveryOf(env),
      metricsToken: env.METRICS_TOKEN,
      minFreeDiskMb: env.MIN_FREE_DISK_MB,
      logLevel: env.LOG_LEVEL,
      operatorMfa: env.OPERATOR_MFA,
      backup: env.BACKUP_DIR ? { dir: env.BACKUP_DIR, intervalHours: env.BACKUP_INTERVAL_HOURS, keep: env.BACKUP_KEEP } : null,
    }),
    ctx,
  ),
);

export type ServerEnvironment = z.output<typeof serverEnvironmentSchema>;
