import type { TFunction } from '@zk/i18n';
import { LegalDocument, PageIntro, type LegalSection } from '@zk/ui';
import { useI18n } from '../app/i18n-context';
import { siteConfig, type LegalConfig, type PrivacyFacts } from '../site-config';
import { controllerDetails } from './legal-identity';

/** A region as written in the policy: `eu` in the page's words, another short code in capitals (a Latin code, not text), anything longer as given. */
function regionName(t: TFunction, region: string): string {
  if (/^eu$/i.test(region)) return t('legal.privacy.recipients.euRegion');
  return region.length <= 3 ? region.toLocaleUpperCase('en') : region;
}

/** Whether a recipient outside the EEA is configured, so the transfer safeguards must be named. */
function hasThirdCountryRecipient(facts: PrivacyFacts): boolean {
  return facts.airtable || facts.supabase !== null || (facts.chat !== null && !/^eu\b/i.test(facts.chat.region));
}

/** Recipients (Art. 13(1)(e) and (f) GDPR): hosting always, then each service only when configured. */
function recipientsSection(t: TFunction, config: LegalConfig): LegalSection {
  const copy = t('legal.privacy.recipients', { email: config.contactEmail });
  const { airtable, supabase, chat, mail, webhooks } = config.privacy;
  const items = [
    copy.hosting,
    ...(airtable ? [copy.airtable] : []),
    ...(supabase ? [supabase.region ? t('legal.privacy.recipients.supabase', { region: supabase.region }) : copy.supabaseNoRegion] : []),
    ...(chat ? [t('legal.privacy.recipients.chat', { provider: chat.provider, region: regionName(t, chat.region) })] : []),
    ...(mail ? [t('legal.privacy.recipients.mail', { provider: mail.provider })] : []),
    ...(webhooks ? [t('legal.privacy.recipients.webhooks', { recipient: webhooks.recipient })] : []),
    copy.authorities,
  ];
  const blocks = [copy.lead, items, ...(hasThirdCountryRecipient(config.privacy) ? [copy.transfers] : [])];
  return { id: 'recipients', title: copy.title, blocks };
}

/**
 * The privacy policy for this deployment: the controller from the configured legal identity, the
 * chat assistant only when a widget is configured, the double opt-in (erasure after
 * `WAITLIST_CONFIRM_DAYS`), the operator's notifications only with `NOTIFY_EMAIL`, the recipients
 * actually configured (the mail provider with `SMTP_URL`, the webhook receiver with `WEBHOOK_URL`), the retention
 * period of `LEADS_RETENTION_DAYS` and of the backups, and the right to object (Art. 21(4) GDPR) as a section of its own.
 */
export function privacySections(t: TFunction, config: LegalConfig): LegalSection[] {
  const copy = t('legal.privacy', { email: config.contactEmail });
  const { chat, retentionDays } = config.privacy;
  const { subsections } = copy.collection;
  const chatCopy = chat ? t('legal.privacy.collection.subsections.chat', { provider: chat.provider }) : null;
  // The double opt-in always runs; the operator's notifications only with NOTIFY_EMAIL.
  const emailsCopy = t('legal.privacy.collection.subsections.emails', { days: config.privacy.unconfirmedDays });
  const notifications = config.privacy.notifications ? [subsections.notifications] : [];
  const unconfirmed = t('legal.privacy.storage.unconfirmedDays', { count: config.privacy.unconfirmedDays });
  const leads =
    retentionDays === null ? copy.storage.leadsUntilErasure : t('legal.privacy.storage.leadsDays', { count: retentionDays });
  const backupHours = config.privacy.backupRetentionHours;
  // Stated in whole days, rounded up: an upper bound ("at the latest") stays true.
  const backups = backupHours ? [t('legal.privacy.storage.backupsDays', { count: Math.ceil(backupHours / 24) })] : [];
  return [
    {
      id: 'introduction',
      title: copy.introduction.title,
      blocks: [...copy.introduction.blocks, { details: controllerDetails(t, config) }],
    },
    {
      id: 'collection',
      title: copy.collection.title,
      blocks: copy.collection.blocks,
      subsections: [subsections.contact, subsections.waitlist, emailsCopy, ...notifications, subsections.logs, subsections.localStorage, ...(chatCopy ? [chatCopy] : [])],
    },
    recipientsSection(t, config),
    { id: 'storage', title: copy.storage.title, blocks: [...copy.storage.blocks, [leads, unconfirmed, ...backups, ...copy.storage.periods], copy.storage.security] },
    { id: 'rights', title: copy.rights.title, blocks: copy.rights.blocks },
    { id: 'objection', title: copy.objection.title, blocks: copy.objection.blocks, emphasis: true },
  ];
}

export function PrivacyPage({ config = siteConfig }: { config?: LegalConfig }) {
  const { t } = useI18n();
  const sections = privacySections(t, config);
  return (
    <>
      <PageIntro title={t('pages.privacy.title')} lead={t('pages.privacy.lead')} />
      <LegalDocument
        sections={sections}
        updated={t('legal.updated', { date: t('legal.revision') })}
        contentsLabel={t('legal.contents')}
      />
    </>
  );
}
