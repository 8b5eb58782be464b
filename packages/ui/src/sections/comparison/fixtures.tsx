import type { ComparisonSectionProps } from './comparison-section';

const copy = {
  en: {
    eyebrow: 'Why choose us',
    title: 'Built around your business, not the other way round',
    description: 'Automation that fits your processes, without the trade-offs of generic tools or manual work.',
    table: {
      caption: 'Feature comparison: ZK Automations, other providers and manual solutions',
      featureHeader: 'Feature',
      columns: [
        'ZK Automations',
        'Other providers',
        'Manual solutions',
      ],
      rows: [
        {
          feature: '24/7 automation',
          values: [
            'yes',
            'yes',
            'no',
          ],
        },
        {
          feature: 'AI lead scoring',
          values: [
            'yes',
            'limited',
            'no',
          ],
        },
        {
          feature: 'Customizable',
          values: [
            'yes',
            'limited',
            'yes',
          ],
        },
        {
          feature: 'Cost-effective',
          values: [
            'yes',
            'limited',
            'no',
          ],
        },
        {
          feature: 'Cancel monthly',
          values: [
            'yes',
            'no',
            'limited',
          ],
        },
        {
          feature: 'Scalable',
          values: [
            'yes',
            'limited',
            'no',
          ],
        },
      ],
      labels: {
        yes: 'Yes',
        no: 'No',
        limited: 'Limited',
      },
    },
  },
  de: {
    eyebrow: 'Warum wir',
    title: 'Passgenau für Ihr Unternehmen statt Lösung von der Stange',
    description: 'Automatisierung, die sich Ihren Abläufen anpasst – ohne die Kompromisse von Standard-Tools oder manueller Arbeit.',
    table: {
      caption: 'Funktionsvergleich: ZK Automations, andere Anbieter und manuelle Lösungen',
      featureHeader: 'Funktion',
      columns: [
        'ZK Automations',
        'Andere Anbieter',
        'Manuelle Lösungen',
      ],
      rows: [
        {
          feature: 'Automatisierung rund um die Uhr',
          values: [
            'yes',
            'yes',
            'no',
          ],
        },
        {
          feature: 'KI-gestütztes Lead-Scoring',
          values: [
            'yes',
            'limited',
            'no',
          ],
        },
        {
          feature: 'Individuell anpassbar',
          values: [
            'yes',
            'limited',
            'yes',
          ],
        },
        {
          feature: 'Kosteneffizient',
          values: [
            'yes',
            'limited',
            'no',
          ],
        },
        {
          feature: 'Monatlich kündbar',
          values: [
            'yes',
            'no',
            'limited',
          ],
        },
        {
          feature: 'Skalierbar',
          values: [
            'yes',
            'limited',
            'no',
          ],
        },
      ],
      labels: {
        yes: 'Ja',
        no: 'Nein',
        limited: 'Eingeschränkt',
      },
    },
  },
  tr: {
    eyebrow: 'Neden biz',
    title: 'Hazır kalıplar değil, işletmenize göre şekillenen çözümler',
    description: 'Hazır araçların ve manuel işin kısıtlamalarına takılmadan, süreçlerinize uyum sağlayan otomasyon.',
    table: {
      caption: 'Özellik karşılaştırması: ZK Automations, diğer sağlayıcılar ve manuel çözümler',
      featureHeader: 'Özellik',
      columns: [
        'ZK Automations',
        'Diğer sağlayıcılar',
        'Manuel çözümler',
      ],
      rows: [
        {
          feature: '7/24 otomasyon',
          values: [
            'yes',
            'yes',
            'no',
          ],
        },
        {
          feature: 'Yapay zekâ ile potansiyel müşteri puanlama',
          values: [
            'yes',
            'limited',
            'no',
          ],
        },
        {
          feature: 'Özelleştirilebilir',
          values: [
            'yes',
            'limited',
            'yes',
          ],
        },
        {
          feature: 'Uygun maliyetli',
          values: [
            'yes',
            'limited',
            'no',
          ],
        },
        {
          feature: 'Aylık iptal imkânı',
          values: [
            'yes',
            'no',
            'limited',
          ],
        },
        {
          feature: 'Ölçeklenebilir',
          values: [
            'yes',
            'limited',
            'no',
          ],
        },
      ],
      labels: {
        yes: 'Evet',
        no: 'Hayır',
        limited: 'Sınırlı',
      },
    },
  },
} as const;

export const comparisonEn: ComparisonSectionProps = copy.en;
export const comparisonDe: ComparisonSectionProps = copy.de;
export const comparisonTr: ComparisonSectionProps = copy.tr;
