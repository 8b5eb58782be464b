import type { TFunction } from '@zk/i18n';
import type { ResultFigures } from '../result-figures';

/** The about page's highlights, with the configured figures in place of the highlights without one. */
export function aboutHighlights(t: TFunction, results: ResultFigures): string[] {
  const { support, setup, savings, hours } = t('about.vision.highlights');
  const percent = results.supportSavingsPercent;
  const saved = results.hoursSavedPerMonth;
  return [
    support,
    setup,
    percent === null ? savings : t('about.vision.figures.savings', { percent }),
    saved === null ? hours : t('about.vision.figures.hours', { hours: saved }),
  ];
}

/** Where the highlights' figures come from (the benefits' basis note), only when one shows a figure. */
export function aboutFiguresNote(t: TFunction, results: ResultFigures): string | undefined {
  return results.supportSavingsPercent === null && results.hoursSavedPerMonth === null ? undefined : t('about.vision.figures.basis');
}
