import type { TFunction } from '@zk/i18n';
import type { Benefit } from '@zk/ui';
import type { ReactNode } from 'react';
import type { ResultFigures } from '../result-figures';

/**
 * The result figures in the home page's copy (hero claim, benefit cards) come only from the
 * configuration (`RESULTS_*`, none by default): an unproven figure is misleading advertising (§ 5
 * UWG). Without one, each place reads naturally without a figure. The about page: `about-highlights.ts`.
 */

export const benefitKeys = ['setup', 'savings', 'conversions', 'hours'] as const;
type BenefitKey = (typeof benefitKeys)[number];

/** The hero's claim: the configured savings figure, or a claim without a figure. */
export function heroClaim(t: TFunction, results: ResultFigures): string {
  const percent = results.supportSavingsPercent;
  return percent === null ? t('home.hero.claim') : t('home.hero.claimFigure', { percent });
}

/** Where the hero's figure comes from, only when it shows one. */
export function heroClaimNote(t: TFunction, results: ResultFigures): string | undefined {
  return results.supportSavingsPercent === null ? undefined : t('home.benefits.figures.basis');
}

/** Each card's configured figure (stat and title), or null for the card without one. */
function benefitFigures(t: TFunction, results: ResultFigures): Record<BenefitKey, { stat: string; title: string } | null> {
  const { supportSavingsPercent: percent, conversionMultiple: multiple, hoursSavedPerMonth: hours } = results;
  return {
    setup: null,
    savings: percent === null ? null : t('home.benefits.figures.savings', { percent }),
    conversions: multiple === null ? null : t('home.benefits.figures.conversions', { multiple }),
    hours: hours === null ? null : t('home.benefits.figures.hours', { hours }),
  };
}

/** The benefit cards: a configured figure becomes the card's stat and title; a card without a stat shows its icon. */
export function benefitCards(t: TFunction, results: ResultFigures, icons: Record<Exclude<BenefitKey, 'setup'>, ReactNode>): Benefit[] {
  const items = t('home.benefits.items');
  const figures = benefitFigures(t, results);
  return benefitKeys.map((key) => {
    const figure = figures[key];
    if (key === 'setup') return items.setup;
    return figure ? { ...items[key], ...figure } : { icon: icons[key], ...items[key] };
  });
}

/** Where the figures come from, shown under the cards when any is configured. */
export function figuresBasis(t: TFunction, results: ResultFigures): string | undefined {
  return Object.values(results).some((value) => value !== null) ? t('home.benefits.figures.basis') : undefined;
}
