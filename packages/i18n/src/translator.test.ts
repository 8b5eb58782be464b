import { describe, expect, it, vi } from 'vitest';
import { isLanguage } from './languages';
import { loadDictionary } from './load-dictionary';
import { loadCopy, loadNamespace } from './load-copy';
import { namespaces, pageNamespaces } from './namespaces';
import { publicPages } from './pages';
import { createTranslator } from './translator';

describe('createTranslator', () => {
  it('translates synchronously in the requested language with interpolation', async () => {
    const { t } = createTranslator('de', await loadDictionary.de());
    expect(t('common.contactUs')).toBe('Kontakt');
    expect(t('footer.copyright', { year: 2026, brand: 'ZK' })).toBe('© 2026 ZK. Alle Rechte vorbehalten.');
  });

  it('keeps Turkish characters intact', async () => {
    const { t } = createTranslator('tr', await loadDictionary.tr());
    expect(t('common.submitting')).toBe('Gönderiliyor...');
  });

  it('returns a section whole, with every string in it interpolated', async () => {
    const { t } = createTranslator('en', await loadDictionary.en());
    const privacy = t('legal.privacy', { email: 'hello@example.com' });
    expect(JSON.stringify(privacy)).toContain('hello@example.com');
    expect(JSON.stringify(privacy)).not.toContain('{{email}}');
  });

  it('chooses the plural form by the language’s rules', async () => {
    const { t } = createTranslator('en', await loadDictionary.en());
    expect(t('faq.results', { count: 1 })).toBe('1 question found');
    expect(t('faq.results', { count: 4 })).toBe('4 questions found');
  });

  it('leaves an unknown placeholder visible and reports a missing key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { t } = createTranslator('en');
    expect(t('common.contactUs')).toBe('common.contactUs');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('common.contactUs'));
    error.mockRestore();
  });
});

describe('namespaces', () => {
  it.each(['en', 'de', 'tr'] as const)('together make up the whole %s dictionary', async (language) => {
    const parts = await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
    expect(Object.assign({}, ...parts)).toEqual(await loadDictionary[language]());
  });

  it('name a namespace for every public page', () => {
    expect(Object.keys(pageNamespaces).sort()).toEqual([...publicPages].sort());
  });

  it('load into an empty translator once, then report nothing to wait for', async () => {
    const translator = createTranslator('de');
    const first = loadCopy(translator, ['shared', 'faq']);
    expect(first).toBeInstanceOf(Promise);
    expect(loadCopy(translator, ['shared', 'faq'])).toBe(first);
    await first;
    expect(loadCopy(translator, ['faq'])).toBeNull();
    expect(translator.t('faq.search')).toBe((await loadDictionary.de()).faq.search);
  });

  it('have nothing to load for a translator made from a whole dictionary', async () => {
    expect(loadCopy(createTranslator('en', await loadDictionary.en()), ['admin'])).toBeNull();
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
