import { ArrowRight, Bot, CalendarCheck, Globe, MessageSquare, Target } from 'lucide-react';
import { Button } from '../../primitives/button';
import { AgentHubArt } from './agent-hub-art';
import type { ServicesSectionProps } from './services-section';

const icons = [<MessageSquare key="0" />, <Target key="1" />, <CalendarCheck key="2" />, <Bot key="3" />, <Globe key="4" />];
const withExtras = ({ cta, contact, ...props }: ServicesSectionProps & { cta: string; contact: string }): ServicesSectionProps => ({
  ...props,
  services: props.services.map((service, i) => ({
    ...service,
    icon: icons[i],
    art: service.featured ? <AgentHubArt className="w-full max-w-64" /> : undefined,
  })),
  action: (
    <Button asChild size="lg" variant="secondary">
      <a href={contact}>
        {cta}
        <ArrowRight aria-hidden />
      </a>
    </Button>
  ),
});

const copy = {
  en: {
    eyebrow: 'Services',
    title: 'Everything you need to automate customer conversations',
    description: 'From the first message to the booked appointment: our AI solutions take over repetitive work on every channel and hand your team warm, qualified leads.',
    services: [
      {
        id: 'chatbots',
        title: 'AI Chatbots for Business',
        description: 'Answer customer questions instantly, 24/7, on your website, WhatsApp, Telegram and Instagram, in your brand’s voice.',
      },
      {
        id: 'leadGeneration',
        title: 'Lead Generation & CRM Integration',
        description: 'Qualify every visitor in conversation, score leads with AI and sync them straight into your CRM.',
      },
      {
        id: 'appointments',
        title: 'Appointment Setting',
        description: 'Customers book, reschedule and confirm appointments right in the chat, synced with your calendar and with automatic reminders.',
      },
      {
        id: 'agent',
        title: 'ZK Agent',
        description: 'Our most advanced AI agent handles support, bookings, lead capture and product recommendations in one, connected to your tools.',
        featured: true,
        badge: 'Flagship',
        link: {
          href: '/en/zkagent',
          label: 'Discover ZK Agent',
        },
      },
      {
        id: 'websites',
        title: 'AI-Powered Website Creation',
        description: 'A fast, modern website built with AI, designed to convert and ready for your chatbot from day one.',
      },
    ],
    cta: 'See How It Works',
    contact: '/en/contact',
  },
  de: {
    eyebrow: 'Leistungen',
    title: 'Alles, was Sie für automatisierte Kundenkommunikation brauchen',
    description: 'Von der ersten Nachricht bis zum gebuchten Termin: Unsere KI-Lösungen übernehmen Routinearbeit auf allen Kanälen und übergeben Ihrem Team warme, qualifizierte Leads.',
    services: [
      {
        id: 'chatbots',
        title: 'KI-Chatbots für Unternehmen',
        description: 'Beantworten Sie Kundenfragen sofort und rund um die Uhr – auf Ihrer Website, in WhatsApp, Telegram und Instagram, im Ton Ihrer Marke.',
      },
      {
        id: 'leadGeneration',
        title: 'Lead-Generierung & CRM-Integration',
        description: 'Qualifizieren Sie jeden Besucher im Dialog, bewerten Sie Leads per KI und übertragen Sie sie direkt in Ihr CRM.',
      },
      {
        id: 'appointments',
        title: 'Automatische Terminvereinbarung',
        description: 'Ihre Kunden buchen, verschieben und bestätigen Termine direkt im Chat – abgestimmt mit Ihrem Kalender, inklusive Erinnerungen.',
      },
      {
        id: 'agent',
        title: 'ZK Agent',
        description: 'Unser leistungsstärkster KI-Agent vereint Support, Terminvereinbarung, Lead-Erfassung und Produktempfehlungen – nahtlos verbunden mit Ihren Tools.',
        featured: true,
        badge: 'Flaggschiff',
        link: {
          href: '/de/zkagent',
          label: 'ZK Agent entdecken',
        },
      },
      {
        id: 'websites',
        title: 'KI-gestützte Website-Erstellung',
        description: 'Eine schnelle, moderne Website, mit KI erstellt, auf Conversions optimiert und vom ersten Tag an bereit für Ihren Chatbot.',
      },
    ],
    cta: 'So funktioniert es',
    contact: '/de/contact',
  },
  tr: {
    eyebrow: 'Hizmetler',
    title: 'Müşteri iletişiminizi otomatikleştirmek için ihtiyacınız olan her şey',
    description: 'İlk mesajdan onaylanan randevuya kadar: yapay zekâ çözümlerimiz tüm kanallarınızdaki rutin işleri üstlenir ve ekibinize sıcak, nitelikli potansiyel müşteriler iletir.',
    services: [
      {
        id: 'chatbots',
        title: 'İşletmeler için Yapay Zekâ Chatbotları',
        description: 'Müşteri sorularını web sitenizde, WhatsApp, Telegram ve Instagram’da 7/24, markanızın diliyle anında yanıtlayın.',
      },
      {
        id: 'leadGeneration',
        title: 'Potansiyel Müşteri Kazanımı ve CRM Entegrasyonu',
        description: 'Her ziyaretçiyi akıllı sohbetlerle nitelendirin, yapay zekâ ile puanlayın ve doğrudan CRM’inize aktarın.',
      },
      {
        id: 'appointments',
        title: 'Otomatik Randevu Planlama',
        description: 'Müşterileriniz randevularını sohbet içinde alsın, değiştirsin ve onaylasın; takviminizle senkronize, otomatik hatırlatmalarla.',
      },
      {
        id: 'agent',
        title: 'ZK Agent',
        description: 'En gelişmiş yapay zekâ ajanımız; destek, randevu planlama, potansiyel müşteri toplama ve ürün önerilerini araçlarınıza bağlı tek bir çözümde birleştirir.',
        featured: true,
        badge: 'Öne çıkan',
        link: {
          href: '/tr/zkagent',
          label: 'ZK Agent’ı keşfedin',
        },
      },
      {
        id: 'websites',
        title: 'Yapay Zekâ Destekli Web Sitesi Oluşturma',
        description: 'Yapay zekâ ile hazırlanan, dönüşüm odaklı, hızlı ve modern bir web sitesi; ilk günden chatbotunuza hazır.',
      },
    ],
    cta: 'Nasıl çalıştığını görün',
    contact: '/tr/contact',
  },
};

export const servicesEn: ServicesSectionProps = withExtras(copy.en);
export const servicesDe: ServicesSectionProps = withExtras(copy.de);
export const servicesTr: ServicesSectionProps = withExtras(copy.tr);
