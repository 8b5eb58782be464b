import type { PricingSectionProps } from './pricing-section';

const copy = {
  en: {
    eyebrow: 'Pricing',
    title: 'Plans that grow with your business',
    description: 'Every business is different, and so is every quote. Pick the plan that fits and we tailor it to your processes.',
    tiers: [
      {
        id: 'enterprise',
        name: 'Enterprise',
        description: 'For companies with complex processes, high volumes and systems of their own.',
        features: [
          'Everything in Growth',
          'ZK Agent with custom workflows',
          'Integration with your databases and internal tools',
          'A dedicated account manager',
          'Priority support with guaranteed response times',
        ],
      },
      {
        id: 'growth',
        name: 'Growth',
        description: 'For growing teams that want to automate sales and support.',
        features: [
          'Everything in Starter',
          'Website, WhatsApp, Telegram and Instagram',
          'CRM integration and AI lead scoring',
          'Automated appointment setting',
          'A monthly optimisation review',
        ],
        featured: true,
      },
      {
        id: 'starter',
        name: 'Starter',
        description: 'For small businesses taking their first step into AI.',
        features: [
          'An AI chatbot for your website',
          'Answers to common questions, 24/7',
          'Leads delivered straight to your inbox',
          'Setup within 72 hours',
          'A monthly performance report',
        ],
      },
    ],
    featuredLabel: 'Most popular',
    cta: {
      href: '/en/contact',
      label: 'Get Custom Quote',
    },
    note: 'Billed monthly, no long-term contracts. Pricing is tailored to your needs.',
  },
  de: {
    eyebrow: 'Preise',
    title: 'Pakete, die mit Ihrem Unternehmen wachsen',
    description: 'Jedes Unternehmen ist anders – und damit auch jedes Angebot. Wählen Sie das passende Paket, wir stimmen es auf Ihre Abläufe ab.',
    tiers: [
      {
        id: 'enterprise',
        name: 'Enterprise',
        description: 'Für Unternehmen mit komplexen Prozessen, hohem Volumen und eigenen Systemen.',
        features: [
          'Alle Leistungen aus Growth',
          'ZK Agent mit individuellen Workflows',
          'Anbindung an Ihre Datenbanken und internen Tools',
          'Ein persönlicher Ansprechpartner',
          'Priorisierter Support mit garantierten Reaktionszeiten',
        ],
      },
      {
        id: 'growth',
        name: 'Growth',
        description: 'Für wachsende Teams, die Vertrieb und Support automatisieren möchten.',
        features: [
          'Alle Leistungen aus Starter',
          'Website, WhatsApp, Telegram und Instagram',
          'CRM-Integration und KI-Lead-Scoring',
          'Automatische Terminvereinbarung',
          'Monatliches Optimierungsgespräch',
        ],
        featured: true,
      },
      {
        id: 'starter',
        name: 'Starter',
        description: 'Für kleine Unternehmen, die den ersten Schritt mit KI gehen.',
        features: [
          'KI-Chatbot für Ihre Website',
          'Antworten auf häufige Fragen rund um die Uhr',
          'Neue Leads direkt in Ihrem Postfach',
          'Einrichtung innerhalb von 72 Stunden',
          'Monatlicher Leistungsbericht',
        ],
      },
    ],
    featuredLabel: 'Am beliebtesten',
    cta: {
      href: '/de/contact',
      label: 'Individuelles Angebot anfordern',
    },
    note: 'Monatliche Abrechnung, keine langfristige Vertragsbindung. Der Preis richtet sich nach Ihrem Bedarf.',
  },
  tr: {
    eyebrow: 'Fiyatlandırma',
    title: 'İşletmenizle birlikte büyüyen paketler',
    description: 'Her işletme farklıdır, her teklif de öyle. Size uyan paketi seçin; süreçlerinize göre birlikte şekillendirelim.',
    tiers: [
      {
        id: 'enterprise',
        name: 'Kurumsal',
        description: 'Karmaşık süreçleri, yüksek hacmi ve kendi sistemleri olan şirketler için.',
        features: [
          'Büyüme paketindeki her şey',
          'Size özel iş akışlarıyla ZK Agent',
          'Veritabanlarınız ve şirket içi araçlarınızla entegrasyon',
          'Size özel müşteri temsilcisi',
          'Garantili yanıt süreleriyle öncelikli destek',
        ],
      },
      {
        id: 'growth',
        name: 'Büyüme',
        description: 'Satış ve desteği otomatikleştirmek isteyen, büyüyen ekipler için.',
        features: [
          'Başlangıç paketindeki her şey',
          'Web sitesi, WhatsApp, Telegram ve Instagram',
          'CRM entegrasyonu ve yapay zekâ ile potansiyel müşteri puanlama',
          'Otomatik randevu planlama',
          'Aylık optimizasyon görüşmesi',
        ],
        featured: true,
      },
      {
        id: 'starter',
        name: 'Başlangıç',
        description: 'Yapay zekâya ilk adımı atan küçük işletmeler için.',
        features: [
          'Web siteniz için yapay zekâ chatbotu',
          'Sık sorulan sorulara 7/24 yanıt',
          'Yeni potansiyel müşteriler doğrudan e-posta kutunuzda',
          '72 saat içinde kurulum',
          'Aylık performans raporu',
        ],
      },
    ],
    featuredLabel: 'En popüler',
    cta: {
      href: '/tr/contact',
      label: 'Özel teklif alın',
    },
    note: 'Aylık faturalandırma, uzun süreli sözleşme yok. Fiyatlar ihtiyaçlarınıza göre belirlenir.',
  },
};

export const pricingEn: PricingSectionProps = copy.en;
export const pricingDe: PricingSectionProps = copy.de;
export const pricingTr: PricingSectionProps = copy.tr;
