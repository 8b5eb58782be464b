import type { Dictionary } from '../../dictionary';

const contact: Pick<Dictionary, 'contact'> & { pages: Pick<Dictionary['pages'], 'contact'> } = {
  pages: {
    contact: {
      title: 'Sprechen wir über Ihre Automatisierung',
      lead: 'Erzählen Sie uns, wo Ihr Team Zeit verliert. Wir antworten innerhalb von 24 Stunden mit konkreten Ideen – kostenlos und unverbindlich.',
    },
  },
  contact: {
    formTitle: 'Schreiben Sie uns',
    submit: 'Anfrage senden',
    privacyNote: 'Wie wir Ihre Angaben verarbeiten:',
    privacyLink: 'Datenschutzerklärung',
    privacyNewTab: '(öffnet in einem neuen Tab)',
    success: {
      note: 'Wir beantworten jede Anfrage innerhalb von 24 Stunden.',
    },
    details: {
      title: 'Lieber per E-Mail?',
      description:
        'Schreiben Sie uns direkt. Jede Nachricht wird von einem Menschen gelesen und mit konkreten nächsten Schritten beantwortet.',
      emailLabel: 'E-Mail',
      responseLabel: 'Antwortzeit',
      responseValue: 'Innerhalb von 24 Stunden',
    },
  },
};

export default contact;
