import { writtenRevision, type TFunction } from '@zk/i18n';
import { LegalDocument, PageIntro, type LegalSection } from '@zk/ui';
import { useI18n } from '../app/i18n-context';
import { siteConfig, type LegalConfig } from '../site-config';

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

export function TermsPage({ config = siteConfig }: { config?: LegalConfig }) {
  const { t } = useI18n();
  return (
    <>
      <PageIntro title={t('pages.terms.title')} lead={t('pages.terms.lead')} />
      <LegalDocument
        sections={termsSections(t, config)}
        updated={t('legal.updated', { date: writtenRevision(t('legal.months')) })}
        contentsLabel={t('legal.contents')}
      />
    </>
  );
}
