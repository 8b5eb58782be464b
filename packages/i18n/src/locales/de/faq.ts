import type { Dictionary } from '../../dictionary';

const faq: Pick<Dictionary, 'faq'> & { pages: Pick<Dictionary['pages'], 'faq'> } = {
  pages: {
    faq: {
      title: 'Häufig gestellte Fragen',
      lead: 'Alles Wissenswerte zu unseren KI-Chatbots und Automatisierungslösungen auf einen Blick.',
    },
  },
  faq: {
    search: 'FAQ durchsuchen',
    searchPlaceholder: 'Suchen, z. B. CRM, WhatsApp oder DSGVO',
    clear: 'Suche löschen',
    results_one: '{{count}} Frage gefunden',
    results_other: '{{count}} Fragen gefunden',
    noResultsTitle: 'Keine passenden Fragen',
    noResultsText: 'Versuchen Sie es mit einem anderen Begriff oder fragen Sie uns direkt: Wir antworten innerhalb von 24 Stunden.',
    contact: {
      title: 'Noch Fragen offen?',
      description: 'Erzählen Sie uns von Ihrem Unternehmen, und wir zeigen Ihnen, was KI-Automatisierung dort leisten kann.',
      action: 'Kontakt aufnehmen',
    },
    questions: [
      {
        category: 'Allgemein',
        question: 'Was macht ZK Automations?',
        answer:
          'Wir entwickeln KI-Chatbots und Automatisierungen für Unternehmen: Kundenservice, der rund um die Uhr antwortet, Lead-Generierung mit CRM-Anbindung, automatische Terminvereinbarung und KI-gestützte Websites. Wir richten alles ein, verbinden es mit Ihren Systemen und entwickeln es laufend weiter.',
      },
      {
        category: 'Allgemein',
        question: 'Auf welchen Kanälen arbeitet der Chatbot?',
        answer:
          'Auf Ihrer Website, in WhatsApp, Telegram und Instagram. Ein Assistent kann alle Kanäle gleichzeitig mit demselben Wissen bedienen, sodass Ihre Kunden überall einheitliche Antworten erhalten.',
      },
      {
        category: 'Allgemein',
        question: 'Lohnt sich das auch für kleinere Unternehmen?',
        answer:
          'Ja. Die meisten unserer Kunden sind kleine und mittlere Unternehmen. Wir passen den Umfang an Ihr Anfragevolumen und Ihr Budget an; Sie können klein anfangen und später erweitern.',
      },
      {
        category: 'Technik',
        question: 'Lässt sich der Chatbot mit unserem CRM verbinden?',
        answer:
          'Ja. Wir binden die großen CRM-Plattformen wie HubSpot, Salesforce, Pipedrive und Zoho an, außerdem Kalender, Tabellen und Datenbanken. Leads und Gesprächsverläufe landen automatisch in Ihrem CRM.',
      },
      {
        category: 'Technik',
        question: 'Woher kennt die KI unsere Produkte und Richtlinien?',
        answer:
          'Wir hinterlegen Ihre eigenen Inhalte als Wissensbasis: Website, Produktdaten, Preislisten, FAQs und interne Dokumente. Die KI antwortet nur auf dieser Grundlage und übergibt an Ihr Team, wenn sie unsicher ist.',
      },
      {
        category: 'Umsetzung',
        question: 'Wie lange dauert die Einrichtung?',
        answer:
          'In der Regel ist Ihr Assistent innerhalb von 72 Stunden live. Größere Projekte mit mehreren Integrationen dauern etwas länger; Sie erhalten vorab einen verbindlichen Zeitplan.',
      },
      {
        category: 'Umsetzung',
        question: 'Was passiert nach dem Start?',
        answer:
          'Wir werten die Gespräche aus, verbessern Antworten und ergänzen neue Funktionen, wenn Ihre Anforderungen wachsen. Sie erhalten Support, wann immer Sie ihn brauchen, und regelmäßige Berichte.',
      },
      {
        category: 'Geschäftlicher Nutzen',
        question: 'Wie viel können wir einsparen?',
        answer:
          'Das hängt davon ab, wie viele Ihrer Anfragen Routinefragen und Terminwünsche sind: Diese beantwortet die KI selbst, und Termine bucht sie eigenständig. In der Analyse schätzen wir die Ersparnis anhand Ihrer eigenen Zahlen, bevor Sie sich entscheiden.',
      },
      {
        category: 'Geschäftlicher Nutzen',
        question: 'Können wir monatlich kündigen, und gibt es eine Rückerstattung?',
        answer:
          'Sie zahlen monatlich, ohne lange Vertragslaufzeit, und können jederzeit kündigen. Ihre Lösung bleibt bis zum Ende des bezahlten Zeitraums in Betrieb; angebrochene Monate werden nicht erstattet. Der Preis richtet sich nach Komplexität und Umfang Ihrer Lösung.',
      },
      {
        category: 'Datenschutz & Sicherheit',
        question: 'Ist der Chatbot DSGVO-konform?',
        answer:
          'Ja. Wir verarbeiten personenbezogene Daten nach den Vorgaben der DSGVO und schließen mit Ihnen einen Auftragsverarbeitungsvertrag (AVV) nach Art. 28 DSGVO. Die Gespräche verarbeitet auch der Anbieter des KI-Modells; er ist wie alle unsere Unterauftragsverarbeiter vertraglich an die Weisungen aus dem AVV gebunden.',
      },
      {
        category: 'Datenschutz & Sicherheit',
        question: 'Wo werden unsere Daten gespeichert?',
        answer:
          'Bei unserem Hosting-Anbieter und bei den Dienstleistern, die Ihre Lösung braucht, etwa dem Anbieter des KI-Modells oder Ihrem CRM. Welche das sind und wo sie Daten verarbeiten, regelt der Auftragsverarbeitungsvertrag. Übermittlungen in Länder außerhalb der EU sichern wir nach Art. 44 ff. DSGVO ab, durch einen Angemessenheitsbeschluss oder Standardvertragsklauseln. Alle Verbindungen sind verschlüsselt, und Daten werden nur so lange gespeichert wie nötig.',
      },
      {
        category: 'Datenschutz & Sicherheit',
        question: 'Werden unsere Daten zum Training anderer KI-Modelle verwendet?',
        answer:
          'Nein. Ihre Inhalte und Gesprächsdaten dienen ausschließlich dem Betrieb Ihres eigenen Assistenten. Weder wir noch unsere Auftragsverarbeiter nutzen sie für eigene Zwecke oder zum Training von KI-Modellen, und wir setzen sie nicht für andere Kunden ein.',
      },
    ],
  },
};

export default faq;
