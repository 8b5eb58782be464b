import type { TFunction } from '@zk/i18n';
import type { LegalDetail } from '@zk/ui';
import type { LegalConfig } from '../site-config';

/** The configured postal address on one line, or null when `COMPANY_ADDRESS` is unset. */
export function addressLine(config: Pick<LegalConfig, 'company'>): string | null {
  return config.company.address.length > 0 ? config.company.address.join(', ') : null;
}

function detail(term: string, description: string | null): LegalDetail[] {
  return description ? [{ term, description }] : [];
}

/** The e-mail address as a detail with its `mailto:` link. */
export function emailDetail(t: TFunction, config: LegalConfig): LegalDetail {
  return { term: t('legal.identity.email'), description: config.contactEmail, href: `mailto:${config.contactEmail}` };
}

/**
 * The company as § 5 DDG asks for it: name (the brand when `COMPANY_NAME` is unset), legal form,
 * representative, register entry and VAT id, each only when configured.
 */
export function companyDetails(t: TFunction, config: LegalConfig): LegalDetail[] {
  const { company } = config;
  return [
    ...nameDetails(t, config),
    ...detail(t('legal.identity.register'), company.register),
    ...detail(t('legal.identity.vatId'), company.vatId),
  ];
}

/** `COMPANY_LEGAL_FORM` of a sole trader (as the server's start-up check reads it). */
const soleTrader = 'sole-trader';

/**
 * Name, legal form and representative: who the company is, for the Impressum and the controller. A sole
 * trader's form is written out in the page's language, and its representative is its owner.
 */
function nameDetails(t: TFunction, config: LegalConfig): LegalDetail[] {
  const { company } = config;
  const sole = company.legalForm === soleTrader;
  return [
    { term: t('legal.identity.company'), description: company.name ?? config.brand },
    ...detail(t('legal.identity.legalForm'), sole ? t('legal.identity.soleTrader') : company.legalForm),
    ...detail(sole ? t('legal.identity.owner') : t('legal.identity.representative'), company.representative),
  ];
}

/** The controller (Art. 13(1)(a) GDPR): who the company is, its address (or "on request") and e-mail. */
export function controllerDetails(t: TFunction, config: LegalConfig): LegalDetail[] {
  return [
    ...nameDetails(t, config),
    { term: t('legal.identity.address'), description: addressLine(config) ?? t('legal.identity.addressOnRequest') },
    emailDetail(t, config),
  ];
}
