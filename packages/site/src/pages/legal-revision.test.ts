import { languages } from '@zk/i18n';
import { describe, expect, it } from 'vitest';
import { formatRevision, legalLastUpdated, revisionFormat } from './legal-revision';

describe('the legal pages’ revision date', () => {
  it('is February 2025', () => {
    expect(legalLastUpdated.toISOString()).toBe('2025-02-01T00:00:00.000Z');
  });

  it.each(languages)('is written in %s exactly as Intl writes it', (language) => {
    expect(formatRevision(language)).toBe(new Intl.DateTimeFormat(language, revisionFormat).format(legalLastUpdated));
  });
});
