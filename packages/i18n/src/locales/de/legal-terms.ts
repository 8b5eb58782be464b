import type { Dictionary } from '../../dictionary';

const legalTerms: { legal: Pick<Dictionary['legal'], 'terms'> } & { pages: Pick<Dictionary['pages'], 'terms'> } = {
  pages: {
    terms: {
      title: 'Allgemeine Geschäftsbedingungen',
      lead: 'Die Bedingungen, zu denen wir unsere KI-Automatisierungsleistungen erbringen.',
    },
  },
  legal: {
    terms: {
      scope: {
        title: '§ 1 Geltungsbereich und Leistungsumfang',
        /** The contracting party: the configured company (`COMPANY_NAME`), else the one the Impressum names. */
        party: 'Ihr Vertragspartner ist {{company}} (Anschrift und Kontaktdaten im Impressum).',
        partyUnnamed: 'Ihr Vertragspartner ist das in unserem Impressum genannte Unternehmen.',
        blocks: [
          'Diese Allgemeinen Geschäftsbedingungen gelten ausschließlich gegenüber Unternehmern im Sinne von § 14 BGB, nicht gegenüber Verbrauchern, und zwar für alle unsere Leistungen, insbesondere KI-Chatbots, Lead-Generierung und CRM-Integration, Terminvereinbarung, KI-Agenten und KI-gestützte Websites.',
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
          'Sie können Ihr Abonnement jederzeit in Textform, etwa per E-Mail, kündigen. Die Leistung wird bis zum Ende des bereits bezahlten Zeitraums erbracht.',
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
      dataProcessing: {
        title: '§ 5 Auftragsverarbeitung',
        blocks: [
          'Soweit wir in Ihrem Auftrag personenbezogene Daten verarbeiten, etwa die Gespräche Ihrer Kunden mit Ihrem Chatbot, schließen wir vor Beginn der Verarbeitung einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO mit Ihnen; für Kunden in der Türkei regelt er auch unsere Pflichten als Auftragsverarbeiter nach dem KVKK.',
          'Wir verarbeiten diese Daten nur nach Ihren dokumentierten Weisungen und ausschließlich zur Erbringung Ihrer Lösung, weder für eigene Zwecke noch zum Training von KI-Modellen. Unterauftragsverarbeiter, etwa den Anbieter des KI-Modells und unseren Hosting-Anbieter, setzen wir nur nach Maßgabe dieses Vertrags ein; Übermittlungen in Länder außerhalb der EU oder des EWR erfolgen nur nach den Art. 44 ff. DSGVO.',
        ],
      },
      law: {
        title: '§ 6 Anwendbares Recht, Gerichtsstand und Schlussbestimmungen',
        blocks: [
          'Für diese Bedingungen und alle darunter geschlossenen Verträge gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).',
          'Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus oder im Zusammenhang mit Verträgen nach diesen Bedingungen unser Geschäftssitz (§ 38 Abs. 1 ZPO; für Kunden mit Sitz in der Türkei als Gerichtsstandsvereinbarung nach Art. 47 des türkischen Gesetzes Nr. 5718 über das internationale Privat- und Zivilverfahrensrecht, MÖHUK). Wir sind berechtigt, den Kunden auch an seinem allgemeinen Gerichtsstand zu verklagen.',
          'Diese Bedingungen werden auch in englischer und türkischer Übersetzung angeboten; die Übersetzungen dienen nur der Information, maßgeblich ist allein die deutsche Fassung.',
          'Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
        ],
      },
    },
  },
};

export default legalTerms;
