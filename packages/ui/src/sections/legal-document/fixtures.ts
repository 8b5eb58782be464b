import { inLocales, storyT } from '@story/copy';
import { exampleLegalConfig, exampleSite, legalDocumentProps, privacySections } from '@zk/site/props';
import type { LegalSection } from './legal-document';

/** The privacy policy in each language for the plainest deployment, by the site's own `legalDocumentProps`. */
export const {
  en: legalEn,
  de: legalDe,
  tr: legalTr,
} = inLocales((context) =>
  legalDocumentProps(context, 'privacy', privacySections(context.t, exampleLegalConfig, context.language), exampleLegalConfig),
);

/** A document without date or contents: the company as the Impressum names it. */
const company = storyT('en')('legal.identity.company');
export const companyOnly: LegalSection[] = [
  { id: 'company', title: company, blocks: [{ details: [{ term: company, description: exampleSite.brand }] }] },
];
