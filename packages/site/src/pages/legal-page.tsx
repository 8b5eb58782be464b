import { writtenRevision } from '@zk/i18n';
import { LegalDocument, PageIntro, type LegalSection } from '@zk/ui';
import { useI18n } from '../app/i18n-context';
import { siteConfig } from '../site-config';

/** The pages whose copy is the dictionary's sections as they stand (privacy and Impressum follow the configuration). */
type LegalPageName = 'terms';

/** A legal page: its heading and the structured document from the dictionary. */
export function LegalPage({ page, dated }: { page: LegalPageName; dated: boolean }) {
  const { t } = useI18n();
  const doc = t(`legal.${page}`, { email: siteConfig.contactEmail }) as Record<
    string,
    Omit<LegalSection, 'id'>
  >;
  const sections: LegalSection[] = Object.entries(doc).map(([id, section]) => ({ id, ...section }));
  return (
    <>
      <PageIntro title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} />
      <LegalDocument
        sections={sections}
        updated={dated ? t('legal.updated', { date: writtenRevision(t('legal.months')) }) : undefined}
        contentsLabel={sections.length > 3 ? t('legal.contents') : undefined}
      />
    </>
  );
}
