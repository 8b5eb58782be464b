import type { Dictionary } from '../../dictionary';

const zkagent: Pick<Dictionary, 'zkagent'> & { pages: Pick<Dictionary['pages'], 'zkagent'> } = {
  pages: {
    zkagent: {
      title: 'ZK Agent: ein KI-Agent für Service, Vertrieb und Termine',
      lead: 'Er beantwortet Kundenanfragen, bucht Termine, pflegt Ihr CRM und berichtet über jedes Gespräch, rund um die Uhr.',
    },
  },
  zkagent: {
    eyebrow: 'ZK Agent',
    explore: 'Funktionen entdecken',
    groups: {
      support: {
        title: 'Support und Kommunikation',
        description: 'Beantwortet jede Kundenanfrage in Sekunden, in der Sprache des Kunden und auf dem Kanal seiner Wahl.',
        items: [
          'Antwortet rund um die Uhr auf Ihrer Website, in WhatsApp, Telegram und Instagram',
          'Versteht und antwortet auf Deutsch, Englisch, Türkisch und in vielen weiteren Sprachen',
          'Lernt aus Ihren Dokumenten, Produktdaten und FAQs',
          'Übergibt bei Bedarf mit dem vollständigen Gesprächsverlauf an Ihr Team',
        ],
      },
      appointments: {
        title: 'Termine und Anrufe',
        description: 'Bucht Termine direkt in Ihren Kalender und senkt die Zahl der Ausfälle.',
        items: [
          'Bietet freie Zeitfenster aus Google Kalender, Outlook oder Calendly an',
          'Bestätigt, verschiebt und storniert ohne Hin und Her',
          'Verschickt Erinnerungen vor jedem Termin',
          'Vereinbart Rückrufe zu einer Zeit, die dem Kunden passt',
        ],
      },
      crm: {
        title: 'CRM und Datenerfassung',
        description: 'Macht aus Gesprächen qualifizierte Leads und saubere Datensätze in Ihrem CRM.',
        items: [
          'Erfasst Name, Kontaktdaten und Bedarf während des Chats',
          'Bewertet und kennzeichnet Leads nach Kaufabsicht und Budget',
          'Legt Kontakte in HubSpot, Salesforce, Pipedrive oder Zoho an und aktualisiert sie',
          'Informiert Ihren Vertrieb sofort über heiße Leads',
        ],
      },
      commerce: {
        title: 'E-Commerce und Empfehlungen',
        description: 'Arbeitet wie Ihr bester Verkäufer: kennt das Sortiment und empfiehlt, was passt.',
        items: [
          'Persönliche Produktempfehlungen auf Basis des Gesprächs',
          'Beantwortet Fragen zu Größen, Verfügbarkeit und Lieferung',
          'Gibt Auskunft zum Bestellstatus und zu Retouren',
          'Funktioniert mit Shopify, WooCommerce und individuellen Shops',
        ],
      },
      media: {
        title: 'Medien einbinden',
        description: 'Zeigt statt nur zu erklären: mit Bildern, Videos und Dokumenten direkt im Chat.',
        items: [
          'Verschickt Produktfotos, Videos und PDF-Broschüren',
          'Bindet Anleitungen und Erklärvideos in Antworten ein',
          'Zeigt übersichtliche Karten mit Buttons und Links',
          'Nimmt Bilder und Dateien von Kunden entgegen',
        ],
      },
      integrations: {
        title: 'Integrationen und Datenbanken',
        description: 'Verbindet sich mit den Systemen, die Sie bereits nutzen, damit Antworten immer aktuell sind.',
        items: [
          'Liest Live-Daten aus Ihren Datenbanken und Tabellen',
          'Bindet jedes weitere Tool über APIs und Webhooks an',
          'Automatisiert Abläufe mit Make, Zapier oder n8n',
          'Versendet E-Mails und Benachrichtigungen in Ihrem Namen',
        ],
      },
      design: {
        title: 'Design und Bereitstellung',
        description: 'Fügt sich nahtlos in Ihre Marke ein und ist innerhalb von 72 Stunden live.',
        items: [
          'Chat-Widget in Ihren Farben, Schriften und Ihrer Tonalität',
          'Mit einer einzigen Codezeile auf Ihrer Website eingebunden',
          'Schnell und barrierearm auf Smartphone und Desktop',
          'Betrieb mit Auftragsverarbeitungsvertrag nach Art. 28 DSGVO',
        ],
      },
      analytics: {
        title: 'Analysen und Berichte',
        description: 'Zeigt, was Ihre Kunden fragen und was der Agent für Ihr Geschäft erreicht.',
        items: [
          'Dashboards zu Gesprächen, Leads und Buchungen',
          'Die häufigsten Fragen und Themen Ihrer Kunden',
          'Conversion- und Lösungsquoten im Zeitverlauf',
          'Monatliche Berichte mit konkreten Empfehlungen',
        ],
      },
    },
    cta: {
      title: 'Erleben Sie ZK Agent mit Ihrem eigenen Anwendungsfall',
      description: 'Buchen Sie eine kostenlose Demo. Wir zeigen Ihnen den Agenten an Ihrem konkreten Beispiel und beantworten alle Fragen.',
    },
  },
};

export default zkagent;
