import { BadgeCheck, BrainCircuit, HeartHandshake, Lightbulb } from 'lucide-react';
import type { AboutProps } from './about';

const icons = [<BrainCircuit />, <HeartHandshake />, <Lightbulb />, <BadgeCheck />];
const values = (items: [string, string][]) => items.map(([title, description], i) => ({ title, description, icon: icons[i] }));

export const aboutEn: AboutProps = {
  mission: {
    eyebrow: 'Our mission',
    title: 'Every customer answered, every hour put to good use',
    paragraphs: ['Businesses lose customers when replies take hours. We change that with AI chatbots and automations that respond in seconds.'],
  },
  values: {
    eyebrow: 'Our values',
    title: 'What we stand for',
    items: values([
      ['AI Excellence', 'We use the best current models and test every answer.'],
      ['Customer First', 'Your goals set the scope; we measure success by your results.'],
      ['Innovation', 'We bring new capabilities to your business as soon as they are reliable.'],
      ['Quality', 'Careful setup, clean integrations and data handled in line with the GDPR.'],
    ]),
  },
  vision: {
    eyebrow: 'Our vision',
    title: 'A business that is always open',
    paragraphs: ['Every company, whatever its size, serving customers instantly and personally, day and night.'],
    highlights: ['24/7 support for your customers on every channel', 'Live within 72 hours'],
  },
};

export const aboutDe: AboutProps = {
  mission: {
    eyebrow: 'Unsere Mission',
    title: 'Jede Anfrage beantwortet, jede Stunde sinnvoll genutzt',
    paragraphs: [
      'Unternehmen verlieren Kunden, wenn Antworten Stunden dauern, und Zeit, wenn ihr Team immer wieder dieselben Fragen beantwortet. Das ändern wir mit KI-Chatbots und Automatisierungen.',
    ],
  },
  values: {
    eyebrow: 'Unsere Werte',
    title: 'Wofür wir stehen',
    items: values([
      ['KI-Exzellenz', 'Wir setzen die besten aktuellen Modelle ein und prüfen jede Antwort.'],
      ['Kundenorientierung', 'Ihre Ziele bestimmen den Umfang; wir messen Erfolg an Ihren Ergebnissen.'],
      ['Innovation', 'Neue Möglichkeiten bringen wir in Ihr Unternehmen, sobald sie zuverlässig sind.'],
      ['Qualität', 'Sorgfältige Einrichtung, saubere Integrationen und DSGVO-konformer Umgang mit Daten.'],
    ]),
  },
  vision: {
    eyebrow: 'Unsere Vision',
    title: 'Ein Unternehmen, das nie schließt',
    paragraphs: ['Jedes Unternehmen, gleich welcher Größe, betreut seine Kunden sofort und persönlich, bei Tag und bei Nacht.'],
    highlights: ['Support rund um die Uhr (24/7) auf allen Kanälen', 'Einsatzbereit in 72 Stunden'],
  },
};

export const aboutTr: AboutProps = {
  mission: {
    eyebrow: 'Misyonumuz',
    title: 'Hiçbir müşteri yanıtsız kalmasın, hiçbir saat boşa gitmesin',
    paragraphs: ['Yanıtlar saatler sürdüğünde işletmeler müşteri kaybeder. Saniyeler içinde yanıt veren yapay zekâ sohbet botlarıyla bunu değiştiriyoruz.'],
  },
  values: {
    eyebrow: 'Değerlerimiz',
    title: 'Arkasında durduğumuz ilkeler',
    items: values([
      ['Yapay Zekâda Mükemmellik', 'En iyi güncel modelleri kullanıyor ve her yanıtı test ediyoruz.'],
      ['Önce Müşteri', 'Kapsamı sizin hedefleriniz belirler; başarıyı sonuçlarınızla ölçeriz.'],
      ['İnovasyon', 'Yeni olanakları güvenilir hâle gelir gelmez işletmenize taşıyoruz.'],
      ['Kalite', 'Özenli kurulum, temiz entegrasyonlar ve KVKK ve GDPR’a uygun veri işleme.'],
    ]),
  },
  vision: {
    eyebrow: 'Vizyonumuz',
    title: 'Hiç kapanmayan bir işletme',
    paragraphs: ['Her işletmenin müşterilerine gece gündüz anında ve kişisel hizmet verebildiği bir gelecek.'],
    highlights: ['Tüm kanallarda müşterileriniz için 7/24 destek', '72 saat içinde kullanıma hazır'],
  },
};
