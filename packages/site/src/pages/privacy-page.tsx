import { writtenRevision, type TFunction } from '@zk/i18n';
import { LegalDocument, PageIntro, type LegalSection } from '@zk/ui';
import { useI18n } from '../app/i18n-context';
import { siteConfig, type LegalConfig } from '../site-config';
import { controllerDetails } from './legal-identity';
import { recipientsSection } from './privacy-recipients';

/**
 * The privacy policy for this deployment: the controller from the configured legal identity, the
 * chat assistant only when a widget is configured, the recipients actually configured, the retention
 * period of `LEADS_RETENTION_DAYS`, and the right to object (Art. 21(4) GDPR) as a section of its own.
 */
export function privacySections(t: TFunction, config: LegalConfig): LegalSection[] {
  const copy = t('legal.privacy', { email: config.contactEmail });
  const { chat, airtable, retentionDays } = config.privacy;
  const { subsections } = copy.collection;
  const period = retentionDays === null ? copy.storage.leadsUntilErasure : t('legal.privacy.storage.leadsDays', { count: retentionDays });
  // With Airtable, erasure and retention reach its copy too (issue 28 item 4), and the policy says so.
  const leads = airtable ? `${period} ${copy.storage.leadsAirtable}` : period;
  const { trRepresentative } = config.company;
  const kvkk = trRepresentative
    ? t('legal.privacy.introduction.kvkkRepresentative', { representative: trRepresentative })
    : copy.introduction.kvkk;
  return [
    {
      id: 'introduction',
      title: copy.introduction.title,
      blocks: [...copy.introduction.blocks, { details: controllerDetails(t, config) }, kvkk],
    },
    {
      id: 'collection',
      title: copy.collection.title,
      blocks: copy.collection.blocks,
      subsections: [subsections.contact, subsections.waitlist, subsections.logs, subsections.localStorage, ...(chat ? [subsections.chat] : [])],
    },
    recipientsSection(t, config),
    { id: 'storage', title: copy.storage.title, blocks: [...copy.storage.blocks, [leads, ...copy.storage.periods], copy.storage.security] },
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
        updated={t('legal.updated', { date: writtenRevision(t('legal.months')) })}
        contentsLabel={t('legal.contents')}
      />
    </>
  );
}
