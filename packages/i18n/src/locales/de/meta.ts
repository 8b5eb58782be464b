import type { Dictionary } from '../../dictionary';

const meta: Dictionary['meta'] = {
  home: {
    title: 'KI-Chatbots & Prozessautomatisierung | {{brand}}',
    description:
      'KI-Chatbots, Lead-Generierung mit CRM-Anbindung und automatische Terminvereinbarung für Ihr Unternehmen. In 72 Stunden startklar, monatlich kündbar.',
  },
  contact: {
    title: 'Kontakt: Kostenlose KI-Beratung vereinbaren | {{brand}}',
    description:
      'Erzählen Sie uns, was Sie automatisieren möchten. Wir antworten innerhalb von 24 Stunden und zeigen Ihnen, wo sich KI-Chatbots und Automatisierung in Ihrem Unternehmen lohnen.',
  },
  about: {
    title: 'Über uns: Mission und Werte | {{brand}}',
    description:
      'Wir entwickeln KI-Chatbots und Automatisierungen, die Unternehmen schneller und persönlicher machen. Lernen Sie unsere Mission, unsere Werte und unsere Vision kennen.',
  },
  privacy: {
    title: 'Datenschutzerklärung | {{brand}}',
    description:
      'Wie wir personenbezogene Daten nach der DSGVO erheben, speichern und schützen, wer sie erhält und welche Rechte Sie haben.',
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen | {{brand}}',
    description:
      'Leistungsumfang, monatliche Abrechnung, Kündigung, Haftungsbeschränkung und anwendbares Recht für unsere KI-Automatisierungsleistungen.',
  },
  impressum: {
    title: 'Impressum | {{brand}}',
    description: 'Impressum: Angaben zum Unternehmen hinter dieser Website und Kontaktmöglichkeiten.',
  },
  waitlist: {
    title: 'Warteliste für neue KI-Leistungen | {{brand}}',
    description:
      'Testen Sie als Erste KI-gestützte E-Mail-Akquise, KI-Telefonassistenten, Instagram-Automatisierung, einen Telegram-Bot und mehr. Wählen Sie die gewünschten Leistungen und tragen Sie sich in die Warteliste ein.',
  },
  faq: {
    title: 'FAQ: Antworten rund um KI-Chatbots und Automatisierung | {{brand}}',
    description:
      'Antworten zu Einrichtungszeit, Integrationen, Datenschutz, Preisen und Ergebnissen unserer KI-Chatbots und Prozessautomatisierung.',
  },
  zkagent: {
    title: 'ZK Agent: Der KI-Agent für Service, Vertrieb und Termine | {{brand}}',
    description:
      'Ein KI-Agent, der Kunden antwortet, Termine bucht, Leads ins CRM überträgt, Produkte empfiehlt und über jedes Gespräch berichtet.',
  },
  notFound: {
    title: '404: Seite nicht gefunden | {{brand}}',
    description: 'Diese Seite existiert nicht. Sie werden zur Startseite weitergeleitet.',
  },
};

export default { meta };
