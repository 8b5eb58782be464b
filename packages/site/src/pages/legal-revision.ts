/** When privacy policy and terms were last revised (SPEC section 2: February 2025). */
export const legalLastUpdated = new Date(Date.UTC(2025, 1, 1));

/**
 * How the revision is written: month and year, as `Intl.DateTimeFormat` writes them. The pages read
 * the written date from the dictionaries (`legal.revision`), and the test beside this file checks each
 * language's entry against `Intl.DateTimeFormat` with these options: creating a `DateTimeFormat` on the
 * page loads the locale's calendar data, some 15 ms of main-thread work on a mid-range phone in the
 * middle of hydration, for a date that never changes.
 */
export const revisionFormat: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
