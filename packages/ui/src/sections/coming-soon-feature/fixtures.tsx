import { Mail } from 'lucide-react';
import type { ComingSoonFeatureProps } from './coming-soon-feature';

const withIcon = (props: ComingSoonFeatureProps): ComingSoonFeatureProps => ({ ...props, icon: <Mail /> });

const copy = {
  en: {
    badge: 'Coming Soon',
    title: 'AI Automated Cold Email Outreach',
    description: 'Reach the right decision-makers with personalised cold emails that research, write and follow up on their own.',
    features: [
      'AI-researched prospect lists for your ideal customer profile',
      'A personal email written for every recipient',
      'Automatic follow-ups at the right moment',
      'Reply detection and hand-over to your CRM',
    ],
    waitlist: {
      href: '/en/waitlist?service=cold-email',
      label: 'Join Waitlist',
    },
  },
  de: {
    badge: 'Demnächst',
    title: 'KI-gestützte E-Mail-Akquise',
    description: 'Erreichen Sie die richtigen Entscheider mit personalisierten E-Mails: Die KI recherchiert, formuliert und fasst selbstständig nach.',
    features: [
      'Von KI recherchierte Kontaktlisten für Ihre Zielkunden',
      'Eine individuell formulierte E-Mail für jeden Empfänger',
      'Automatisches Nachfassen zum richtigen Zeitpunkt',
      'Antworterkennung und Übergabe an Ihr CRM',
    ],
    waitlist: {
      href: '/de/waitlist?service=cold-email',
      label: 'Auf die Warteliste',
    },
  },
  tr: {
    badge: 'Çok yakında',
    title: 'Yapay Zekâ ile Otomatik Soğuk E-posta Kampanyaları',
    description: 'Kendi başına araştıran, yazan ve takip eden kişiselleştirilmiş e-postalarla doğru karar vericilere ulaşın.',
    features: [
      'İdeal müşteri profilinize göre yapay zekânın hazırladığı hedef listeler',
      'Her alıcıya özel yazılmış e-postalar',
      'Doğru zamanda otomatik takip e-postaları',
      'Yanıtların algılanması ve CRM’inize aktarılması',
    ],
    waitlist: {
      href: '/tr/waitlist?service=cold-email',
      label: 'Bekleme listesine katılın',
    },
  },
};

export const comingSoonEn: ComingSoonFeatureProps = withIcon(copy.en);
export const comingSoonDe: ComingSoonFeatureProps = withIcon(copy.de);
export const comingSoonTr: ComingSoonFeatureProps = withIcon(copy.tr);
