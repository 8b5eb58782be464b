import type { Dictionary } from '../../dictionary';

const about: Pick<Dictionary, 'about'> & { pages: Pick<Dictionary['pages'], 'about'> } = {
  pages: {
    about: {
      title: 'Über uns',
      lead: 'Wir helfen Unternehmen, jede Kundenanfrage sofort zu beantworten und die Stunden zurückzugewinnen, die in Routinearbeit verloren gehen.',
    },
  },
  about: {
    mission: {
      eyebrow: 'Unsere Mission',
      title: 'Jede Anfrage beantwortet, jede Stunde sinnvoll genutzt',
      paragraphs: [
        'Unternehmen verlieren Kunden, wenn Antworten Stunden dauern, und Zeit, wenn ihr Team immer wieder dieselben Fragen beantwortet. Das ändern wir mit KI-Chatbots und Automatisierungen, die in Sekunden antworten, Termine buchen und jeden Lead erfassen.',
        'Wir richten jede Lösung an den Abläufen aus, die sich in Ihrem Unternehmen bewährt haben, binden sie an Ihre Tools an und begleiten Sie auch nach dem Start, damit sich die Technik dauerhaft auszahlt.',
      ],
    },
    values: {
      eyebrow: 'Unsere Werte',
      title: 'Wofür wir stehen',
      items: {
        excellence: {
          title: 'KI-Exzellenz',
          description:
            'Wir setzen die besten aktuellen Modelle ein und testen jeden Assistenten vor dem Start und nach jeder Änderung mit Ihren echten Kundenfragen, damit er präzise, schnell und markengerecht antwortet.',
        },
        customer: {
          title: 'Kundenorientierung',
          description:
            'Ihre Ziele bestimmen den Umfang. Wir erklären verständlich, reagieren schnell und messen Erfolg an Ihren Ergebnissen.',
        },
        innovation: {
          title: 'Innovation',
          description:
            'Wir verfolgen die Entwicklung genau und bringen neue Möglichkeiten in Ihr Unternehmen, sobald sie zuverlässig sind.',
        },
        quality: {
          title: 'Qualität',
          description:
            'Sorgfältige Einrichtung, saubere Integrationen und vom ersten Tag an ein Auftragsverarbeitungsvertrag nach Art. 28 DSGVO.',
        },
      },
    },
    vision: {
      eyebrow: 'Unsere Vision',
      title: 'Ein Unternehmen, das nie schließt',
      paragraphs: [
        'Wir sehen eine Zukunft, in der jedes Unternehmen, gleich welcher Größe, seine Kunden sofort und persönlich betreut, bei Tag und bei Nacht. Die KI übernimmt die Routine, die Menschen pflegen die Beziehungen.',
      ],
      highlights: {
        support: 'Support rund um die Uhr auf allen Kanälen',
        setup: 'Einsatzbereit in 72 Stunden',
        savings: 'Routinefragen automatisch beantwortet',
        hours: 'Mehr Zeit für die Gespräche, auf die es ankommt',
      },
      figures: {
        savings: 'Bis zu {{percent}}\u00a0% geringere Supportkosten',
        hours: 'Über {{hours}} Stunden Zeitersparnis pro Monat',
        basis: 'Die Zahlen stammen aus Projekten unserer Kunden; Ihre Ergebnisse hängen von Ihren Anfragen und Abläufen ab.',
      },
    },
  },
};

export default about;
