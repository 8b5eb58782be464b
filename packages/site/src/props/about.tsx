import type { AboutProps } from '@zk/ui';
import { BadgeCheck, BrainCircuit, HeartHandshake, Lightbulb } from 'lucide-react';
import type { PropsContext } from './context';

const valueIcons = {
  excellence: <BrainCircuit />,
  customer: <HeartHandshake />,
  innovation: <Lightbulb />,
  quality: <BadgeCheck />,
};

/** Mission, the four values with their icons, and the vision. */
export function aboutProps({ t }: PropsContext): AboutProps {
  const copy = t('about');
  return {
    mission: copy.mission,
    values: {
      ...copy.values,
      items: Object.entries(copy.values.items).map(([key, value]) => ({ ...value, icon: valueIcons[key as keyof typeof valueIcons] })),
    },
    vision: { ...copy.vision, highlights: Object.values(copy.vision.highlights) },
  };
}
