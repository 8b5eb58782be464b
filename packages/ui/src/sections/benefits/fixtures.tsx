import type { BenefitsSectionProps } from './benefits-section';

const withCta = ({ cta, href, ...props }: Omit<BenefitsSectionProps, 'cta'> & { cta: string; href: string }): BenefitsSectionProps => ({
  ...props,
  cta: { href, label: cta },
});

const copy = {
  en: {
    eyebrow: 'Benefits',
    title: 'Results you can measure',
    description: 'Our clients see the difference within weeks: faster replies, more qualified leads and a team that finally has time for what matters.',
    items: [
      {
        stat: '72h',
        title: 'Live within 72 hours',
        description: 'From kick-off to a working AI assistant in three days, without a drawn-out IT project.',
      },
      {
        stat: '40%',
        title: 'Up to 40% lower support costs',
        description: 'Your AI answers routine questions around the clock, so your team only handles what really needs a human.',
      },
      {
        stat: '3X',
        title: '3X more lead conversions',
        description: 'Instant replies and AI lead scoring turn more visitors into qualified conversations and booked calls.',
      },
      {
        stat: '100+',
        title: '100+ hours saved every month',
        description: 'Automated bookings, follow-ups and CRM entries free your team from repetitive admin.',
      },
    ],
    highlights: [
      '24/7 support',
      'Works with leading CRMs',
      'Website, WhatsApp, Telegram & Instagram',
      'GDPR-compliant data handling',
    ],
    cta: 'Book a Free AI Strategy Call',
    href: '/en/contact',
  },
  de: {
    eyebrow: 'Ihre Vorteile',
    title: 'Ergebnisse, die sich messen lassen',
    description: 'Unsere Kunden sehen den Unterschied nach wenigen Wochen: schnellere Antworten, mehr qualifizierte Leads und ein Team, das endlich Zeit für das Wesentliche hat.',
    items: [
      {
        stat: '72 Std.',
        title: 'Startklar in 72 Stunden',
        description: 'Vom Kick-off zum einsatzbereiten KI-Assistenten in drei Tagen – ohne langwieriges IT-Projekt.',
      },
      {
        stat: '40 %',
        title: 'Bis zu 40 % geringere Supportkosten',
        description: 'Ihre KI beantwortet Routinefragen rund um die Uhr, Ihr Team kümmert sich nur noch um das, was wirklich einen Menschen braucht.',
      },
      {
        stat: '3×',
        title: '3× mehr Lead-Conversions',
        description: 'Sofortige Antworten und KI-Lead-Scoring machen aus mehr Besuchern qualifizierte Gespräche und gebuchte Termine.',
      },
      {
        stat: '100+',
        title: 'Über 100 Stunden Zeitersparnis im Monat',
        description: 'Automatische Terminvereinbarung, Nachfassaktionen und CRM-Einträge befreien Ihr Team von lästiger Routinearbeit.',
      },
    ],
    highlights: [
      'Support rund um die Uhr',
      'Anbindung an führende CRM-Systeme',
      'Website, WhatsApp, Telegram & Instagram',
      'DSGVO-konforme Datenverarbeitung',
    ],
    cta: 'Kostenloses KI-Strategiegespräch vereinbaren',
    href: '/de/contact',
  },
  tr: {
    eyebrow: 'Avantajlar',
    title: 'Ölçülebilir sonuçlar',
    description: 'Müşterilerimiz farkı birkaç hafta içinde görüyor: daha hızlı yanıtlar, daha fazla nitelikli potansiyel müşteri ve asıl işine zaman ayırabilen bir ekip.',
    items: [
      {
        stat: '72 saat',
        title: '72 saatte kullanıma hazır',
        description: 'Başlangıç toplantısından çalışan bir yapay zekâ asistanına üç günde; uzun bir BT projesine gerek kalmadan.',
      },
      {
        stat: '%40',
        title: 'Destek maliyetlerinde %40’a varan tasarruf',
        description: 'Yapay zekânız rutin soruları 7/24 yanıtlar; ekibiniz yalnızca gerçekten insan gerektiren konularla ilgilenir.',
      },
      {
        stat: '3 kat',
        title: 'Potansiyel müşteri dönüşümünde 3 kat artış',
        description: 'Anında yanıtlar ve yapay zekâ destekli puanlama, daha fazla ziyaretçiyi nitelikli görüşmelere ve randevulara dönüştürür.',
      },
      {
        stat: '100+',
        title: 'Ayda 100 saatten fazla zaman tasarrufu',
        description: 'Otomatik randevular, takip mesajları ve CRM kayıtları ekibinizi tekrarlayan idari işlerden kurtarır.',
      },
    ],
    highlights: [
      '7/24 destek',
      'Önde gelen CRM sistemleriyle entegrasyon',
      'Web sitesi, WhatsApp, Telegram ve Instagram',
      'KVKK ve GDPR’a uygun veri işleme',
    ],
    cta: 'Ücretsiz yapay zekâ strateji görüşmesi planlayın',
    href: '/tr/contact',
  },
};

export const benefitsEn: BenefitsSectionProps = withCta(copy.en);
export const benefitsDe: BenefitsSectionProps = withCta(copy.de);
export const benefitsTr: BenefitsSectionProps = withCta(copy.tr);
