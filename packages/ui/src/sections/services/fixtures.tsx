import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import { serviceIcons as icons } from '@story/copy/home-content';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../primitives/button';
import { AgentHubArt } from './agent-hub-art';
import type { ServicesSectionProps } from './services-section';

/** The home page's services, mapped as `HomeServices` in packages/site does (its cards, without the coming-soon children). */
function services(locale: Locale): ServicesSectionProps {
  const copy = storyCopy[locale].home.services;
  return {
    eyebrow: copy.eyebrow,
    title: copy.title,
    description: copy.description,
    services: (Object.keys(icons) as (keyof typeof icons)[]).map((key) => ({
      id: key,
      ...copy.items[key],
      icon: icons[key],
      ...(key === 'agent'
        ? {
            featured: true,
            badge: copy.agentBadge,
            art: <AgentHubArt className="w-full max-w-64" />,
            link: { href: `/${locale}/zkagent`, label: copy.agentLink },
          }
        : {}),
    })),
    action: (
      <Button asChild size="lg" variant="secondary">
        <a href={`/${locale}/contact`}>
          {copy.cta}
          <ArrowRight aria-hidden />
        </a>
      </Button>
    ),
  };
}

export const servicesEn = services('en');
export const servicesDe = services('de');
export const servicesTr = services('tr');
