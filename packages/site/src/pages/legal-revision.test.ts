import { languages, type Dictionary } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { describe, expect, it } from 'vitest';
import { legalLastUpdated, revisionFormat } from './legal-revision';

const dictionaries: Record<(typeof languages)[number], Dictionary> = { en, de, tr };

describe('the legal pages’ revision date', () => {
  it('is February 2025', () => {
    expect(legalLastUpdated.toISOString()).toBe('2025-02-01T00:00:00.000Z');
  });

  it.each(languages)('is written in the %s dictionary exactly as Intl writes it', (language) => {
    expect(dictionaries[language].legal.revision).toBe(new Intl.DateTimeFormat(language, revisionFormat).format(legalLastUpdated));
  });
});
