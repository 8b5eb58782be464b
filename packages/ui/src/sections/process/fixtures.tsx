import type { ProcessSectionProps } from './process-section';

const copy = {
  en: {
    eyebrow: 'Process',
    title: 'From first call to live automation',
    description: 'A clear process in three steps, so you always know what happens next.',
    steps: [
      {
        title: 'Analyze',
        description: 'We map your customer journeys and workflows and pinpoint where automation saves the most time and money.',
      },
      {
        title: 'Build & Implement',
        description: 'We build your AI solution, connect it to your CRM, calendar and channels, and go live within 72 hours.',
      },
      {
        title: 'Maintain & Improve',
        description: 'We review every conversation, refine the AI every month and add new automations as your business grows.',
      },
    ],
  },
  de: {
    eyebrow: 'Ablauf',
    title: 'Vom Erstgespräch zur laufenden Automatisierung',
    description: 'Ein klarer Prozess in drei Schritten – Sie wissen jederzeit, was als Nächstes passiert.',
    steps: [
      {
        title: 'Analyse',
        description: 'Wir analysieren Ihre Kundenprozesse und Abläufe und zeigen Ihnen, wo Automatisierung am meisten Zeit und Geld spart.',
      },
      {
        title: 'Entwicklung & Umsetzung',
        description: 'Wir entwickeln Ihre KI-Lösung, binden CRM, Kalender und Kanäle an und gehen innerhalb von 72 Stunden live.',
      },
      {
        title: 'Betreuung & Optimierung',
        description: 'Wir werten jedes Gespräch aus, verbessern die KI jeden Monat und ergänzen neue Automatisierungen, wenn Ihr Unternehmen wächst.',
      },
    ],
  },
  tr: {
    eyebrow: 'Süreç',
    title: 'İlk görüşmeden çalışan otomasyona',
    description: 'Üç adımlık net bir süreç: her aşamada sırada ne olduğunu bilirsiniz.',
    steps: [
      {
        title: 'Analiz',
        description: 'Müşteri yolculuklarınızı ve iş akışlarınızı inceliyor, otomasyonun en çok zaman ve para kazandıracağı noktaları belirliyoruz.',
      },
      {
        title: 'Geliştirme ve Uygulama',
        description: 'Yapay zekâ çözümünüzü geliştiriyor, CRM’inize, takviminize ve kanallarınıza bağlıyor, 72 saat içinde yayına alıyoruz.',
      },
      {
        title: 'Bakım ve İyileştirme',
        description: 'Her görüşmeyi inceliyor, yapay zekâyı her ay iyileştiriyor ve işletmeniz büyüdükçe yeni otomasyonlar ekliyoruz.',
      },
    ],
  },
};

export const processEn: ProcessSectionProps = copy.en;
export const processDe: ProcessSectionProps = copy.de;
export const processTr: ProcessSectionProps = copy.tr;
