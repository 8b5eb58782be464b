import type { FaqCategory, FaqLabels } from './faq';

const category = (id: string, title: string, items: [string, string][]): FaqCategory => ({
  id,
  title,
  items: items.map(([question, answer], i) => ({ id: `${id}-${i}`, question, answer })),
});

export const faqEn: FaqCategory[] = [
  category('general', 'General', [
    ['Which channels can the chatbot work on?', 'Your website, WhatsApp, Telegram and Instagram, all with the same knowledge.'],
    ['Is this only for large companies?', 'No. Most of our clients are small and mid-sized businesses.'],
  ]),
  category('technical', 'Technical', [
    ['Does the chatbot integrate with our CRM?', 'Yes: HubSpot, Salesforce, Pipedrive and Zoho, plus calendars and databases.'],
    ['Is our data secure?', 'Yes. Data is processed in line with the GDPR and transferred encrypted.'],
  ]),
  category('implementation', 'Implementation', [['How long does setup take?', 'Your assistant is usually live within 72 hours.']]),
  category('impact', 'Business Impact', [['How is pricing structured?', 'Billed monthly, no long contracts, cancel at any time.']]),
];

export const faqDe: FaqCategory[] = [
  category('general', 'Allgemein', [
    ['Auf welchen Kanälen arbeitet der Chatbot?', 'Auf Ihrer Website, in WhatsApp, Telegram und Instagram, überall mit demselben Wissen.'],
  ]),
  category('technical', 'Technik', [
    ['Lässt sich der Chatbot mit unserem CRM verbinden?', 'Ja, außerdem mit Kalendern, Tabellen und Datenbanken.'],
  ]),
  category('implementation', 'Umsetzung', [['Wie lange dauert die Einrichtung?', 'In der Regel ist Ihr Assistent innerhalb von 72 Stunden live.']]),
  category('value', 'Geschäftlicher Nutzen', [['Wie viel können wir einsparen?', 'Bis zu 40 % der Supportkosten und über 100 Stunden im Monat.']]),
  category('privacy', 'Datenschutz & Sicherheit', [
    ['Ist der Chatbot DSGVO-konform?', 'Ja. Wir hosten in der EU und schließen einen Auftragsverarbeitungsvertrag nach Art. 28 DSGVO.'],
  ]),
];

export const faqTr: FaqCategory[] = [
  category('general', 'Genel', [['Chatbot hangi kanallarda çalışır?', 'Web sitenizde, WhatsApp’ta, Telegram’da ve Instagram’da.']]),
  category('technical', 'Teknik', [['Chatbot CRM’imizle entegre olabilir mi?', 'Evet: HubSpot, Salesforce, Pipedrive ve Zoho.']]),
  category('implementation', 'Uygulama', [['Kurulum ne kadar sürer?', 'Asistanınız genellikle 72 saat içinde yayında olur.']]),
  category('value', 'İşinize katkısı', [
    ['Aylık olarak iptal edebilir miyiz, ücret iadesi var mı?', 'İstediğiniz zaman iptal edebilirsiniz; kısmi dönemler için ücret iadesi yapılmaz.'],
  ]),
  category('privacy', 'Veri güvenliği ve KVKK', [['Chatbot KVKK ve GDPR ile uyumlu mu?', 'Evet. Verileri KVKK ve GDPR kapsamında işliyoruz.']]),
];

export const faqLabelsEn: FaqLabels = {
  search: 'Search the FAQ',
  searchPlaceholder: 'Search, e.g. CRM, WhatsApp or GDPR',
  clear: 'Clear search',
  results: (count) => (count === 1 ? '1 question found' : `${count} questions found`),
  noResultsTitle: 'No matching questions',
  noResultsText: 'Try a different word, or ask us directly: we reply within 24 hours.',
};

export const faqLabelsDe: FaqLabels = {
  search: 'FAQ durchsuchen',
  searchPlaceholder: 'Suchen, z. B. CRM, WhatsApp oder DSGVO',
  clear: 'Suche löschen',
  results: (count) => (count === 1 ? '1 Frage gefunden' : `${count} Fragen gefunden`),
  noResultsTitle: 'Keine passenden Fragen',
  noResultsText: 'Versuchen Sie es mit einem anderen Begriff oder fragen Sie uns direkt: Wir antworten innerhalb von 24 Stunden.',
};

export const faqLabelsTr: FaqLabels = {
  search: 'SSS’de ara',
  searchPlaceholder: 'Arayın, ör. CRM, WhatsApp veya KVKK',
  clear: 'Aramayı temizle',
  results: (count) => `${count} soru bulundu`,
  noResultsTitle: 'Eşleşen soru bulunamadı',
  noResultsText: 'Başka bir kelime deneyin ya da bize doğrudan sorun: 24 saat içinde yanıt veriyoruz.',
};
