import type { TFunction } from '@zk/i18n';
import type { LegalDocumentProps, LegalSection } from '@zk/ui';
import type { LegalConfig, PrivacyFacts } from '../site-config';
import type { PropsContext } from './context';
import { exampleSite } from './context';
import { addressLine, companyDetails, controllerDetails, emailDetail } from './legal-identity';

/**
 * The plainest deployment, as the stories show the legal pages: no company details configured (the
 * brand as controller, the address on request), no Airtable, Supabase or chat widget, leads kept
 * until erasure is requested.
 */
export const exampleLegalConfig: LegalConfig = {
  ...exampleSite,
  company: { name: null, legalForm: null, representative: null, address: [], register: null, vatId: null },
  privacy: { airtable: false, supabase: null, chat: null, retentionDays: null, backupRetentionHours: null, mail: null, notifications: false, webhooks: null, unconfirmedDays: 30 },
};

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
    { id: 'contact', title: copy.contact.title, blocks: [{ details: [emailDetail(t, config)] }, ...copy.contact.blocks] },
    { id: 'disclaimer', title: copy.disclaimer.title, blocks: copy.disclaimer.blocks },
  ];
}

/** The terms of service: the dictionary's sections as they stand, dated, with contents. */
export function termsSections(t: TFunction, config: Pick<LegalConfig, 'contactEmail'>): LegalSection[] {
  const doc = t('legal.terms', { email: config.contactEmail }) as Record<string, Omit<LegalSection, 'id'>>;
  return Object.entries(doc).map(([id, section]) => ({ id, ...section }));
}

const documents = { privacy: privacySections, terms: termsSections, impressum: impressumSections };

/** A legal page's document: its sections, the date of the last revision (not on the Impressum) and contents when it has more than three sections. */
export function legalDocumentProps({ t }: PropsContext, page: keyof typeof documents, config: LegalConfig): LegalDocumentProps {
  const sections = documents[page](t, config);
  return {
    sections,
    updated: page === 'impressum' ? undefined : t('legal.updated', { date: t('legal.revision') }),
    contentsLabel: sections.length > 3 ? t('legal.contents') : undefined,
  };
}
