import { legalRevision, writtenRevision } from '@zk/i18n';
import type { LegalDocumentProps, LegalSection } from '@zk/ui';
import type { LegalConfig } from '../site-config';
import type { PropsContext } from './context';
import { exampleSite } from './context';

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
 * The later of the text's revision (`legalRevision`) and the configuration's (`LEGAL_REVISED`): the
 * configuration changes what the policy says (recipients, regions, periods), so the operator moves it.
 */
function revision(config: LegalConfig): { year: number; month: number } {
  const configured = config.privacy.revised;
  if (!configured) return legalRevision;
  const later = configured.year * 12 + configured.month > legalRevision.year * 12 + legalRevision.month;
  return later ? configured : legalRevision;
}

/**
 * A legal page's document: its sections (`legal-privacy.ts`, `legal-terms.ts`, `legal-impressum.ts`,
 * each in its own page's chunk), the date of the last revision (`legalRevision` or a later `LEGAL_REVISED`, written with
 * the page language's month names; not on the Impressum) and contents when it has more than three sections.
 */
export function legalDocumentProps(
  { t }: PropsContext,
  page: 'privacy' | 'terms' | 'impressum',
  sections: LegalSection[],
  config: LegalConfig,
): LegalDocumentProps {
  return {
    sections,
    updated: page === 'impressum' ? undefined : t('legal.updated', { date: writtenRevision(t('legal.months'), revision(config)) }),
    contentsLabel: sections.length > 3 ? t('legal.contents') : undefined,
  };
}
