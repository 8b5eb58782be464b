import type { Dictionary } from '../../dictionary';

const layout: Pick<Dictionary, 'header' | 'footer'> = {
  header: {
    navLabel: 'Hauptnavigation',
    menuNavLabel: 'Menü',
    homeLabel: '{{brand}}, Startseite',
    languageLabel: 'Sprache wählen',
    menuOpen: 'Menü öffnen',
    menuClose: 'Menü schließen',
  },
  footer: {
    tagline: 'KI-Chatbots und Prozessautomatisierung, die rund um die Uhr für Sie arbeiten.',
    quickLinks: 'Schnellzugriff',
    legal: 'Rechtliches',
    about: 'Über uns',
    contact: 'Kontakt',
    privacy: 'Datenschutzerklärung',
    terms: 'AGB',
    impressum: 'Impressum',
    emailLabel: 'E-Mail an {{email}}',
    country: 'Deutschland',
    copyright: '© {{year}} {{brand}}. Alle Rechte vorbehalten.',
  },
};

export default layout;
