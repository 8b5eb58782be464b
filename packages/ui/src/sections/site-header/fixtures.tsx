import { Button } from '../../primitives/button';
import { Logo } from '../../brand/logo';
import type { SiteHeaderProps } from './site-header';

export const headerEn: SiteHeaderProps = {
  logo: (
    <a href="/en" aria-label="ZK Automations, home">
      <Logo name="ZK Automations" />
    </a>
  ),
  navLabel: 'Main',
  links: [
    { href: '/en#services', label: 'Services' },
    { href: '/en#process', label: 'Process' },
    { href: '/en#comparison', label: 'Why Choose Us' },
    { href: '/en#pricing', label: 'Pricing' },
    { href: '/en/faq', label: 'FAQ' },
  ],
  actions: (
    <>
      <Button asChild variant="ghost" size="sm"><a href="/en/about">About Us</a></Button>
      <Button asChild size="sm"><a href="/en/contact">Contact Us</a></Button>
    </>
  ),
  menuLabels: { open: 'Open menu', close: 'Close menu' },
};

export const headerDe: Partial<SiteHeaderProps> = {
  navLabel: 'Hauptnavigation',
  links: [
    { href: '/de#services', label: 'Leistungen' },
    { href: '/de#process', label: 'Ablauf' },
    { href: '/de#comparison', label: 'Warum wir' },
    { href: '/de#pricing', label: 'Preise' },
    { href: '/de/faq', label: 'FAQ' },
  ],
  actions: (
    <>
      <Button asChild variant="ghost" size="sm"><a href="/de/about">Über uns</a></Button>
      <Button asChild size="sm"><a href="/de/contact">Kontakt aufnehmen</a></Button>
    </>
  ),
  menuLabels: { open: 'Menü öffnen', close: 'Menü schließen' },
};

export const headerTr: Partial<SiteHeaderProps> = {
  navLabel: 'Ana menü',
  links: [
    { href: '/tr#services', label: 'Hizmetler' },
    { href: '/tr#process', label: 'Süreç' },
    { href: '/tr#comparison', label: 'Neden biz' },
    { href: '/tr#pricing', label: 'Fiyatlandırma' },
    { href: '/tr/faq', label: 'SSS' },
  ],
  actions: (
    <>
      <Button asChild variant="ghost" size="sm"><a href="/tr/about">Hakkımızda</a></Button>
      <Button asChild size="sm"><a href="/tr/contact">Bize ulaşın</a></Button>
    </>
  ),
  menuLabels: { open: 'Menüyü aç', close: 'Menüyü kapat' },
};
