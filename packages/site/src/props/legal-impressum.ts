import type { TFunction } from '@zk/i18n';
import type { LegalSection } from '@zk/ui';
import type { LegalConfig } from '../site-config';
import { addressLine, companyDetails, emailDetail } from './legal-identity';

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
