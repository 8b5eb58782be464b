import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { ProcessSectionProps } from './process-section';

/** The home page's process, mapped as `HomeProcess` in packages/site does. */
function process(locale: Locale): ProcessSectionProps {
  const copy = storyCopy[locale].home.process;
  return {
    eyebrow: copy.eyebrow,
    title: copy.title,
    description: copy.description,
    steps: [copy.steps.analyze, copy.steps.build, copy.steps.maintain],
  };
}

export const processEn = process('en');
export const processDe = process('de');
export const processTr = process('tr');
