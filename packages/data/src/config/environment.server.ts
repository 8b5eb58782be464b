import { z } from 'zod';
import {
  addressLines,
  boolean,
  checked,
  choice,
  dpfRecipients,
  ConfigError,
  email,
  fail,
  httpUrl,
  integer,
  Invalid,
  isPlaceholder,
  optionalInteger,
  jwtRole,
  originList,
  required,
  siteUrl,
  text,
  variable,
  widgetUrl,
  type Env,
} from './env-variables.server.ts';
import { defaultContactEmail } from './defaults.ts';
import { hostOf, mailFrom, smtpUrl, webhookOf, webhookSecret, webhookUrl } from './delivery-variables.server.ts';

export { addressLines, ConfigError, isPlaceholder, type DpfRecipient, type Env } from './env-variables.server.ts';

/**
 * The environment, parsed once: one zod schema per variable, shared by the server
 * (`packages/server/src/config.ts`) and the site build (`publicSiteConfig`, below). The build reads
 * only the public variables (`publicFields`): no secret is in its schema, so none can reach the
 * bundle. Server-only code (`*.server.ts`): the browser never imports it.
 */

/**
 * The public variables: what the site build may read. Each is in the prerendered pages or the
 * browser bundle (the Supabase anon key is public by design), so no secret may be added here.
 * `SMTP_URL` and `WEBHOOK_URL` are the exception that proves it: the privacy policy names the mail
 * provider and the webhook receiver by host name, so the build reads them, but only their host
 * names leave `publicSettings` (never credentials, paths or queries; `public-site-config.test.ts`).
 */
export const publicFields = {
  SITE_URL: siteUrl(),
  CONTACT_EMAIL: email(),
  CHAT_WIDGET_SCRIPT_URL: widgetUrl(),
  CHAT_WIDGET_AGENT_ID: text(),
  CHAT_WIDGET_REGION: text(),
  CHAT_WIDGET_ELEMENT_SELECTOR: text(),
  CHAT_WIDGET_PROVIDER: text(),
  DIALOGFLOW_SCRIPT_URL: widgetUrl(),
  DIALOGFLOW_AGENT_ID: text(),
  DIALOGFLOW_CHAT_TITLE: text(),
  DATA_BACKEND: choice(['local', 'supabase']),
  SUPABASE_URL: text(),
  SUPABASE_ANON_KEY: text(),
  SUPABASE_REGION: text(),
  SUBMISSIONS_BACKEND: choice(['local', 'airtable']),
  COMPANY_NAME: text(),
  COMPANY_LEGAL_FORM: text(),
  COMPANY_REPRESENTATIVE: text(),
  COMPANY_ADDRESS: variable(addressLines),
  COMPANY_REGISTER: text(),
  COMPANY_VAT_ID: text(),
  SMTP_URL: smtpUrl(),
  SMTP_PROVIDER: text(),
  SMTP_REGION: text(),
  NOTIFY_EMAIL: email(),
  WEBHOOK_URL: webhookUrl(),
  WEBHOOK_RECIPIENT: text(),
  WEBHOOK_REGION: text(),
  WAITLIST_CONFIRM_DAYS: integer(30, 1, 3650),
  COMPANY_TR_REPRESENTATIVE: text(),
  HOSTING_REGION: text(),
  DPF_CERTIFIED_RECIPIENTS: variable(dpfRecipients),
  RESULTS_SUPPORT_SAVINGS_PERCENT: optionalInteger(1, 100),
  RESULTS_CONVERSION_MULTIPLE: optionalInteger(2, 100),
  RESULTS_HOURS_SAVED_PER_MONTH: optionalInteger(1, 9999),
  LEADS_RETENTION_DAYS: variable((raw) => {
    if (raw === undefined) return undefined;
    if (!/^[1-9]\d*$/.test(raw) || Number(raw) > 36_500) throw new Invalid(`must be a whole number of days from 1 to 36500, got "${raw}"`);
    return Number(raw);
  }),
  // Scheduled backups: the server writes them, the privacy policy states how long they keep erased data
  // (interval x kept copies). The directory itself never leaves the server (only the period is public).
  BACKUP_DIR: text(),
  BACKUP_INTERVAL_HOURS: integer(24, 1, 8760),
  BACKUP_KEEP: integer(7, 1, 1000),
};

/** The server's own variables, never read by the build: listening, storage, the admin seed, proxies and the Airtable secret. */
export const serverFields = {
  PORT: integer(3000, 0, 65535),
  HOST: text(),
  DATA_DIR: text(),
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
  MAIL_FROM: mailFrom(),
  MAIL_RATE_PER_SECOND: integer(5, 1, 1000),
  NOTIFY_LANGUAGE: choice(['en', 'de', 'tr']),
  WEBHOOK_SECRET: webhookSecret(),
  METRICS_TOKEN: variable((raw) => {
    if (raw !== undefined && raw.length < 16) throw new Invalid('must be at least 16 characters long (it guards /metrics)');
    return raw;
  }),
  MIN_FREE_DISK_MB: integer(256, 0, 1_048_576),
  LOG_LEVEL: choice(['info', 'debug', 'warn', 'error', 'silent']),
};

type PublicVariables = z.output<z.ZodObject<typeof publicFields>>;
type ServerVariables = z.output<z.ZodObject<typeof serverFields>>;

/** `DATA_BACKEND=supabase`: the project's URL and its public (anon or publishable) key. */
function supabaseOf(env: PublicVariables): { url: string; anonKey: string } | null {
  if (env.DATA_BACKEND === 'local') return null;
  const backend = 'DATA_BACKEND=supabase';
  const url = httpUrl(required(env.SUPABASE_URL, 'SUPABASE_URL', 'Supabase project URL', backend), 'SUPABASE_URL');
  const anonKey = required(env.SUPABASE_ANON_KEY, 'SUPABASE_ANON_KEY', 'Supabase anon key', backend);
  if (!/^(?:[\w-]+\.[\w-]+\.[\w-]+|sb_publishable_[\w-]+)$/.test(anonKey)) {
    return fail('SUPABASE_ANON_KEY', 'must be the anon JWT or an sb_publishable_ key from the project API settings');
  }
  if (!anonKey.startsWith('sb_publishable_') && jwtRole(anonKey) !== 'anon') {
    // The key is baked into the browser bundle: a service_role key there would bypass row-level security.
    return fail('SUPABASE_ANON_KEY', 'must be a key whose role is anon (a service_role or other secret key must never reach the browser)');
  }
  return { url, anonKey };
}

/** The public settings, from the public variables. */
function publicSettings(env: PublicVariables) {
  const agentUrl = env.CHAT_WIDGET_SCRIPT_URL;
  const dialogflowUrl = env.DIALOGFLOW_SCRIPT_URL;
  const chatWidget =
    agentUrl && env.CHAT_WIDGET_AGENT_ID
      ? {
          scriptUrl: agentUrl.href,
          agentId: env.CHAT_WIDGET_AGENT_ID,
          region: env.CHAT_WIDGET_REGION ?? 'eu',
          ...(env.CHAT_WIDGET_ELEMENT_SELECTOR ? { elementSelector: env.CHAT_WIDGET_ELEMENT_SELECTOR } : {}),
        }
      : null;
  const dialogflow =
    dialogflowUrl && env.DIALOGFLOW_AGENT_ID
      ? { scriptUrl: dialogflowUrl.href, agentId: env.DIALOGFLOW_AGENT_ID, chatTitle: env.DIALOGFLOW_CHAT_TITLE ?? 'Voltix Assistant' }
      : null;
  return {
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    siteUrlSet: env.SITE_URL !== undefined,
    contactEmail: env.CONTACT_EMAIL,
    chatWidget,
    dialogflow,
    supabase: supabaseOf(env),
    company: {
      name: env.COMPANY_NAME ?? null,
      legalForm: env.COMPANY_LEGAL_FORM ?? null,
      representative: env.COMPANY_REPRESENTATIVE ?? null,
      address: env.COMPANY_ADDRESS,
      register: env.COMPANY_REGISTER ?? null,
      vatId: env.COMPANY_VAT_ID ?? null,
      trRepresentative: env.COMPANY_TR_REPRESENTATIVE ?? null,
    },
    privacy: {
      hostingRegion: env.HOSTING_REGION ?? null,
      airtable: env.SUBMISSIONS_BACKEND === 'airtable',
      supabase: env.DATA_BACKEND === 'supabase' ? { region: env.SUPABASE_REGION ?? null } : null,
      // Without CHAT_WIDGET_PROVIDER the policy names the provider by its role, and the host only as where the window loads from.
      chat: chatWidget
        ? { provider: env.CHAT_WIDGET_PROVIDER ?? null, host: new URL(chatWidget.scriptUrl).hostname, region: chatWidget.region }
        : null,
      dpfCertified: env.DPF_CERTIFIED_RECIPIENTS,
      retentionDays: env.LEADS_RETENTION_DAYS ?? null,
      /** `SMTP_URL`: e-mails go out through this provider (named, or its host), processed where `SMTP_REGION` says. */
      mail: env.SMTP_URL ? { provider: env.SMTP_PROVIDER ?? hostOf(env.SMTP_URL)!, region: env.SMTP_REGION ?? null } : null,
      /** `NOTIFY_EMAIL`: each new lead is e-mailed to the operator. */
      notifications: env.NOTIFY_EMAIL !== undefined,
      /** `WEBHOOK_URL`: lead events go to this receiver (named, or its host), processed where `WEBHOOK_REGION` says. */
      webhooks: env.WEBHOOK_URL
        ? { recipient: env.WEBHOOK_RECIPIENT ?? hostOf(env.WEBHOOK_URL)!, region: env.WEBHOOK_REGION ?? null }
        : null,
      /** `WAITLIST_CONFIRM_DAYS`: unconfirmed waitlist sign-ups are erased after this many days. */
      unconfirmedDays: env.WAITLIST_CONFIRM_DAYS,
      backupRetentionHours: env.BACKUP_DIR ? env.BACKUP_INTERVAL_HOURS * env.BACKUP_KEEP : null,
    },
    // Result figures for the marketing copy: none by default, so no page claims a figure nobody configured (§ 5 UWG).
    results: {
      supportSavingsPercent: env.RESULTS_SUPPORT_SAVINGS_PERCENT,
      conversionMultiple: env.RESULTS_CONVERSION_MULTIPLE,
      hoursSavedPerMonth: env.RESULTS_HOURS_SAVED_PER_MONTH,
    },
  };
}

/** E-mail and webhooks: the server's delivery settings. */
function deliveryOf(env: PublicVariables & ServerVariables) {
  return {
    mail: {
      smtpUrl: env.SMTP_URL?.href ?? null,
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

/** The public variables and the settings they make: all the site build may see. */
export const publicEnvironmentSchema = z.object(publicFields).transform((env, ctx) => checked(() => publicSettings(env), ctx));

/** Every variable: the public settings and the server's own. */
export const serverEnvironmentSchema = z.object({ ...publicFields, ...serverFields }).transform((env, ctx) =>
  checked(
    () => ({
      ...publicSettings(env),
      port: env.PORT,
      host: env.HOST ?? '127.0.0.1',
      dataDir: env.DATA_DIR ?? './data',
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
      backup: env.BACKUP_DIR ? { dir: env.BACKUP_DIR, intervalHours: env.BACKUP_INTERVAL_HOURS, keep: env.BACKUP_KEEP } : null,
    }),
    ctx,
  ),
);

export type PublicEnvironment = z.output<typeof publicEnvironmentSchema>;
export type ServerEnvironment = z.output<typeof serverEnvironmentSchema>;

/** Parses `env` with `schema`; the first problem becomes a {@link ConfigError} naming its variable. */
export function parseEnvironment<S extends z.ZodType>(schema: S, env: Env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
}

/**
 * The build-time configuration that is allowed into the browser bundle and the prerendered HTML
 * (`__SITE_CONFIG__`, declared in `packages/site/src/public-config.d.ts`). Read by the Vite config
 * and by the start script (to know when a rebuild is needed). Only public variables are read.
 */
export function publicSiteConfig(env: Env = process.env) {
  const settings = parseEnvironment(publicEnvironmentSchema, env);
  return {
    siteUrl: settings.siteUrl,
    contactEmail: settings.contactEmail ?? defaultContactEmail,
    chatWidget: settings.chatWidget,
    dialogflow: settings.dialogflow,
    supabase: settings.supabase,
    company: settings.company,
    privacy: settings.privacy,
    results: settings.results,
  };
}
