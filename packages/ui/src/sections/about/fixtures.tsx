import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import { BadgeCheck, BrainCircuit, HeartHandshake, Lightbulb } from 'lucide-react';
import type { AboutProps } from './about';

/** The about page's icons, keyed as its values are in the dictionary. */
const valueIcons = {
  excellence: <BrainCircuit />,
  customer: <HeartHandshake />,
  innovation: <Lightbulb />,
  quality: <BadgeCheck />,
};

/** The about page's copy, mapped as `packages/site/src/pages/about-page.tsx` does. */
function about(locale: Locale): AboutProps {
  const copy = storyCopy[locale].about;
  return {
    mission: copy.mission,
    values: {
      ...copy.values,
      items: Object.entries(copy.values.items).map(([key, value]) => ({ ...value, icon: valueIcons[key as keyof typeof valueIcons] })),
    },
    vision: { ...copy.vision, highlights: Object.values(copy.vision.highlights) },
  };
}

export const aboutEn = about('en');
export const aboutDe = about('de');
export const aboutTr = about('tr');
