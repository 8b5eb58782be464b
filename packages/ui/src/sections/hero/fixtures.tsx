import { ArrowRight } from 'lucide-react';
import { Button } from '../../primitives/button';
import type { HeroProps } from './hero';

function cta(href: string, label: string) {
  return (
    <Button asChild size="lg">
      <a href={href}>
        {label}
        <ArrowRight aria-hidden />
      </a>
    </Button>
  );
}

export const heroEn: HeroProps = {
  eyebrow: 'AI automation for growing businesses',
  headline: 'Automate your business with AI that works around the clock',
  subtitle:
    'Chatbots, lead capture and appointment setting that answer every customer in seconds, connected to your CRM and live within 72 hours.',
  action: cta('/en/contact', 'Book a free consultation'),
  claim: 'Save up to 40% on support costs',
};

export const heroDe: HeroProps = {
  eyebrow: 'KI-Automatisierung für wachsende Unternehmen',
  headline: 'Automatisieren Sie Ihre Geschäftsprozesse mit KI, die rund um die Uhr arbeitet',
  subtitle:
    'Chatbots, Lead-Erfassung und Terminvereinbarung: Jede Kundenanfrage wird in Sekunden beantwortet, Ihr CRM ist angebunden, und in 72 Stunden ist alles einsatzbereit.',
  action: cta('/de/contact', 'Kostenlose Beratung vereinbaren'),
  claim: 'Bis zu 40 % geringere Supportkosten',
};

export const heroTr: HeroProps = {
  eyebrow: 'Büyüyen işletmeler için yapay zekâ otomasyonu',
  headline: 'İşletmenizi 7/24 çalışan yapay zekâ ile otomatikleştirin',
  subtitle:
    'Her müşteriye saniyeler içinde yanıt veren chatbotlar, potansiyel müşteri toplama ve randevu planlama; CRM’inize bağlı ve 72 saat içinde kullanıma hazır.',
  action: cta('/tr/contact', 'Ücretsiz danışmanlık alın'),
  claim: 'Destek maliyetlerinde %40’a varan tasarruf',
};
