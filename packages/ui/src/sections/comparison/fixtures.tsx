import { storyCopy, storySite } from '@story/copy';
import type { Locale } from '@story/locale';
import { comparisonMatrix as matrix } from '@story/copy/home-content';
import type { ComparisonSectionProps } from './comparison-section';

/** The home page's comparison, mapped as `HomeComparison` in packages/site does. */
function comparison(locale: Locale): ComparisonSectionProps {
  const copy = storyCopy[locale].home.comparison;
  const { brand } = storySite;
  return {
    eyebrow: copy.eyebrow,
    title: copy.title,
    description: copy.description,
    table: {
      caption: copy.caption.replace('{{brand}}', brand),
      featureHeader: copy.featureHeader,
      columns: [brand, copy.columns.providers, copy.columns.manual],
      rows: (Object.keys(matrix) as (keyof typeof matrix)[]).map((key) => ({ feature: copy.features[key], values: matrix[key] })),
      labels: copy.values,
    },
  };
}

export const comparisonEn = comparison('en');
export const comparisonDe = comparison('de');
export const comparisonTr = comparison('tr');
