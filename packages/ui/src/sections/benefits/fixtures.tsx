import { fill, storyCopy } from '@story/copy';
import { benefitIcons } from '@story/copy/home-content';
import type { Locale } from '@story/locale';
import type { BenefitsSectionProps } from './benefits-section';

/** Result figures as an operator might configure them (`RESULTS_*`); the site shows none by default. */
const exampleFigures = { percent: 40, multiple: 3, hours: 100 };

/** The home page's benefits, mapped as `HomeBenefits` in packages/site does: no figure configured, so the cards show their icons. */
function benefits(locale: Locale): BenefitsSectionProps {
  const copy = storyCopy[locale].home.benefits;
  return {
    eyebrow: copy.eyebrow,
    title: copy.title,
    description: copy.description,
    items: [copy.items.setup, ...(['savings', 'conversions', 'hours'] as const).map((key) => ({ icon: benefitIcons[key], ...copy.items[key] }))],
    highlights: Object.values(copy.highlights),
    cta: { href: `/${locale}/contact`, label: copy.cta },
  };
}

/** With every result figure configured: each figure is its card's stat and title, and the basis is named under the cards. */
function withFigures(locale: Locale): BenefitsSectionProps {
  const plain = benefits(locale);
  const figures = fill(storyCopy[locale].home.benefits.figures, exampleFigures);
  return {
    ...plain,
    items: plain.items.map((item, index) => {
      const figure = [undefined, figures.savings, figures.conversions, figures.hours][index];
      return figure ? { ...item, ...figure } : item;
    }),
    note: figures.basis,
  };
}

export const benefitsEn = benefits('en');
export const benefitsDe = benefits('de');
export const benefitsTr = benefits('tr');
export const figuresEn = withFigures('en');
export const figuresDe = withFigures('de');
export const figuresTr = withFigures('tr');
