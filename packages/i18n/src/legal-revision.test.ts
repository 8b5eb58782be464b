import { describe, expect, it } from 'vitest';
import { legalRevision, writtenRevision } from './legal-revision';
import { languages } from './languages';
import de from './locales/de';
import en from './locales/en';
import tr from './locales/tr';

const dictionaries = { en, de, tr } as const;
const intl = (language: string, year: number, month: number) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));

describe('the legal pages’ revision date', () => {
  it('is November 2026', () => {
    expect(legalRevision).toEqual({ year: 2026, month: 11 });
    expect(writtenRevision(en.legal.months)).toBe('November 2026');
  });

  it.each(languages)('is written in %s exactly as Intl writes month and year, for every month', (language) => {
    const { months } = dictionaries[language].legal;
    expect(months).toHaveLength(12);
    for (let month = 1; month <= 12; month += 1) {
      expect(writtenRevision(months, { year: 2027, month })).toBe(intl(language, 2027, month));
    }
  });
});
