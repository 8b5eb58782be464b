import { brand } from './brand';
import { noResultFigures } from './result-figures';

/** The company's legal identity (§ 5 DDG, Art. 13 GDPR); unset fields are null, no address is []. */
export interface CompanyIdentity {
  name: string | null;
  legalForm: string | null;
  representative: string | null;
  address: readonly string[];
  register: string | null;
  vatId: string | null;
  /** `COMPANY_TR_REPRESENTATIVE`: the data controller's representative in Türkiye (KVKK), when appointed. */
  trRepresentative: string | null;
}

/** What the privacy policy names, as configured: recipients, their regions and the retention period. */
export interface PrivacyFacts {
  /** `HOSTING_REGION`: where the hosting provider's servers are, as the policy names it; null names no place. */
  hostingRegion: string | null;
  /** `SUBMISSIONS_BACKEND=airtable`: form records are forwarded to Airtable in the USA. */
  airtable: boolean;
  /** `DATA_BACKEND=supabase`: sign-in and countdowns at Supabase, in this region when given. */
  supabase: { region: string | null } | null;
  /**
   * The agent chat widget, when configured: its provider (`CHAT_WIDGET_PROVIDER`; null when unset, so
   * the policy names it by its role, never the host as a legal person), the script's host and the data region.
   */
  chat: { provider: string | null; host: string; region: string } | null;
  /** `DPF_CERTIFIED_RECIPIENTS`: recipients certified under the EU-US Data Privacy Framework (Art. 45 GDPR); the others rest on standard contractual clauses. */
  dpfCertified: readonly ('airtable' | 'supabase' | 'chat' | 'mail' | 'notifications' | 'webhooks')[];
  /** `LEADS_RETENTION_DAYS`; null keeps inquiries and waitlist entries until erasure is requested. */
  retentionDays: number | null;
  /**
   * `SMTP_URL`: e-mails go out through this provider (`SMTP_PROVIDER`; null names it by its role, with
   * the SMTP host in parentheses), processed in `SMTP_REGION` (null: not stated, refused in production); null keeps them on the server.
   */
  mail: { provider: string | null; host: string; region: string | null } | null;
  /** `NOTIFY_EMAIL`: each new lead is e-mailed to the team's mailbox, kept by `NOTIFY_PROVIDER` in `NOTIFY_REGION`; null: no notifications. */
  notifications: { provider: string | null; region: string | null } | null;
  /** `WEBHOOK_URL`: each new lead, confirmation and erasure is sent to this receiver (`WEBHOOK_RECIPIENT`, else by its role with the host), processed in `WEBHOOK_REGION`. */
  webhooks: { recipient: string | null; host: string; region: string | null } | null;
  /** `WAITLIST_CONFIRM_DAYS`: unconfirmed waitlist sign-ups are erased after this many days. */
  unconfirmedDays: number;
  /** `BACKUP_DIR` set: how long a backup keeps erased data (`BACKUP_INTERVAL_HOURS` x `BACKUP_KEEP`); absent or null without backups. */
  backupRetentionHours?: number | null;
  /** `LEGAL_REVISED` (year and month): when the deployment's configuration last changed the policy; absent or null dates it by the text (`legalRevision`). */
  revised?: { year: number; month: number } | null;
  /** `IYS_REGISTERED`: each waitlist onay is registered in İYS (6563); absent or false: the policy says it is not. */
  iysRegistered?: boolean;
  /** `KVKK_STANDARD_CONTRACT`: transfers abroad rest on the KVKK standard contract notified to the Kurum (m. 9/4); absent or false: m. 9 without naming one. */
  kvkkStandardContract?: boolean;
}

/** The one place the brand and public contact details are defined. */
export const siteConfig = {
  brand,
  results: noResultFigures,
  ...__SITE_CONFIG__,
} as const;

/** The part of the configuration the legal pages read (passed as a prop, so tests can vary it). */
export type LegalConfig = Pick<typeof siteConfig, 'brand' | 'contactEmail' | 'company' | 'privacy'>;
