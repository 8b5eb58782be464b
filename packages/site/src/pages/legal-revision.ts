import type { Language } from '@zk/i18n';

/** When privacy policy and terms were last revised (SPEC section 2: February 2025). */
export const legalLastUpdated = new Date(Date.UTC(2025, 1, 1));

/** How the revision is written: month and year, as `Intl.DateTimeFormat` writes them. */
export const revisionFormat: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

/**
 * The revision as Intl writes it in each language (the test beside this file checks each against
 * `Intl.DateTimeFormat` with {@link revisionFormat}). Looked up rather than formatted on the page:
 * creating a `DateTimeFormat` loads the locale's calendar data, some 15 ms of main-thread work on a
 * mid-range phone in the middle of hydration, for a date that never changes.
 */
const revisionText: Record<Language, string> = { en: 'February 2025', de: 'Februar 2025', tr: 'Şubat 2025' };

/** The revision's month and year in the page's language: February 2025, Februar 2025, Şubat 2025. */
export function formatRevision(language: Language): string {
  return revisionText[language];
}
