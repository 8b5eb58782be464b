import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { BenefitsSectionProps } from './benefits-section';

/** The home page's benefits, mapped as `HomeBenefits` in packages/site does. */
function benefits(locale: Locale): BenefitsSectionProps {
  const copy = storyCopy[locale].home.benefits;
  return {
    eyebrow: copy.eyebrow,
    title: copy.title,
    description: copy.description,
    items: Object.values(copy.items),
    highlights: Object.values(copy.highlights),
    cta: { href: `/${locale}/contact`, label: copy.cta },
  };
}

export const benefitsEn = benefits('en');
export const benefitsDe = benefits('de');
export const benefitsTr = benefits('tr');
