import { inLocales } from '@story/copy';
import { exampleLegalConfig, legalDocumentProps, privacySections } from '@zk/site/props';
import type { LegalSection } from './legal-document';

/** The privacy policy in each language for the plainest deployment, by the site's own `legalDocumentProps`. */
export const {
  en: legalEn,
  de: legalDe,
  tr: legalTr,
} = inLocales((context) =>
  legalDocumentProps(context, 'privacy', privacySections(context.t, exampleLegalConfig, context.language), exampleLegalConfig),
);

/** A document without date or contents, in each language: the company as the Impressum names it. */
export const companyOnly = inLocales(({ t, site }): LegalSection[] => {
  const company = t('legal.identity.company');
  return [{ id: 'company', title: company, blocks: [{ details: [{ term: company, description: site.brand }] }] }];
});
