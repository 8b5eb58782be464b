import type { AboutProps } from '@zk/ui';
import { BadgeCheck, BrainCircuit, HeartHandshake, Lightbulb } from 'lucide-react';
import { aboutFiguresNote, aboutHighlights } from './about-highlights';
import type { PropsContext } from './context';

const valueIcons = {
  excellence: <BrainCircuit />,
  customer: <HeartHandshake />,
  innovation: <Lightbulb />,
  quality: <BadgeCheck />,
};

/** Mission, the four values with their icons, and the vision (its highlights with the configured result figures). */
export function aboutProps({ t, site }: PropsContext): AboutProps {
  const copy = t('about');
  return {
    mission: copy.mission,
    values: {
      ...copy.values,
      items: Object.entries(copy.values.items).map(([key, value]) => ({ ...value, icon: valueIcons[key as keyof typeof valueIcons] })),
    },
    vision: { ...copy.vision, highlights: aboutHighlights(t, site.results), note: aboutFiguresNote(t, site.results) },
  };
}
