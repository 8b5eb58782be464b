import { Logo } from '../../brand/logo';
import type { SiteFooterProps } from './site-footer';

const logo = (lang: string) => (
  <a href={`/${lang}`} className="self-start">
    <Logo name="ZK Automations" />
  </a>
);

export const footerEn: SiteFooterProps = {
  logo: logo('en'),
  tagline: 'AI chatbots and business automation that work around the clock.',
  groups: [
    {
      title: 'Quick links',
      links: [
        { href: '/en#services', label: 'Services' },
        { href: '/en#pricing', label: 'Pricing' },
        { href: '/en/about', label: 'About' },
        { href: '/en/contact', label: 'Contact' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { href: '/en/privacy', label: 'Privacy Policy' },
        { href: '/en/terms', label: 'Terms of Service' },
        { href: '/en/impressum', label: 'Impressum' },
      ],
    },
  ],
  contact: { title: 'Contact', email: 'hello@example.com', emailLabel: 'Email us at hello@example.com', country: 'Germany' },
  copyright: '© 2026 ZK Automations. All rights reserved.',
};

export const footerDe: SiteFooterProps = {
  logo: logo('de'),
  tagline: 'KI-Chatbots und Prozessautomatisierung, die rund um die Uhr für Sie arbeiten.',
  groups: [
    {
      title: 'Schnellzugriff',
      links: [
        { href: '/de#services', label: 'Leistungen' },
        { href: '/de#pricing', label: 'Preise' },
        { href: '/de/about', label: 'Über uns' },
        { href: '/de/contact', label: 'Kontakt' },
      ],
    },
    {
      title: 'Rechtliches',
      links: [
        { href: '/de/privacy', label: 'Datenschutzerklärung' },
        { href: '/de/terms', label: 'Allgemeine Geschäftsbedingungen' },
        { href: '/de/impressum', label: 'Impressum' },
      ],
    },
  ],
  contact: { title: 'Kontakt', email: 'hello@example.com', emailLabel: 'E-Mail an hello@example.com', country: 'Deutschland' },
  copyright: '© 2026 ZK Automations. Alle Rechte vorbehalten.',
};

export const footerTr: SiteFooterProps = {
  logo: logo('tr'),
  tagline: 'Gece gündüz çalışan yapay zekâ chatbotları ve süreç otomasyonu.',
  groups: [
    {
      title: 'Hızlı bağlantılar',
      links: [
        { href: '/tr#services', label: 'Hizmetler' },
        { href: '/tr#pricing', label: 'Fiyatlandırma' },
        { href: '/tr/about', label: 'Hakkımızda' },
        { href: '/tr/contact', label: 'İletişim' },
      ],
    },
    {
      title: 'Yasal',
      links: [
        { href: '/tr/privacy', label: 'Gizlilik Politikası' },
        { href: '/tr/terms', label: 'Hizmet Koşulları' },
        { href: '/tr/impressum', label: 'Künye' },
      ],
    },
  ],
  contact: { title: 'İletişim', email: 'hello@example.com', emailLabel: 'hello@example.com adresine e-posta gönderin', country: 'Almanya' },
  copyright: '© 2026 ZK Automations. Tüm hakları saklıdır.',
};
