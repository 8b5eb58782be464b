import type { Dictionary } from '../../dictionary';

const forms: Pick<Dictionary, 'forms'> = {
  forms: {
    honeypot: 'Dieses Feld bitte leer lassen',
    tooLong: 'Diese Eingabe ist zu lang',
    invalid: 'Bitte überprüfen Sie diese Eingabe',
    rateLimited: 'Zu viele Versuche in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
    network: 'Wir konnten unseren Server nicht erreichen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    storageUnavailable:
      'Wir konnten Ihre Angaben gerade nicht speichern. Bitte versuchen Sie es in ein paar Minuten erneut; Ihre Eingaben bleiben hier erhalten.',
  },
};

export default forms;
