import { AtSign, Camera, MailPlus, PhoneCall, Send, Share2 } from 'lucide-react';
import type { FutureServicesGridProps } from './future-services-grid';

const icons = [<MailPlus key="0" />, <Share2 key="1" />, <PhoneCall key="2" />, <Camera key="3" />, <AtSign key="4" />, <Send key="5" />];
const withIcons = (props: FutureServicesGridProps): FutureServicesGridProps => ({
  ...props,
  items: props.items.map((item, i) => ({ ...item, icon: icons[i] })),
});

const copy = {
  en: {
    title: 'Future AI Services',
    description: 'New automations are on the way. Join the waitlist and be the first to try them.',
    badge: 'Coming Soon',
    waitlistLabel: 'Join Waitlist',
    items: [
      {
        id: 'personalized-email',
        title: 'Personalized Email Outreach',
        description: 'One-to-one emails tailored to each customer’s interests and history.',
        href: '/en/waitlist?service=personalized-email',
      },
      {
        id: 'social-media',
        title: 'Social Media Outreach',
        description: 'Start conversations with prospects on the platforms where they already spend their time.',
        href: '/en/waitlist?service=social-media',
      },
      {
        id: 'phone-callers',
        title: 'AI Phone Callers',
        description: 'Natural-sounding AI voice agents that take calls, qualify leads and book appointments.',
        href: '/en/waitlist?service=phone-callers',
      },
      {
        id: 'instagram',
        title: 'Instagram Automation',
        description: 'Reply to DMs, comments and story mentions instantly and turn followers into customers.',
        href: '/en/waitlist?service=instagram',
      },
      {
        id: 'twitter',
        title: 'Twitter Terminal',
        description: 'Monitor, engage and respond on X (Twitter) from one AI-powered terminal.',
        href: '/en/waitlist?service=twitter',
      },
      {
        id: 'telegram',
        title: 'Telegram Bot',
        description: 'Your own Telegram bot for support, sales and community management.',
        href: '/en/waitlist?service=telegram',
      },
    ],
  },
  de: {
    title: 'Weitere KI-Leistungen in Vorbereitung',
    description: 'Wir arbeiten bereits an neuen Automatisierungen. Tragen Sie sich in die Warteliste ein und testen Sie sie als Erste.',
    badge: 'Demnächst',
    waitlistLabel: 'Auf die Warteliste',
    items: [
      {
        id: 'personalized-email',
        title: 'Personalisierte E-Mail-Kampagnen',
        description: 'Individuelle E-Mails, abgestimmt auf Interessen und Historie jedes einzelnen Kunden.',
        href: '/de/waitlist?service=personalized-email',
      },
      {
        id: 'social-media',
        title: 'Social-Media-Akquise',
        description: 'Starten Sie Gespräche mit Interessenten genau dort, wo diese ohnehin unterwegs sind.',
        href: '/de/waitlist?service=social-media',
      },
      {
        id: 'phone-callers',
        title: 'KI-Telefonassistenten',
        description: 'Natürlich klingende KI-Stimmen, die Anrufe annehmen, Leads qualifizieren und Termine vereinbaren.',
        href: '/de/waitlist?service=phone-callers',
      },
      {
        id: 'instagram',
        title: 'Instagram-Automatisierung',
        description: 'Beantworten Sie DMs, Kommentare und Story-Erwähnungen sofort und machen Sie Follower zu Kunden.',
        href: '/de/waitlist?service=instagram',
      },
      {
        id: 'twitter',
        title: 'Twitter-Terminal',
        description: 'Auf X (Twitter) beobachten, interagieren und antworten – alles in einem KI-gestützten Terminal.',
        href: '/de/waitlist?service=twitter',
      },
      {
        id: 'telegram',
        title: 'Telegram-Bot',
        description: 'Ihr eigener Telegram-Bot für Support, Vertrieb und Community-Management.',
        href: '/de/waitlist?service=telegram',
      },
    ],
  },
  tr: {
    title: 'Gelecek Yapay Zekâ Hizmetleri',
    description: 'Yeni otomasyonlar üzerinde çalışıyoruz. Bekleme listesine katılın, ilk deneyenlerden olun.',
    badge: 'Çok yakında',
    waitlistLabel: 'Bekleme listesine katılın',
    items: [
      {
        id: 'personalized-email',
        title: 'Kişiselleştirilmiş E-posta Kampanyaları',
        description: 'Her müşterinin ilgi alanlarına ve geçmişine göre hazırlanan birebir e-postalar.',
        href: '/tr/waitlist?service=personalized-email',
      },
      {
        id: 'social-media',
        title: 'Sosyal Medyada Müşteri Kazanımı',
        description: 'Potansiyel müşterilerinizle zaten vakit geçirdikleri platformlarda sohbet başlatın.',
        href: '/tr/waitlist?service=social-media',
      },
      {
        id: 'phone-callers',
        title: 'Yapay Zekâ Telefon Asistanları',
        description: 'Aramaları yanıtlayan, potansiyel müşterileri nitelendiren ve randevu oluşturan doğal sesli yapay zekâ asistanları.',
        href: '/tr/waitlist?service=phone-callers',
      },
      {
        id: 'instagram',
        title: 'Instagram Otomasyonu',
        description: 'DM’leri, yorumları ve hikâye bahsetmelerini anında yanıtlayın; takipçilerinizi müşteriye dönüştürün.',
        href: '/tr/waitlist?service=instagram',
      },
      {
        id: 'twitter',
        title: 'Twitter Terminali',
        description: 'X’i (Twitter) yapay zekâ destekli tek bir terminalden takip edin, etkileşime geçin ve yanıtlayın.',
        href: '/tr/waitlist?service=twitter',
      },
      {
        id: 'telegram',
        title: 'Telegram Botu',
        description: 'Destek, satış ve topluluk yönetimi için size özel bir Telegram botu.',
        href: '/tr/waitlist?service=telegram',
      },
    ],
  },
};

export const futureEn: FutureServicesGridProps = withIcons(copy.en);
export const futureDe: FutureServicesGridProps = withIcons(copy.de);
export const futureTr: FutureServicesGridProps = withIcons(copy.tr);
