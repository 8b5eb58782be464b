import type { TFunction } from '@zk/i18n';
import type { LegalSection } from '@zk/ui';
import type { LegalConfig } from '../site-config';

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
