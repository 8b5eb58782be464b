import type { Dictionary } from '../../dictionary';

const legal: Pick<Dictionary, 'legal'> = {
  legal: {
    contents: 'Inhalt',
    updated: 'Stand: {{date}}',
    privacy: {
      introduction: {
        title: '1. Einleitung und Verantwortlicher',
        blocks: [
          'Der Schutz Ihrer personenbezogenen Daten ist uns ein wichtiges Anliegen. Diese Datenschutzerklärung informiert Sie gemäß Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten wir verarbeiten, wenn Sie unsere Website besuchen, uns kontaktieren oder sich auf unsere Warteliste eintragen, zu welchen Zwecken dies geschieht und welche Rechte Ihnen zustehen.',
          'Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO ist:',
          {
            details: [
              { term: 'Unternehmen', description: 'ZK Automations' },
              { term: 'Anschrift', description: 'Auf Anfrage per E-Mail erhältlich' },
              { term: 'E-Mail', description: '{{email}}', href: 'mailto:{{email}}' },
            ],
          },
        ],
      },
      collection: {
        title: '2. Erhebung und Verarbeitung personenbezogener Daten',
        blocks: [
          'Wir verarbeiten nur personenbezogene Daten, die Sie uns selbst mitteilen oder die bei der Nutzung der Website technisch anfallen. Wir verkaufen keine Daten und verwenden sie nicht für andere als die hier genannten Zwecke.',
        ],
        subsections: [
          {
            title: 'Kontaktformular',
            blocks: [
              'Wenn Sie uns über das Kontaktformular eine Anfrage senden, speichern wir Ihren vollständigen Namen, Ihre E-Mail-Adresse und den Inhalt Ihrer Nachricht sowie den Zeitpunkt des Absendens.',
              'Wir nutzen diese Daten ausschließlich zur Bearbeitung Ihrer Anfrage und gegebenenfalls zur Erstellung eines Angebots. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen) sowie Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse an der Beantwortung von Anfragen).',
            ],
          },
          {
            title: 'Warteliste',
            blocks: [
              'Wenn Sie sich auf unsere Warteliste eintragen, speichern wir Ihren Namen, Ihre E-Mail-Adresse, die ausgewählten Dienste und die Sprache der Seite. Wir verwenden diese Daten nur, um Sie zu informieren, sobald die Dienste verfügbar sind. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO, die Sie jederzeit widerrufen können.',
            ],
          },
          {
            title: 'Server-Logfiles',
            blocks: [
              'Beim Aufruf einer Seite erfasst unser Server kurzzeitig technische Informationen, die Ihr Browser automatisch übermittelt, um die Website sicher auszuliefern und Missbrauch abzuwehren (Art. 6 Abs. 1 lit. f DSGVO):',
              [
                'IP-Adresse (zur Begrenzung missbräuchlicher Anfragen)',
                'Datum und Uhrzeit des Zugriffs',
                'aufgerufene Seite und zuvor besuchte Seite (Referrer)',
                'Browsertyp und Betriebssystem',
              ],
            ],
          },
          {
            title: 'Lokaler Speicher und Chat-Assistent',
            blocks: [
              'Wir speichern Ihre bevorzugte Sprache in Ihrem Browser, damit die Website beim nächsten Besuch in dieser Sprache öffnet; ein Tracking findet dabei nicht statt (§ 25 Abs. 2 Nr. 2 TDDDG). Der Chat-Assistent verarbeitet die Nachrichten, die Sie eingeben, um sie zu beantworten; bitte geben Sie dort keine sensiblen Daten ein.',
            ],
          },
        ],
      },
      storage: {
        title: '3. Speicherdauer und Datensicherheit',
        blocks: [
          'Ihre Daten werden auf Servern innerhalb der Europäischen Union gespeichert. Wir speichern sie nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungsfristen es verlangen.',
          [
            'Kontaktanfragen löschen wir spätestens zwei Jahre nach dem letzten Austausch, sofern kein Vertrag zustande kommt.',
            'Einträge auf der Warteliste löschen wir nach dem Start des Dienstes oder sobald Sie uns darum bitten.',
            'Server-Logfiles werden nach 14 Tagen automatisch gelöscht.',
            'Buchhaltungsrelevante Daten bewahren wir für die handels- und steuerrechtlich vorgeschriebenen Fristen auf.',
          ],
          'Wir schützen Ihre Daten durch technische und organisatorische Maßnahmen nach Art. 32 DSGVO: Alle Verbindungen sind per TLS verschlüsselt, der Zugriff ist auf die Personen beschränkt, die ihn benötigen, und unsere Systeme werden laufend aktualisiert. Dienstleister, die in unserem Auftrag Daten verarbeiten, sind durch Verträge zur Auftragsverarbeitung nach Art. 28 DSGVO gebunden.',
        ],
      },
      rights: {
        title: '4. Ihre Rechte',
        blocks: [
          'Ihnen stehen nach der DSGVO folgende Rechte bezüglich Ihrer personenbezogenen Daten zu:',
          [
            'Recht auf Auskunft über die zu Ihnen gespeicherten Daten (Art. 15 DSGVO)',
            'Recht auf Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
            'Recht auf Löschung (Art. 17 DSGVO)',
            'Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO) und auf Mitteilung an Empfänger (Art. 19 DSGVO)',
            'Recht auf Datenübertragbarkeit (Art. 20 DSGVO)',
            'Recht auf Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO)',
            'Recht auf jederzeitigen Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
            'Recht auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
          ],
          'Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an {{email}}. Wir antworten innerhalb eines Monats.',
          'Wir passen diese Datenschutzerklärung an, wenn sich unsere Leistungen oder die Rechtslage ändern. Die jeweils aktuelle Fassung finden Sie stets auf dieser Seite.',
        ],
      },
    },
    terms: {
      scope: {
        title: '§ 1 Geltungsbereich und Leistungsumfang',
        blocks: [
          'Diese Allgemeinen Geschäftsbedingungen gelten für alle Leistungen, die ZK Automations gegenüber Unternehmern im Sinne von § 14 BGB erbringt, insbesondere KI-Chatbots, Lead-Generierung und CRM-Integration, Terminvereinbarung, KI-Agenten und KI-gestützte Websites.',
          'Der konkrete Leistungsumfang, einschließlich Kanälen, Integrationen und Funktionen, ergibt sich aus dem jeweiligen Angebot. Wir richten die vereinbarte Lösung ein, betreiben, warten und verbessern sie für die Dauer des Vertrags.',
        ],
      },
      payment: {
        title: '§ 2 Vergütung und Abonnement',
        blocks: [
          [
            'Unsere Leistungen werden als Abonnement erbracht und monatlich im Voraus abgerechnet.',
            'Der Preis richtet sich nach Komplexität und Umfang der Lösung und wird im jeweiligen Angebot vereinbart.',
            'Rechnungen sind innerhalb von 14 Tagen nach Zugang ohne Abzug zahlbar.',
            'Es gibt keine langfristigen Verträge oder Mindestlaufzeiten, sofern nicht ausdrücklich anders vereinbart.',
          ],
        ],
      },
      cancellation: {
        title: '§ 3 Kündigung',
        blocks: [
          'Sie können Ihr Abonnement jederzeit in Textform, etwa per E-Mail, kündigen. Der Service bleibt bis zum Ende des bereits bezahlten Zeitraums aktiv.',
          'Bereits gezahlte Entgelte für angebrochene Zeiträume werden nicht erstattet. Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.',
        ],
      },
      liability: {
        title: '§ 4 Haftungsbeschränkung',
        blocks: [
          'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz.',
          'Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten (Kardinalpflichten), begrenzt auf den vertragstypischen, vorhersehbaren Schaden. KI-generierte Antworten entstehen automatisiert; für die Prüfung rechtlich oder wirtschaftlich bedeutsamer Inhalte bleiben Sie verantwortlich.',
        ],
      },
      law: {
        title: '§ 5 Anwendbares Recht und Schlussbestimmungen',
        blocks: [
          'Für diese Bedingungen und alle darunter geschlossenen Verträge gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).',
          'Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
        ],
      },
    },
    impressum: {
      company: {
        title: 'Angaben zum Unternehmen',
        blocks: [
          {
            details: [
              { term: 'Name', description: 'ZK Automations' },
              { term: 'Tätigkeit', description: 'KI-Chatbots und Geschäftsprozessautomatisierung' },
              { term: 'Land', description: 'Deutschland' },
            ],
          },
        ],
      },
      address: {
        title: 'Geschäftsanschrift',
        blocks: [
          'Unsere Geschäftsanschrift wird nicht öffentlich angezeigt. Sie ist auf Anfrage erhältlich: Senden Sie uns eine kurze E-Mail, und wir teilen sie Ihnen umgehend mit.',
        ],
      },
      contact: {
        title: 'Kontakt',
        blocks: [
          {
            details: [{ term: 'E-Mail', description: '{{email}}', href: 'mailto:{{email}}' }],
          },
          'Wir beantworten jede Nachricht innerhalb von 24 Stunden.',
        ],
      },
      disclaimer: {
        title: 'Haftungshinweise und Streitbeilegung',
        blocks: [
          'Die Inhalte dieser Website erstellen wir mit größter Sorgfalt, können jedoch keine Gewähr für Vollständigkeit und Aktualität übernehmen. Für die Inhalte verlinkter externer Seiten sind ausschließlich deren Betreiber verantwortlich.',
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
    },
  },
};

export default legal;
