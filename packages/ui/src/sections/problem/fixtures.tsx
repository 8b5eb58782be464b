import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import { problemIcons as icons } from '@story/copy/home-content';
import type { ProblemSectionProps } from './problem-section';

/** The home page's problem section, mapped as `HomeProblem` in packages/site does. */
function problem(locale: Locale): ProblemSectionProps {
  const copy = storyCopy[locale].home.problem;
  return {
    eyebrow: copy.eyebrow,
    title: copy.title,
    description: copy.description,
    items: (Object.keys(icons) as (keyof typeof icons)[]).map((key) => ({ ...copy.items[key], icon: icons[key] })),
  };
}

export const problemEn = problem('en');
export const problemDe = problem('de');
export const problemTr = problem('tr');
