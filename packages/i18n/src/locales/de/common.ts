import type { Dictionary } from '../../dictionary';

const common: Pick<Dictionary, 'common' | 'placeholders' | 'form'> = {
  common: {
    services: 'Leistungen',
    process: 'Ablauf',
    whyChooseUs: 'Warum wir',
    pricing: 'Preise',
    faq: 'FAQ',
    aboutUs: 'Über uns',
    contactUs: 'Kontakt',
    getStarted: 'Jetzt starten',
    learnMore: 'Mehr erfahren',
    backToHome: 'Zurück zur Startseite',
    joinWaitlist: 'Auf die Warteliste',
    requestDemo: 'Demo anfragen',
    comingSoon: 'Demnächst',
    submit: 'Absenden',
    submitting: 'Wird gesendet …',
    thankYou: 'Vielen Dank!',
    error: 'Fehler',
    success: 'Erfolg',
    loading: 'Wird geladen …',
    fullName: 'Vollständiger Name',
    email: 'E-Mail',
    message: 'Nachricht',
    inquiry: 'Ihre Anfrage',
    required: 'Pflichtfeld',
    skipToContent: 'Zum Hauptinhalt springen',
  },
  placeholders: {
    name: 'Erika Mustermann',
    email: 'erika@unternehmen.de',
    message: 'Erzählen Sie uns von Ihrem Unternehmen und davon, was Sie automatisieren möchten.',
  },
  form: {
    required: 'Dieses Feld ist erforderlich',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    failure: 'Fehler beim Senden des Formulars. Bitte versuchen Sie es später erneut.',
    success: 'Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.',
    waitlistSuccess: 'Fast geschafft: Bitte bestätigen Sie noch Ihre Anmeldung.',
  },
};

export default common;
