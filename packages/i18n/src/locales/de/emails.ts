import type { Dictionary } from '../../dictionary';

const emails: Pick<Dictionary, 'emails'> = {
  emails: {
    footer: {
      sentBy: 'Gesendet von {{company}}, {{site}}',
      imprint: 'Impressum',
      privacy: 'Datenschutzerklärung',
    },
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    waitlistConfirm: {
      subject: 'Bitte bestätigen Sie Ihre Anmeldung zur Warteliste von {{brand}}',
      preview: 'Ein Klick genügt, und wir sagen Ihnen Bescheid, sobald die gewählten Leistungen starten.',
      heading: 'Anmeldung bestätigen',
      greeting: 'Guten Tag,',
      intro:
        'vielen Dank, dass Sie sich auf unsere Warteliste eingetragen haben. Bitte bestätigen Sie, dass wir Sie per E-Mail informieren dürfen, sobald diese Leistungen verfügbar sind:',
      button: 'Anmeldung bestätigen',
      expiry_one: 'Der Link ist {{count}} Tag lang gültig.',
      expiry_other: 'Der Link ist {{count}} Tage lang gültig.',
      ignore_one:
        'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Ohne Ihre Bestätigung schreiben wir Ihnen nicht erneut und löschen Ihre Angaben nach {{count}} Tag.',
      ignore_other:
        'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Ohne Ihre Bestätigung schreiben wir Ihnen nicht erneut und löschen Ihre Angaben nach {{count}} Tagen.',
    },
    leadNotification: {
      subject: {
        contact: 'Neue Kontaktanfrage: {{name}}',
        waitlist: 'Neue Wartelisten-Anmeldung (noch unbestätigt): {{name}}',
      },
      preview: {
        contact: 'Jemand hat über das Kontaktformular eine Nachricht geschickt.',
        waitlist: 'Jemand hat sich auf die Warteliste eingetragen und wurde um Bestätigung gebeten.',
      },
      heading: {
        contact: 'Neue Kontaktanfrage',
        waitlist: 'Neue Anmeldung zur Warteliste',
      },
      intro: 'Soeben auf {{site}} eingegangen:',
      fields: {
        fullName: 'Name',
        email: 'E-Mail',
        inquiry: 'Nachricht',
        services: 'Leistungen',
        language: 'Sprache',
        received: 'Eingegangen',
      },
      open: 'In den Anfragen öffnen',
      reason: 'Sie erhalten diese Benachrichtigung, weil diese Adresse als Benachrichtigungsadresse des Betreibers eingetragen ist.',
    },
    announcement: {
      greeting: 'Hallo {{name}},',
      reason:
        'Sie erhalten diese E-Mail, weil Sie sich für {{service}} auf die Warteliste von {{brand}} eingetragen und Ihre Adresse bestätigt haben.',
      unsubscribeHint: 'Sie möchten keine E-Mails mehr von uns erhalten?',
      unsubscribe: 'Abmelden',
      template: {
        subject: '{{service}} ist jetzt verfügbar',
        body: 'Gute Nachrichten: {{service}} ist ab sofort verfügbar, und als Mitglied unserer Warteliste erfahren Sie es als Erste.\n\nWas die Leistung umfasst und wie Sie sie nutzen können, lesen Sie auf unserer Website. Haben Sie Fragen dazu, antworten Sie einfach auf diese E-Mail.',
      },
    },
  },
};

export default emails;
