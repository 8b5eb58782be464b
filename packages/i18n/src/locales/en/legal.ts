/**
 * Legal pages as structured sections: here what every legal page shows, each document in a namespace
 * of its own (`legal-privacy.ts`, `legal-terms.ts`, `legal-impressum.ts`). A block is a paragraph (string), a bulleted list (array of
 * strings) or `{ details: [...] }` (term and value pairs). `{{email}}` is the site's contact address;
 * `{{date}}` is the month and year of the last revision, formatted in the page's language.
 *
 * The privacy policy and the Impressum follow the configuration (`packages/site/src/pages/legal/`):
 * `identity` labels the company's configured legal identity, `privacy.recipients` and
 * `privacy.storage.leads*` are picked by the configured backends, chat widget and retention period.
 */
const legal = {
  legal: {
    contents: 'Contents',
    updated: 'Last updated: {{date}}',
    /** Month names for the revision date (`legalRevision` in packages/i18n/src/legal-revision.ts), as Intl writes them. */
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    identity: {
      company: 'Company',
      legalForm: 'Legal form',
      representative: 'Represented by',
      /** `COMPANY_LEGAL_FORM=sole-trader`, written out, and the label of its owner (`COMPANY_REPRESENTATIVE`). */
      soleTrader: 'Sole trader',
      owner: 'Owner',
      address: 'Address',
      register: 'Register entry',
      vatId: 'VAT ID',
      email: 'E-mail',
      business: 'Business',
      country: 'Country',
      businessValue: 'AI chatbots and process automation',
      countryValue: 'Germany',
      addressOnRequest: 'Available on request by e-mail',
    },
  },
} as const;

export default legal;
