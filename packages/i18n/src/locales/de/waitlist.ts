import type { Dictionary } from '../../dictionary';

const waitlist: Pick<Dictionary, 'waitlist'> & { pages: Pick<Dictionary['pages'], 'waitlist'> } = {
  pages: {
    waitlist: {
      title: 'Warteliste für neue KI-Leistungen',
      lead: 'Unsere nächsten KI-Leistungen sind fast fertig. Wählen Sie aus, was Sie interessiert, und testen Sie sie als Erste.',
    },
  },
  waitlist: {
    labels: {
      services: 'Welche Leistungen interessieren Sie?',
      servicesHint: 'Wählen Sie einen oder mehrere aus. Sie können Ihre Auswahl jederzeit ändern.',
      selectService: 'Bitte wählen Sie mindestens eine Leistung aus.',
      details: 'Ihre Angaben',
      submit: 'Auf die Warteliste',
    },
    consent: {
      label:
        'Ja, ich möchte von ZK Automations per E-Mail informiert werden, sobald die ausgewählten Leistungen verfügbar sind. Diese Einwilligung kann ich jederzeit widerrufen, zum Beispiel über den Link in jeder E-Mail.',
      privacyLink: 'Datenschutzerklärung',
      newTab: '(öffnet in einem neuen Tab)',
      required: 'Bitte setzen Sie das Häkchen, damit wir Sie über den Start informieren dürfen.',
    },
    services: {
      coldEmail: {
        title: 'E-Mail-Akquise',
        description:
          'Die KI schreibt jedem Kontakt, der dem Empfang Ihrer E-Mails zugestimmt hat, eine persönliche E-Mail, versendet Folge-E-Mails nur nach Ihrer Freigabe und stoppt bei Antwort oder Abmeldung.',
      },
      personalizedEmail: {
        title: 'Personalisierte E-Mail-Kampagnen',
        description:
          'Jede Nachricht ist auf Unternehmen, Rolle und aktuelle Aktivitäten des Empfängers zugeschnitten – auch bei Tausenden Empfängern.',
      },
      socialMedia: {
        title: 'Social-Media-Akquise',
        description: 'Startet automatisch Gespräche mit potenziellen Kunden auf LinkedIn und in anderen Netzwerken.',
      },
      phoneCallers: {
        title: 'KI-Telefonassistenten',
        description: 'Natürlich klingende Sprachagenten, die Anrufe annehmen, Leads qualifizieren und Termine vereinbaren.',
      },
      instagram: {
        title: 'Instagram-Automatisierung',
        description: 'Beantwortet Direktnachrichten, Kommentare und Story-Erwähnungen sofort und macht so aus Followern Kunden.',
      },
      twitter: {
        title: 'Twitter-Terminal',
        description: 'Durchsucht X (Twitter) nach Kaufsignalen und reagiert in Echtzeit auf die passenden Beiträge.',
      },
      telegram: {
        title: 'Telegram-Bot',
        description: 'Ein Telegram-Bot, der Fragen beantwortet, Bestellungen aufnimmt und Ihre Community auf dem Laufenden hält.',
      },
    },
    success: {
      checkInbox:
        'Bitte sehen Sie in Ihr Postfach: Wir haben Ihnen eine E-Mail mit einem Link geschickt, mit dem Sie Ihre Anmeldung bestätigen. Bis dahin schreiben wir Ihnen nicht.',
      note: 'Fragen in der Zwischenzeit? Schreiben Sie uns an {{email}}.',
    },
    errors: {
      failure: 'Die Anmeldung zur Warteliste ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
      noValidServices: 'Keine gültigen Leistungen ausgewählt',
    },
  },
};

export default waitlist;
