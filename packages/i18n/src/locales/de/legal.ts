import type { Dictionary } from '../../dictionary';

const legal: { legal: Omit<Dictionary['legal'], 'privacy' | 'terms' | 'impressum'> } = {
  legal: {
    contents: 'Inhalt',
    updated: 'Stand: {{date}}',
    /** Month names for the revision date (`legalRevision` in packages/i18n/src/legal-revision.ts), as Intl writes them. */
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    identity: {
      company: 'Unternehmen',
      legalForm: 'Rechtsform',
      representative: 'Vertreten durch',
      soleTrader: 'Einzelunternehmen',
      owner: 'Inhaber/in',
      address: 'Anschrift',
      register: 'Registereintrag',
      vatId: 'USt-IdNr. (§ 27a UStG)',
      email: 'E-Mail',
      business: 'Tätigkeit',
      country: 'Land',
      businessValue: 'KI-Chatbots und Prozessautomatisierung',
      countryValue: 'Deutschland',
      addressOnRequest: 'Auf Anfrage per E-Mail erhältlich',
    },
  },
};

export default legal;
