import { describe, expect, it } from 'vitest';
import de from '../../packages/i18n/src/locales/de';
import en from '../../packages/i18n/src/locales/en';
import tr from '../../packages/i18n/src/locales/tr';
import { leafStrings } from './english';

/**
 * Figures written into the copy (marketing claims such as "up to {{percent}}%", filled from the
 * configuration) must look as `Intl` would
 * write them in the page's language: 40% in English, 40 % with a no-break space in German, %40 in
 * Turkish; and no English thousands or decimal separators in German or Turkish. Figures the
 * product computes (dates, the dashboard's numbers, the banner) go through Intl in code: see the
 * site's unit tests and tests/e2e/l10n.spec.ts.
 */
const dictionaries = [
  ['en', en],
  ['de', de],
  ['tr', tr],
] as const;

/** Every percentage in a text, as written, with its number. */
function percentages(text: string): { written: string; value: number }[] {
  return [...text.matchAll(/%\s?(\d+)|(\d+)[\s\u00a0\u202f]?%/g)].map((match) => ({
    written: match[0],
    value: Number(match[1] ?? match[2]),
  }));
}

describe.each(dictionaries)('%s copy', (lang, dictionary) => {
  // Result figures are configuration (`RESULTS_*`): their templates are checked with a sample figure.
  const texts = leafStrings(dictionary).map((text) => text.replace(/{{percent}}/g, '40'));
  const percent = new Intl.NumberFormat(lang, { style: 'percent' });

  it('writes percentages as Intl does in this language', () => {
    const found = texts.flatMap(percentages);
    expect(found.length).toBeGreaterThan(0);
    for (const { written, value } of found) expect(written).toBe(percent.format(value / 100));
  });
});

describe.each(dictionaries.filter(([lang]) => lang !== 'en'))('%s copy', (_lang, dictionary) => {
  it('uses no English thousands or decimal separators', () => {
    const english = leafStrings(dictionary).filter((text) => /\d,\d{3}(?!\d)|\d\.\d{1,2}(?!\d)/.test(text));
    expect(english).toEqual([]);
  });
});
