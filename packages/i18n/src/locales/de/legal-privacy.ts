import type { Dictionary } from '../../dictionary';

const legalPrivacy: { legal: Pick<Dictionary['legal'], 'privacy'> } & { pages: Pick<Dictionary['pages'], 'privacy'> } = {
  pages: {
    privacy: {
      title: 'Datenschutzerklärung',
      lead: 'Wie wir mit Ihren personenbezogenen Daten umgehen und welche Rechte Sie haben.',
    },
  },
  legal: {
    privacy: {
      introduction: {
        title: '1. Einleitung und Verantwortlicher',
        blocks: [
          'Der Schutz Ihrer personenbezogenen Daten ist uns ein wichtiges Anliegen. Diese Datenschutzerklärung informiert Sie gemäß Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten wir verarbeiten, wenn Sie unsere Website besuchen, uns kontaktieren oder sich auf unsere Warteliste eintragen, zu welchen Zwecken dies geschieht, wer die Daten erhält und welche Rechte Ihnen zustehen.',
          'Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO ist:',
        ],
        kvkk: 'Für Personen in der Türkei: Soweit das türkische Datenschutzgesetz Nr. 6698 (KVKK) auf unsere Verarbeitung anwendbar ist, erfüllen wir mit dieser Erklärung zugleich unsere Informationspflicht nach Art. 10 KVKK, und Ihnen stehen die unten beschriebenen Rechte nach Art. 11 KVKK zu.',
        kvkkPlace:
          'Für Personen in der Türkei, wo wir Ihre Daten verarbeiten: außerhalb der Türkei, von unserem Unternehmen in Deutschland aus, auf den Servern unseres Hosting-Anbieters und bei den unten genannten Empfängern am jeweils dort angegebenen Ort.',
        kvkkPlaceRegion:
          'Für Personen in der Türkei, wo wir Ihre Daten verarbeiten: außerhalb der Türkei, von unserem Unternehmen in Deutschland aus, auf den Servern unseres Hosting-Anbieters (Standort: {{region}}) und bei den unten genannten Empfängern am jeweils dort angegebenen Ort.',
        kvkkRepresentative:
          'Für Personen in der Türkei: Mit dieser Erklärung erfüllen wir zugleich unsere Informationspflicht nach Art. 10 des türkischen Datenschutzgesetzes Nr. 6698 (KVKK). Als Vertreter des Verantwortlichen in der Türkei (veri sorumlusu temsilcisi) haben wir {{representative}} bestellt; Anträge nach Art. 11 KVKK können Sie auch dorthin richten.',
      },
      collection: {
        title: '2. Erhebung und Verarbeitung personenbezogener Daten',
        blocks: [
          'Wir verarbeiten nur personenbezogene Daten, die Sie uns selbst mitteilen oder die bei der Nutzung der Website technisch anfallen. Wir verkaufen keine Daten und verwenden sie nicht für andere als die hier genannten Zwecke.',
          'Eine ausschließlich automatisierte Entscheidung einschließlich Profiling, die Ihnen gegenüber rechtliche Wirkung entfaltet oder Sie in ähnlicher Weise erheblich beeinträchtigt (Art. 22 DSGVO), findet nicht statt.',
        ],
        iys: {
          registered:
            'Für Empfänger in der Türkei: Diese E-Mails sind kommerzielle elektronische Nachrichten nach dem türkischen Gesetz Nr. 6563. Wir registrieren Ihre Einwilligung im türkischen Nachrichtenverwaltungssystem İYS (İleti Yönetim Sistemi); dort (iys.org.tr oder e-Devlet) können Sie sie auch einsehen und widerrufen.',
          notRegistered:
            'Für Empfänger in der Türkei: Diese E-Mails sind kommerzielle elektronische Nachrichten nach dem türkischen Gesetz Nr. 6563. Wir registrieren Ihre Einwilligung nicht im türkischen Nachrichtenverwaltungssystem İYS (İleti Yönetim Sistemi); widerrufen Sie sie über den Link in jeder E-Mail oder mit einer Nachricht an {{email}}.',
        },
        subsections: {
          contact: {
            title: 'Kontaktformular',
            blocks: [
              'Wenn Sie uns über das Kontaktformular eine Anfrage senden, speichern wir Ihren vollständigen Namen, Ihre E-Mail-Adresse und den Inhalt Ihrer Nachricht sowie den Zeitpunkt des Absendens.',
              'Wir nutzen diese Daten ausschließlich zur Bearbeitung Ihrer Anfrage und gegebenenfalls zur Erstellung eines Angebots. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen) sowie Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse an der Beantwortung von Anfragen).',
              'Sie sind weder gesetzlich noch vertraglich verpflichtet, diese Daten anzugeben. Ohne Namen, E-Mail-Adresse und Nachricht können wir Ihre Anfrage jedoch nicht beantworten.',
            ],
          },
          waitlist: {
            title: 'Warteliste',
            blocks: [
              'Wenn Sie sich auf unsere Warteliste eintragen, speichern wir Ihren Namen, Ihre E-Mail-Adresse, die ausgewählten Leistungen und die Sprache der Seite. Wir verwenden diese Daten nur, um Sie zu informieren, sobald die Leistungen verfügbar sind. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO, die Sie jederzeit mit Wirkung für die Zukunft widerrufen können.',
              'Die Eintragung ist freiwillig und weder gesetzlich noch vertraglich vorgeschrieben; ohne Ihre E-Mail-Adresse können wir Sie nicht benachrichtigen.',
            ],
          },
          logs: {
            title: 'Server-Logfiles',
            blocks: [
              'Zu jeder Anfrage an unsere Website protokolliert unser Server Folgendes, um die Website sicher auszuliefern, Fehler zu finden und Missbrauch abzuwehren (Art. 6 Abs. 1 lit. f DSGVO):',
              [
                'Datum und Uhrzeit der Anfrage',
                'die Anfragemethode und die Art der aufgerufenen Seite oder Schnittstelle (ihr Muster, etwa „/:lang/privacy“, nie die vollständige Adresse mit ihren Parametern)',
                'den Statuscode der Antwort und die Antwortzeit',
              ],
              'Ihre IP-Adresse, die zuvor besuchte Seite (Referrer) und Ihren Browser protokollieren wir nicht. Ihre IP-Adresse verwenden wir nur im Arbeitsspeicher, um missbräuchliche Anfragen zu begrenzen. Nur bei Anmeldungen an unserem Admin-Bereich und bei abgewiesenen Anfragen an ihn speichern wir die IP-Adresse, um Angriffe zu erkennen (abgewiesene Anfragen höchstens einmal pro Adresse und Minute). Unser vorgeschalteter Webserver (Reverse Proxy) führt kein Zugriffsprotokoll.',
            ],
          },
          localStorage: {
            title: 'Spracheinstellung',
            blocks: [
              'Wir speichern Ihre bevorzugte Sprache in Ihrem Browser, damit die Website beim nächsten Besuch in dieser Sprache angezeigt wird. Das ist für die von Ihnen gewählte Sprachfassung unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG); ein Tracking findet dabei nicht statt.',
            ],
          },
          chat: {
            title: 'Chat-Assistent',
            blocks: [
              'Auf unseren Seiten steht ein Chat-Assistent bereit, den ein Dienstleister für uns betreibt (siehe Abschnitt 3). Beim Laden einer Seite ruft Ihr Browser das Chatfenster von den Servern des Anbieters ab und übermittelt dabei Ihre IP-Adresse und technische Daten (Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse, Fragen schnell zu beantworten).',
              'Wenn Sie dem Assistenten schreiben, werden Ihre Nachrichten verarbeitet, um sie zu beantworten: bei Fragen zu unseren Leistungen oder zu einem möglichen Vertrag nach Art. 6 Abs. 1 lit. b DSGVO, im Übrigen nach Art. 6 Abs. 1 lit. f DSGVO. Die Nutzung des Chats ist freiwillig. Die Antworten erzeugt eine KI automatisch; bitte geben Sie im Chat keine sensiblen Daten ein.',
            ],
          },
          emails: {
            title: 'E-Mails und Bestätigung Ihrer Anmeldung',
            blocks: [
              'Wenn Sie sich auf die Warteliste setzen, senden wir Ihnen eine E-Mail mit einem Link, mit dem Sie Ihre Adresse bestätigen (Double-Opt-in). Als Nachweis Ihrer Einwilligung speichern wir, wann wir sie gesendet und wann Sie bestätigt haben; den Link selbst speichern wir nur in einer Form, aus der er sich nicht wiederherstellen lässt. Bestätigen Sie nicht, löschen wir Ihre Anmeldung nach {{days}} Tagen.',
              'Jede E-Mail zu unseren Leistungen enthält einen Link, mit dem Sie sich mit einem Klick abmelden. Danach senden wir Ihnen nichts mehr; die Abmeldung vermerken wir, solange Ihr Eintrag besteht. Die E-Mails, die wir senden (Empfänger, Betreff, Zeitpunkt, Zustellstatus), speichern wir und löschen sie mit Ihrem Eintrag.',
            ],
          },
          notifications: {
            title: 'Benachrichtigungen an unser Team',
            blocks: [
              'Wenn Sie uns ein Formular senden, erhält unser Team eine E-Mail mit dessen Inhalt, damit wir Ihnen schnell antworten können (Rechtsgrundlage ist die des jeweiligen Formulars).',
            ],
          },
        },
      },
      recipients: {
        title: '3. Empfänger und Übermittlung in Drittländer',
        lead: 'Personenbezogene Daten geben wir nur an die folgenden Empfänger weiter. Dienstleister verarbeiten sie in unserem Auftrag und nach unserer Weisung; sie sind durch Verträge zur Auftragsverarbeitung nach Art. 28 DSGVO gebunden:',
        hosting:
          'Hosting: Unser Hosting-Anbieter betreibt die Server, auf denen diese Website und Ihre Angaben gespeichert werden (Art. 6 Abs. 1 lit. f DSGVO; bei Anfragen auch Art. 6 Abs. 1 lit. b DSGVO).',
        hostingRegion: 'Serverstandort: {{region}}.',
        airtable:
          'Airtable: Kontaktanfragen und Einträge auf der Warteliste werden an Formagrid Inc. (Airtable), San Francisco, USA, übermittelt, wo wir sie verwalten. Rechtsgrundlage ist die des jeweiligen Formulars (siehe Abschnitt 2). Dabei handelt es sich um eine Übermittlung in ein Drittland (Garantien siehe unten).',
        supabase:
          'Supabase: Die Anmeldung unserer Mitarbeitenden und das Countdown-Banner laufen bei Supabase Inc., USA, in der Datenregion {{region}}. Ihr Browser lädt das Banner von Supabase; dabei erhält Supabase Ihre IP-Adresse (Art. 6 Abs. 1 lit. f DSGVO). Da der Anbieter seinen Sitz in den USA hat, ist ein Zugriff von dort nicht auszuschließen.',
        supabaseNoRegion:
          'Supabase: Die Anmeldung unserer Mitarbeitenden und das Countdown-Banner laufen bei Supabase Inc., USA, in der für unser Projekt gewählten Datenregion. Ihr Browser lädt das Banner von Supabase; dabei erhält Supabase Ihre IP-Adresse (Art. 6 Abs. 1 lit. f DSGVO). Da der Anbieter seinen Sitz in den USA hat, ist ein Zugriff von dort nicht auszuschließen.',
        chat: 'Chat-Assistent: {{provider}} erhält die Nachrichten, die Sie schreiben, und die technischen Daten Ihres Besuchs und verarbeitet sie in der Datenregion {{region}} (Rechtsgrundlage wie oben unter „Chat-Assistent“).',
        /** The chat provider when `CHAT_WIDGET_PROVIDER` is unset: by its role, with the host its window loads from (never the host as a legal person). */
        chatProviderUnnamed: 'Der Anbieter unseres Chat-Assistenten (Chatfenster geladen von {{host}})',
        /** The chat provider in the list of recipients whose transfers rest on a safeguard. */
        chatName: 'Anbieter des Chat-Assistenten',
        euRegion: 'EU',
        mail: 'E-Mail-Versand: {{role}} stellt die E-Mails zu, die wir Ihnen senden (die Bestätigung, Ankündigungen), sowie die Benachrichtigungen an unser Team und verarbeitet dabei in unserem Auftrag Ihre E-Mail-Adresse und den Inhalt dieser E-Mails.',
        mailRole: 'Unser E-Mail-Dienstleister',
        mailRoleHost: 'Unser E-Mail-Dienstleister (Mailserver {{host}})',
        mailName: 'E-Mail-Dienstleister',
        notifications:
          'Postfach unseres Teams: {{role}} speichert die Benachrichtigungen über Ihr Formular (mit dessen Inhalt, siehe „Benachrichtigungen an unser Team“) in unserem Auftrag im Postfach unseres Teams.',
        notificationsRole: 'Der Anbieter des Postfachs unseres Teams',
        notificationsName: 'Anbieter des Postfachs unseres Teams',
        webhooks:
          'Anfragenverwaltung: Neue Anfragen und Anmeldungen, Bestätigungen und Löschungen übermitteln wir an {{role}}, der sie in unserem Auftrag zur Verwaltung unserer Anfragen verarbeitet. Löschmitteilungen enthalten keine personenbezogenen Daten.',
        webhooksRole: 'unseren Dienstleister für die Anfragenverwaltung',
        webhooksRoleHost: 'unseren Dienstleister für die Anfragenverwaltung (Empfang unter {{host}})',
        webhooksName: 'Dienstleister für die Anfragenverwaltung',
        named: 'Anbieter: {{name}}.',
        processingRegion: 'Ort der Verarbeitung: {{region}}.',
        processingRegionUnstated: 'Ort der Verarbeitung: nicht angegeben.',
        authorities:
          'Behörden und Berufsgeheimnisträger wie unser Steuerberater, soweit eine gesetzliche Pflicht es verlangt (Art. 6 Abs. 1 lit. c DSGVO).',
        transfersAdequacy:
          'Für Empfänger, die nach dem EU-US Data Privacy Framework zertifiziert sind ({{recipients}}), stützt sich die Übermittlung auf den Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO).',
        transfersClauses:
          'Übermittlungen an Empfänger außerhalb des Europäischen Wirtschaftsraums ({{recipients}}) erfolgen auf Grundlage der EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO), die Teil der Auftragsverarbeitungsverträge der Anbieter sind. Eine Kopie erhalten Sie auf Anfrage an {{email}}.',
        transfersClausesOthers:
          'Übermittlungen an die übrigen Empfänger außerhalb des Europäischen Wirtschaftsraums ({{recipients}}) erfolgen auf Grundlage der EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO), die Teil der Auftragsverarbeitungsverträge der Anbieter sind. Eine Kopie erhalten Sie auf Anfrage an {{email}}.',
        transfersKvkkContract:
          'Soweit das KVKK anwendbar ist, stützen sich Übermittlungen ins Ausland auf den vom türkischen Datenschutzrat veröffentlichten Standardvertrag (Art. 9 Abs. 4 KVKK in der Fassung des Gesetzes Nr. 7499), den wir der türkischen Datenschutzbehörde (Kişisel Verileri Koruma Kurumu) innerhalb von fünf Arbeitstagen nach Unterzeichnung melden.',
        transfersKvkk:
          'Soweit das KVKK anwendbar ist, stützen sich Übermittlungen ins Ausland auf die in Art. 9 KVKK vorgesehenen geeigneten Garantien.',
      },
      storage: {
        title: '4. Speicherdauer und Datensicherheit',
        blocks: [
          'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungsfristen es verlangen.',
        ],
        leadsDays_one:
          'Kontaktanfragen und Einträge auf der Warteliste werden {{count}} Tag nach ihrem Eingang automatisch gelöscht, auf Ihren Wunsch auch früher.',
        leadsDays_other:
          'Kontaktanfragen und Einträge auf der Warteliste werden {{count}} Tage nach ihrem Eingang automatisch gelöscht, auf Ihren Wunsch auch früher.',
        leadsUntilErasure:
          'Für Kontaktanfragen und Einträge auf der Warteliste gibt es keine feste Löschfrist: Wir speichern sie, bis Sie die Löschung verlangen oder wir sie für ihren Zweck nicht mehr benötigen, und löschen sie dann unverzüglich.',
        /** Added to the sentence above with `SUBMISSIONS_BACKEND=airtable`. */
        leadsAirtable: 'Das gilt auch für die Kopie bei Airtable.',
        copies: {
          lead: 'Wenn wir einen Eintrag löschen, löschen wir auch seine Kopien außerhalb unserer Datenbank:',
          notifications: 'Benachrichtigungen im Postfach unseres Teams: Diese löschen wir von Hand.',
          webhooks:
            'Unser Dienstleister für die Anfragenverwaltung: Er erhält zu jedem gelöschten Eintrag eine Löschmitteilung und löscht daraufhin seine Kopie; wo er die Mitteilung nicht umsetzt, löschen wir die Kopie dort von Hand.',
          exports: 'Exporte unserer Anfragen: Keinen Export bewahren wir länger auf als die Einträge, die er enthält.',
        },
        unconfirmedDays_one:
          'Anmeldungen zur Warteliste, die nicht über den Link in unserer E-Mail bestätigt werden, löschen wir {{count}} Tag nach ihrem Eingang.',
        unconfirmedDays_other:
          'Anmeldungen zur Warteliste, die nicht über den Link in unserer E-Mail bestätigt werden, löschen wir {{count}} Tage nach ihrem Eingang.',
        backupsDays_one:
          'Wir sichern unsere Datenbank regelmäßig und löschen jede Sicherung nach {{count}} Tag. Daten, die wir aus der Datenbank löschen, etwa auf Ihren Wunsch, bleiben in den zuvor erstellten Sicherungen, bis diese gelöscht werden, spätestens {{count}} Tag später. Sicherungen verwenden wir ausschließlich, um unsere Systeme wiederherzustellen.',
        backupsDays_other:
          'Wir sichern unsere Datenbank regelmäßig und löschen jede Sicherung nach {{count}} Tagen. Daten, die wir aus der Datenbank löschen, etwa auf Ihren Wunsch, bleiben in den zuvor erstellten Sicherungen, bis diese gelöscht werden, spätestens {{count}} Tage später. Sicherungen verwenden wir ausschließlich, um unsere Systeme wiederherzustellen.',
        periods: [
          'Server-Logfiles werden nach 14 Tagen automatisch gelöscht.',
          'Das Sicherheitsprotokoll unseres Admin-Bereichs (dessen Anmeldungen mit IP-Adresse und Browser, fehlgeschlagene Anmeldungen und weitere Sicherheitsereignisse, nie der Inhalt Ihrer Nachrichten) wird nach 180 Tagen automatisch gelöscht.',
          'Buchhaltungsrelevante Daten bewahren wir für die handels- und steuerrechtlich vorgeschriebenen Fristen auf.',
        ],
        security:
          'Wir schützen Ihre Daten durch technische und organisatorische Maßnahmen nach Art. 32 DSGVO: Alle Verbindungen sind per TLS verschlüsselt, der Zugriff ist auf die Personen beschränkt, die ihn benötigen, und unsere Systeme werden laufend aktualisiert.',
      },
      rights: {
        title: '5. Ihre Rechte',
        kvkkComplaint:
          'Soweit das KVKK anwendbar ist, richten Sie Ihren Antrag zuerst an uns als Verantwortlichen (Art. 13 KVKK); wir antworten innerhalb von 30 Tagen. Lehnen wir ihn ab, halten Sie unsere Antwort für unzureichend oder antworten wir nicht rechtzeitig, können Sie sich innerhalb von 30 Tagen, nachdem Sie unsere Antwort erhalten haben, spätestens aber 60 Tage nach Ihrem Antrag beim türkischen Datenschutzrat (Kişisel Verileri Koruma Kurulu) beschweren (Art. 14 KVKK).',
        blocks: [
          'Ihnen stehen nach der DSGVO folgende Rechte bezüglich Ihrer personenbezogenen Daten zu:',
          [
            'Recht auf Auskunft über die zu Ihnen gespeicherten Daten (Art. 15 DSGVO)',
            'Recht auf Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
            'Recht auf Löschung (Art. 17 DSGVO)',
            'Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO) und auf Mitteilung an Empfänger (Art. 19 DSGVO)',
            'Recht auf Datenübertragbarkeit (Art. 20 DSGVO)',
            'Recht auf Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO, siehe Abschnitt 6)',
            'Recht auf jederzeitigen Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
            'Recht auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde, insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes (Art. 77 DSGVO)',
          ],
          'Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an {{email}}. Wir antworten innerhalb eines Monats.',
          'Wir passen diese Datenschutzerklärung an, wenn sich unsere Leistungen oder die Rechtslage ändern. Die jeweils aktuelle Fassung finden Sie stets auf dieser Seite.',
        ],
      },
      objection: {
        title: '6. Widerspruchsrecht nach Art. 21 DSGVO',
        blocks: [
          'Soweit wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO) verarbeiten, haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen (Art. 21 Abs. 1 DSGVO).',
          'Verarbeiten wir Ihre Daten, um Direktwerbung zu betreiben, können Sie dem jederzeit ohne Angabe von Gründen widersprechen; wir verwenden die Daten dann nicht mehr für diesen Zweck (Art. 21 Abs. 2 und 3 DSGVO).',
          'Für den Widerspruch genügt eine formlose Nachricht an {{email}}.',
        ],
      },
    },
  },
};

export default legalPrivacy;
