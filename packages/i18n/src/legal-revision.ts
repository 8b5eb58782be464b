/**
 * When the privacy policy and the terms were last revised: the one place for that date (the pages'
 * "Last updated" line reads it; no dictionary, meta description or fixture repeats it).
 */
export const legalRevision = { year: 2026, month: 11 } as const;

/**
 * The revision as the pages write it: the month's name from the page language's `legal.months` and
 * the year, which is how `Intl.DateTimeFormat` writes month and year in en, de and tr (the test beside
 * this file checks every month). No `DateTimeFormat` on the page: creating one loads the locale's
 * calendar data, some 15 ms of main-thread work on a mid-range phone in the middle of hydration.
 */
export function writtenRevision(months: readonly string[], revision: { year: number; month: number } = legalRevision): string {
  return `${months[revision.month - 1]} ${revision.year}`;
}
