import type { Dictionary } from '../../dictionary';

const subscription: Pick<Dictionary, 'subscription'> = {
  subscription: {
    confirm: {
      title: 'Anmeldung bestätigen',
      lead: 'Nur noch ein Schritt: Bestätigen Sie, dass wir Sie per E-Mail informieren dürfen, sobald die gewählten Leistungen verfügbar sind.',
      servicesTitle: 'Ihre Auswahl',
      button: 'Anmeldung bestätigen',
      doneTitle: 'Ihre Anmeldung ist bestätigt',
      doneLead: 'Vielen Dank. Wir schreiben Ihnen, sobald diese Leistungen verfügbar sind:',
      doneNote: 'Sie können sich jederzeit über den Link in jeder unserer E-Mails wieder abmelden.',
    },
    unsubscribe: {
      title: 'Von der Warteliste abmelden',
      lead: 'Möchten Sie keine E-Mails mehr zu den Leistungen auf unserer Warteliste erhalten?',
      button: 'Abmelden',
      doneTitle: 'Sie sind abgemeldet',
      doneLead: 'Wir senden Ihnen keine E-Mails zu unserer Warteliste mehr.',
    },
    invalid: {
      title: 'Dieser Link ist nicht mehr gültig',
      lead: 'Vielleicht ist er abgelaufen, wurde schon verwendet oder nicht vollständig kopiert. Links zur Bestätigung einer Anmeldung gelten {{days}} Tage.',
      action: 'Erneut auf die Warteliste',
    },
  },
};

export default subscription;
