import type { Dictionary } from '../../dictionary';

const pages: Dictionary['pages'] = {
  contact: {
    title: 'Sprechen wir über Ihre Automatisierung',
    lead: 'Erzählen Sie uns, wo Ihr Team Zeit verliert. Wir antworten innerhalb von 24 Stunden mit konkreten Ideen – kostenlos und unverbindlich.',
  },
  about: {
    title: 'Über uns',
    lead: 'Wir helfen Unternehmen, jede Kundenanfrage sofort zu beantworten und die Stunden zurückzugewinnen, die in Routinearbeit verloren gehen.',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    lead: 'Wie wir mit Ihren personenbezogenen Daten umgehen und welche Rechte Sie haben.',
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    lead: 'Die Bedingungen, zu denen wir unsere KI-Automatisierungsleistungen erbringen.',
  },
  impressum: {
    title: 'Impressum',
    lead: 'Angaben gemäß § 5 DDG.',
  },
  waitlist: {
    title: 'Warteliste für neue KI-Leistungen',
    lead: 'Unsere nächsten KI-Leistungen sind fast fertig. Wählen Sie aus, was Sie interessiert, und testen Sie sie als Erste.',
  },
  faq: {
    title: 'Häufig gestellte Fragen',
    lead: 'Alles Wissenswerte zu unseren KI-Chatbots und Automatisierungslösungen auf einen Blick.',
  },
  zkagent: {
    title: 'ZK Agent: ein KI-Agent für Service, Vertrieb und Termine',
    lead: 'Er beantwortet Kundenanfragen, bucht Termine, pflegt Ihr CRM und berichtet über jedes Gespräch, rund um die Uhr.',
  },
};

export default { pages };
