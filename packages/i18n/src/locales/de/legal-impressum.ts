import type { Dictionary } from '../../dictionary';

const legalImpressum: { legal: Pick<Dictionary['legal'], 'impressum'> } & { pages: Pick<Dictionary['pages'], 'impressum'> } = {
  pages: {
    impressum: {
      title: 'Impressum',
      lead: 'Angaben gemäß § 5 DDG.',
    },
  },
  legal: {
    impressum: {
      company: { title: 'Angaben zum Unternehmen' },
      address: {
        title: 'Geschäftsanschrift',
        onRequest:
          'Unsere Geschäftsanschrift wird nicht öffentlich angezeigt. Sie ist auf Anfrage erhältlich: Senden Sie uns eine kurze E-Mail, und wir teilen sie Ihnen umgehend mit.',
      },
      contact: { title: 'Kontakt' },
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

export default legalImpressum;
