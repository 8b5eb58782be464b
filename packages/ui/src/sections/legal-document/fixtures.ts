import { fill, storyCopy, storySite, writtenRevision } from '@story/copy';
import type { Locale } from '@story/locale';
import type { LegalDocumentProps, LegalSection } from './legal-document';

/** The last revision, as the site writes it (`writtenRevision`): month and year in the page's language. */
const revision = (locale: Locale) => writtenRevision(storyCopy[locale].legal.months);

/**
 * The privacy policy as `privacySections` in packages/site builds it for the plainest deployment:
 * no company details configured (the brand as controller, the address on request, no representative
 * in Türkiye), no hosting region, no Airtable, Supabase or chat widget, leads kept until erasure is requested.
 */
function privacy(locale: Locale): LegalDocumentProps {
  const { legal } = storyCopy[locale];
  const email = storySite.contactEmail;
  const copy = fill(legal.privacy, { email });
  const { identity } = legal;
  const { subsections } = copy.collection;
  const sections: LegalSection[] = [
    {
      id: 'introduction',
      title: copy.introduction.title,
      blocks: [
        ...copy.introduction.blocks,
        {
          details: [
            { term: identity.company, description: storySite.brand },
            { term: identity.address, description: identity.addressOnRequest },
            { term: identity.email, description: email, href: `mailto:${email}` },
          ],
        },
        copy.introduction.kvkk,
      ],
    },
    {
      id: 'collection',
      title: copy.collection.title,
      blocks: copy.collection.blocks,
      subsections: [subsections.contact, subsections.waitlist, subsections.logs, subsections.localStorage],
    },
    { id: 'recipients', title: copy.recipients.title, blocks: [copy.recipients.lead, [copy.recipients.hosting, copy.recipients.authorities]] },
    { id: 'storage', title: copy.storage.title, blocks: [...copy.storage.blocks, [copy.storage.leadsUntilErasure, ...copy.storage.periods], copy.storage.security] },
    { id: 'rights', title: copy.rights.title, blocks: copy.rights.blocks },
    { id: 'objection', title: copy.objection.title, blocks: copy.objection.blocks, emphasis: true },
  ];
  return { sections, updated: fill(legal.updated, { date: revision(locale) }), contentsLabel: legal.contents };
}

export const legalEn = privacy('en');
export const legalDe = privacy('de');
export const legalTr = privacy('tr');

/** A document without date or contents: the company as the Impressum names it. */
export const companyOnly: LegalSection[] = [
  { id: 'company', title: storyCopy.en.legal.identity.company, blocks: [{ details: [{ term: storyCopy.en.legal.identity.company, description: storySite.brand }] }] },
];
