import { legalRevision, writtenRevision, type Language, type TFunction } from '@zk/i18n';
import type { LegalDocumentProps, LegalSection } from '@zk/ui';
import type { LegalConfig } from '../site-config';
import type { PropsContext } from './context';
import { exampleSite } from './context';
import { addressLine, companyDetails, controllerDetails, emailDetail } from './legal-identity';
import { recipientsSection, regionName } from './privacy-recipients';

/**
 * The plainest deployment, as the stories show the legal pages: no company details configured (the
 * brand as controller, the address on request, the Impressum's company as contracting party), no
 * hosting region, no Airtable, Supabase or chat widget, leads kept until erasure is requested.
 */
export const exampleLegalConfig: LegalConfig = {
  ...exampleSite,
  company: { name: null, legalForm: null, representative: null, address: [], register: null, vatId: null, trRepresentative: null },
  privacy: {
    hostingRegion: null,
    airtable: false,
    supabase: null,
    chat: null,
    dpfCertified: [],
    retentionDays: null,
    backupRetentionHours: null,
    mail: null,
    notifications: null,
    webhooks: null,
    unconfirmedDays: 30,
  },
};

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

/** The Impressum (§ 5 DDG) from the configured legal identity; "address on request" only when unset. */
export function impressumSections(t: TFunction, config: LegalConfig): LegalSection[] {
  const copy = t('legal.impressum');
  const address = addressLine(config);
  return [
    {
      id: 'company',
      title: copy.company.title,
      blocks: [
        {
          details: [
            ...companyDetails(t, config),
            { term: t('legal.identity.business'), description: t('legal.identity.businessValue') },
            { term: t('legal.identity.country'), description: t('legal.identity.countryValue') },
          ],
        },
      ],
    },
    { id: 'address', title: copy.address.title, blocks: [address ?? copy.address.onRequest] },
    // The reply time is the contact page's promise, not a § 5 DDG detail.
    { id: 'contact', title: copy.contact.title, blocks: [{ details: [emailDetail(t, config)] }] },
    { id: 'disclaimer', title: copy.disclaimer.title, blocks: copy.disclaimer.blocks },
  ];
}

/**
 * The terms for this deployment: the contracting party is the configured company (`COMPANY_NAME`), or
 * the company the Impressum names when none is configured, never the brand; the rest is the dictionary's
 * sections in order (scope, payment, cancellation, liability, data processing, law and jurisdiction).
 */
export function termsSections(t: TFunction, config: LegalConfig): LegalSection[] {
  const { scope, payment, cancellation, liability, dataProcessing, law } = t('legal.terms', { email: config.contactEmail });
  const company = config.company.name;
  const party = company ? t('legal.terms.scope.party', { company }) : scope.partyUnnamed;
  return [
    { id: 'scope', title: scope.title, blocks: [party, ...scope.blocks] },
    { id: 'payment', ...payment },
    { id: 'cancellation', ...cancellation },
    { id: 'liability', ...liability },
    { id: 'data-processing', ...dataProcessing },
    { id: 'law', ...law },
  ];
}

/**
 * The later of the text's revision (`legalRevision`) and the configuration's (`LEGAL_REVISED`): the
 * configuration changes what the policy says (recipients, regions, periods), so the operator moves it.
 */
function revision(config: LegalConfig): { year: number; month: number } {
  const configured = config.privacy.revised;
  if (!configured) return legalRevision;
  const later = configured.year * 12 + configured.month > legalRevision.year * 12 + legalRevision.month;
  return later ? configured : legalRevision;
}

const documents = { privacy: privacySections, terms: termsSections, impressum: impressumSections };

/**
 * A legal page's document: its sections, the date of the last revision (`legalRevision` or a later `LEGAL_REVISED`, written with
 * the page language's month names; not on the Impressum) and contents when it has more than three sections.
 */
export function legalDocumentProps({ t, language }: PropsContext, page: keyof typeof documents, config: LegalConfig): LegalDocumentProps {
  const sections = documents[page](t, config, language);
  return {
    sections,
    updated: page === 'impressum' ? undefined : t('legal.updated', { date: writtenRevision(t('legal.months'), revision(config)) }),
    contentsLabel: sections.length > 3 ? t('legal.contents') : undefined,
  };
}
