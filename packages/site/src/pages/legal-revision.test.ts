import { describe, expect, it } from 'vitest';
import { formatRevision, legalLastUpdated } from './legal-revision';

describe('the legal pages’ revision date', () => {
  it('is February 2025, written by Intl in the page’s language', () => {
    expect(legalLastUpdated.toISOString()).toBe('2025-02-01T00:00:00.000Z');
    expect(formatRevision('en')).toBe('February 2025');
    expect(formatRevision('de')).toBe('Februar 2025');
    expect(formatRevision('tr')).toBe('Şubat 2025');
  });
});
