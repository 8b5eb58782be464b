import { About, PageIntro } from '@zk/ui';
import { BadgeCheck, BrainCircuit, HeartHandshake, Lightbulb } from 'lucide-react';
import { useI18n } from '../app/i18n-context';
import { siteConfig } from '../site-config';
import { aboutHighlights } from './about-highlights';

const valueIcons = {
  excellence: <BrainCircuit />,
  customer: <HeartHandshake />,
  innovation: <Lightbulb />,
  quality: <BadgeCheck />,
};

export function AboutPage() {
  const { t } = useI18n();
  const copy = t('about');
  return (
    <>
      <PageIntro title={t('pages.about.title')} lead={t('pages.about.lead')} />
      <About
        mission={copy.mission}
        values={{
          ...copy.values,
          items: Object.entries(copy.values.items).map(([key, value]) => ({
            ...value,
            icon: valueIcons[key as keyof typeof valueIcons],
          })),
        }}
        vision={{ ...copy.vision, highlights: aboutHighlights(t, siteConfig.results) }}
      />
    </>
  );
}
