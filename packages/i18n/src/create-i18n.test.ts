import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { isLanguage } from './languages';
import { loadDictionary } from './load-dictionary';

describe('createI18n', () => {
  it('translates synchronously in the requested language with interpolation', async () => {
    const i18n = createI18n('de', await loadDictionary.de());
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('common.contactUs')).toBe('Kontakt');
    expect(i18n.t('footer.copyright', { year: 2026, brand: 'ZK' })).toBe('© 2026 ZK. Alle Rechte vorbehalten.');
  });

  it('keeps Turkish characters intact', async () => {
    const i18n = createI18n('tr', await loadDictionary.tr());
    expect(i18n.t('common.submitting')).toBe('Gönderiliyor...');
  });
});

describe('isLanguage', () => {
  it('accepts exactly en, de and tr', () => {
    expect(['en', 'de', 'tr', 'fr', 'EN', '', undefined].map(isLanguage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
