import { z } from 'zod';
import { defaultContactEmail } from './defaults.ts';
import { hostOf, smtpUrl, webhookUrl } from './delivery-variables.ts';
import {
  addressLines,
  boolean,
  checked,
  choice,
  dpfRecipients,
  email,
  fail,
  httpUrl,
  integer,
  Invalid,
  jwtRole,
  optionalInteger,
  parseEnvironment,
  required,
  siteUrl,
  text,
  variable,
  widgetUrl,
  type Env,
} from './env-variables.ts';

/**
 * The public half of the environment: the variables the site build may read and the settings it bakes
 * into the browser bundle and the prerendered pages (`publicSiteConfig`, below). The server reads them
 * too, with its own (`server-environment.ts`); no secret is in this schema, so none can reach the bundle.
 */

/**
 * The public variables: what the site build may read. Each is in the prerendered pages or the
 * browser bundle (the Supabase anon key is public by design), so no secret may be added here.
 * `SMTP_URL` and `WEBHOOK_URL` are the exception that proves it: the privacy policy names the mail
 * provider and the webhook receiver by their role with the host name in parentheses (unless
 * `SMTP_PROVIDER` / `WEBHOOK_RECIPIENT` name them), so the build reads them, but only their host
 * names leave `publicSettings` (never credentials, paths or queries; `public-site-config.test.ts`).
 * `NOTIFY_EMAIL` itself never leaves: only whether it is set, with its mailbox's provider and region.
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
  // Public for hosted mode, where the console enforces `required` (the server reads it too).
  OPERATOR_MFA: variable((raw) => {
    if (raw !== undefined && raw !== 'required' && raw !== 'optional') throw new Invalid(`must be one of required, optional, got "${raw}"`);
    return raw as 'required' | 'optional' | undefined;
  }),
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
  NOTIFY_PROVIDER: text(),
  NOTIFY_REGION: text(),
  WEBHOOK_URL: webhookUrl(),
  WEBHOOK_RECIPIENT: text(),
  WEBHOOK_REGION: text(),
  WAITLIST_CONFIRM_DAYS: integer(30, 1, 3650),
  COMPANY_TR_REPRESENTATIVE: text(),
  // Türkiye: the waitlist's 6563 onay is registered in İYS (the policy says so), and transfers abroad rest on the KVKK standard contract notified to the Kurum.
  IYS_REGISTERED: boolean(),
  KVKK_STANDARD_CONTRACT: boolean(),
  HOSTING_REGION: text(),
  DPF_CERTIFIED_RECIPIENTS: variable(dpfRecipients),
  // The privacy policy's and terms' "last updated": the operator moves it with every variable the policy reads.
  LEGAL_REVISED: variable((raw) => {
    if (raw === undefined) return undefined;
    const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(raw);
    if (!match) throw new Invalid(`must be the year and month of the last change, as 2026-11, got "${raw}"`);
    return { year: Number(match[1]), month: Number(match[2]) };
  }),
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

export type PublicVariables = z.output<z.ZodObject<typeof publicFields>>;

/**
 * `DATA_BACKEND=supabase`: the project's URL and its public (anon or publishable) key, and with
 * `OPERATOR_MFA=required` set for the build, `mfaRequired` (the console then asks for a factor first).
 */
function supabaseOf(env: PublicVariables): { url: string; anonKey: string; mfaRequired?: true } | null {
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
  return { url, anonKey, ...(env.OPERATOR_MFA === 'required' ? { mfaRequired: true as const } : {}) };
}

/** The public settings, from the public variables. */
export function publicSettings(env: PublicVariables) {
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
      /** `SMTP_URL`: e-mails go out through this provider (`SMTP_PROVIDER`, else null), at its host, processed where `SMTP_REGION` says. */
      mail: env.SMTP_URL ? { provider: env.SMTP_PROVIDER ?? null, host: hostOf(env.SMTP_URL)!, region: env.SMTP_REGION ?? null } : null,
      /** `NOTIFY_EMAIL`: each new lead is e-mailed to the operator's mailbox, kept by `NOTIFY_PROVIDER` where `NOTIFY_REGION` says. */
      notifications: env.NOTIFY_EMAIL ? { provider: env.NOTIFY_PROVIDER ?? null, region: env.NOTIFY_REGION ?? null } : null,
      /** `WEBHOOK_URL`: lead events go to this receiver (`WEBHOOK_RECIPIENT`, else null), at its host, processed where `WEBHOOK_REGION` says. */
      webhooks: env.WEBHOOK_URL
        ? { recipient: env.WEBHOOK_RECIPIENT ?? null, host: hostOf(env.WEBHOOK_URL)!, region: env.WEBHOOK_REGION ?? null }
        : null,
      /** `WAITLIST_CONFIRM_DAYS`: unconfirmed waitlist sign-ups are erased after this many days. */
      unconfirmedDays: env.WAITLIST_CONFIRM_DAYS,
      backupRetentionHours: env.BACKUP_DIR ? env.BACKUP_INTERVAL_HOURS * env.BACKUP_KEEP : null,
      /** `LEGAL_REVISED`: when the operator last changed what the policy says; null: the text's own revision (`legalRevision`). */
      revised: env.LEGAL_REVISED ?? null,
      /** `IYS_REGISTERED`: the operator registers each waitlist onay (6563) in İleti Yönetim Sistemi. */
      iysRegistered: env.IYS_REGISTERED,
      /** `KVKK_STANDARD_CONTRACT`: transfers abroad rest on the KVKK standard contract (m. 9/4), notified to the Kurum. */
      kvkkStandardContract: env.KVKK_STANDARD_CONTRACT,
    },
    // Result figures for the marketing copy: none by default, so no page claims a figure nobody configured (§ 5 UWG).
    results: {
      supportSavingsPercent: env.RESULTS_SUPPORT_SAVINGS_PERCENT,
      conversionMultiple: env.RESULTS_CONVERSION_MULTIPLE,
      hoursSavedPerMonth: env.RESULTS_HOURS_SAVED_PER_MONTH,
    },
  };
}

/** The public variables and the settings they make: all the site build may see. */
export const publicEnvironmentSchema = z.object(publicFields).transform((env, ctx) => checked(() => publicSettings(env), ctx));

export type PublicEnvironment = z.output<typeof publicEnvironmentSchema>;

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
