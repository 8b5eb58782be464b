import type { Language, TFunction } from '@zk/i18n';
import type { LegalSection } from '@zk/ui';
import type { LegalConfig } from '../site-config';
import { controllerDetails } from './legal-identity';
import { recipientsSection, regionName } from './privacy-recipients';

/**
 * The privacy policy for this deployment: the controller from the configured legal identity (with the
 * representative in Türkiye when `COMPANY_TR_REPRESENTATIVE` is set, the KVKK softened when not), the
 * chat assistant only when a widget is configured, the recipients actually configured with each
 * transfer's safeguard, the retention period of `LEADS_RETENTION_DAYS` (reaching the Airtable copy with
 * Airtable) and of the backups, the double opt-in (erasure after `WAITLIST_CONFIRM_DAYS`), the
 * operator's notifications only with `NOTIFY_EMAIL`, the mail provider with `SMTP_URL` and the webhook
 * receiver with `WEBHOOK_URL` (privacy-recipients.ts), and the right to object (Art. 21(4) GDPR) as a
 * section of its own.
 */
export function privacySections(t: TFunction, config: LegalConfig, language: Language): LegalSection[] {
  const copy = t('legal.privacy', { email: config.contactEmail });
  const { chat, airtable, retentionDays } = config.privacy;
  const { subsections } = copy.collection;
  const period = retentionDays === null ? copy.storage.leadsUntilErasure : t('legal.privacy.storage.leadsDays', { count: retentionDays });
  // With Airtable, erasure and retention reach its copy too (issue 28 item 4), and the policy says so.
  const leads = airtable ? `${period} ${copy.storage.leadsAirtable}` : period;
  // The double opt-in always runs; the operator's notifications only with NOTIFY_EMAIL.
  const emailsCopy = t('legal.privacy.collection.subsections.emails', { days: config.privacy.unconfirmedDays });
  const notifications = config.privacy.notifications ? [subsections.notifications] : [];
  const unconfirmed = t('legal.privacy.storage.unconfirmedDays', { count: config.privacy.unconfirmedDays });
  const backupHours = config.privacy.backupRetentionHours;
  // Stated in whole days, rounded up: an upper bound ("at the latest") stays true.
  const backups = backupHours ? [t('legal.privacy.storage.backupsDays', { count: Math.ceil(backupHours / 24) })] : [];
  const { trRepresentative } = config.company;
  // Each copy outside the database (issue 47 item 1): the team's mailbox, the webhook receiver, exports.
  const { copies } = copy.storage;
  const copyItems = [
    ...(config.privacy.notifications ? [copies.notifications] : []),
    ...(config.privacy.webhooks ? [copies.webhooks] : []),
    copies.exports,
  ];
  const kvkk = trRepresentative
    ? t('legal.privacy.introduction.kvkkRepresentative', { representative: trRepresentative })
    : copy.introduction.kvkk;
  // Where the controller processes the data of people in Türkiye (issue 47 item 12), with the servers' place when configured.
  const { hostingRegion } = config.privacy;
  const kvkkPlace = hostingRegion
    ? t('legal.privacy.introduction.kvkkPlaceRegion', { region: regionName(t, language, hostingRegion) })
    : copy.introduction.kvkkPlace;
  // The waitlist's e-mails are commercial electronic messages in Türkiye: whether their onay is in İYS.
  const iys = config.privacy.iysRegistered ? copy.collection.iys.registered : copy.collection.iys.notRegistered;
  const [rightsLead, rightsList, ...rightsRest] = copy.rights.blocks;
  return [
    {
      id: 'introduction',
      title: copy.introduction.title,
      blocks: [...copy.introduction.blocks, { details: controllerDetails(t, config) }, kvkk, kvkkPlace],
    },
    {
      id: 'collection',
      title: copy.collection.title,
      blocks: copy.collection.blocks,
      subsections: [
        subsections.contact,
        { ...subsections.waitlist, blocks: [...subsections.waitlist.blocks, iys] },
        emailsCopy,
        ...notifications,
        subsections.logs,
        subsections.localStorage,
        ...(chat ? [subsections.chat] : []),
      ],
    },
    recipientsSection(t, config, language),
    {
      id: 'storage',
      title: copy.storage.title,
      blocks: [
        ...copy.storage.blocks,
        [leads, unconfirmed, ...backups, ...copy.storage.periods],
        copies.lead,
        copyItems,
        copy.storage.security,
      ],
    },
    // Under the KVKK an application to the controller comes before a complaint to the Kurul (m. 13, 14).
    { id: 'rights', title: copy.rights.title, blocks: [rightsLead!, rightsList!, copy.rights.kvkkComplaint, ...rightsRest] },
    { id: 'objection', title: copy.objection.title, blocks: copy.objection.blocks, emphasis: true },
  ];
}
