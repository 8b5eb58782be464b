import type { LegalDocumentProps } from './legal-document';

export const legalEn: LegalDocumentProps = {
  updated: 'Last updated: February 2025',
  contentsLabel: 'Contents',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      blocks: [
        'This policy explains which data we process when you visit our website and which rights you have under the GDPR.',
        { details: [{ term: 'Company', description: 'ZK Automations' }, { term: 'E-mail', description: 'hello@example.com', href: 'mailto:hello@example.com' }] },
      ],
    },
    {
      id: 'collection',
      title: 'Data we collect',
      blocks: ['We only collect personal data that you give us yourself.'],
      subsections: [{ title: 'Contact form', blocks: ['We store your name, e-mail address and message to answer your inquiry.'] }],
    },
    { id: 'storage', title: 'Storage and security', blocks: [['Contact inquiries: deleted after two years', 'Server logs: deleted after 14 days']] },
    { id: 'rights', title: 'Your rights', blocks: [['Access (Art. 15 GDPR)', 'Erasure (Art. 17 GDPR)', 'Objection (Art. 21 GDPR)']] },
    {
      id: 'objection',
      title: 'Your right to object (Art. 21 GDPR)',
      blocks: ['Where we process your data on the basis of our legitimate interests, you can object at any time on grounds relating to your particular situation.'],
      emphasis: true,
    },
  ],
};

export const legalDe: LegalDocumentProps = {
  updated: 'Stand: Februar 2025',
  contentsLabel: 'Inhalt',
  sections: [
    {
      id: 'introduction',
      title: '1. Einleitung und Verantwortlicher',
      blocks: [
        'Diese Datenschutzerklärung informiert Sie gemäß Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten wir verarbeiten und welche Rechte Ihnen zustehen.',
        { details: [{ term: 'Unternehmen', description: 'ZK Automations' }, { term: 'Anschrift', description: 'Auf Anfrage per E-Mail erhältlich' }] },
      ],
    },
    {
      id: 'collection',
      title: '2. Erhebung und Verarbeitung personenbezogener Daten',
      blocks: ['Wir verarbeiten nur personenbezogene Daten, die Sie uns selbst mitteilen.'],
      subsections: [{ title: 'Kontaktformular', blocks: ['Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.'] }],
    },
    { id: 'storage', title: '3. Speicherdauer und Datensicherheit', blocks: [['Server-Logfiles werden nach 14 Tagen automatisch gelöscht.']] },
    {
      id: 'rights',
      title: '4. Ihre Rechte',
      blocks: [['Recht auf Auskunft (Art. 15 DSGVO)', 'Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO) und auf Mitteilung an Empfänger (Art. 19 DSGVO)']],
    },
    {
      id: 'objection',
      title: '5. Widerspruchsrecht nach Art. 21 DSGVO',
      blocks: [
        'Soweit wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO) verarbeiten, haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen.',
      ],
      emphasis: true,
    },
  ],
};

export const legalTr: LegalDocumentProps = {
  updated: 'Son güncelleme: Şubat 2025',
  contentsLabel: 'İçindekiler',
  sections: [
    { id: 'introduction', title: '1. Giriş ve veri sorumlusu', blocks: ['Bu Gizlilik Politikası, 6698 sayılı KVKK ve GDPR kapsamında hazırlanmıştır.'] },
    { id: 'collection', title: '2. Topladığımız kişisel veriler', blocks: ['Yalnızca bize kendiniz ilettiğiniz kişisel verileri işleriz.'] },
    { id: 'storage', title: '3. Saklama süresi ve veri güvenliği', blocks: [['Sunucu kayıtları 14 gün sonra otomatik olarak silinir.']] },
    { id: 'rights', title: '4. Haklarınız', blocks: [['Kişisel verilerinizin işlenip işlenmediğini öğrenme', 'Eksik veya yanlış işlenmiş verilerin düzeltilmesini isteme']] },
    {
      id: 'objection',
      title: '5. İtiraz hakkınız (GDPR m. 21)',
      blocks: ['Verilerinizi meşru menfaatimize dayanarak işlediğimiz durumlarda, özel durumunuzdan kaynaklanan sebeplerle bu işlemeye her zaman itiraz edebilirsiniz.'],
      emphasis: true,
    },
  ],
};
