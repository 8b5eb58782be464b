/** When privacy policy and terms were last revised (SPEC section 2: February 2025). */
export const legalLastUpdated = new Date(Date.UTC(2025, 1, 1));

/** The revision's month and year in the page's language: February 2025, Februar 2025, Şubat 2025. */
export function formatRevision(language: string, date = legalLastUpdated): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
