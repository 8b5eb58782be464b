import { describe, expect, it, vi } from 'vitest';
import { createI18n, type TFunction } from './i18next-setup';
import { isLanguage } from './languages';
import { createLoadedI18n, loadCopy, loadNamespace, loadResources } from './load-copy';
import de from './locales/de';
import en from './locales/en';
import tr from './locales/tr';
import { namespaces, pageNamespaces } from './namespaces';
import { publicPages } from './pages';

describe('createI18n', () => {
  it('translates synchronously in its language, with interpolation', async () => {
    const { t } = await createLoadedI18n('de');
    expect(t('common.contactUs')).toBe(de.common.contactUs);
    expect(t('footer.copyright', { year: 2026, brand: 'ZK' })).toBe(
      de.footer.copyright.replace('{{year}}', '2026').replace('{{brand}}', 'ZK'),
    );
  });

  it('keeps Turkish characters intact and does not HTML-escape values (React does)', async () => {
    const { t } = createI18n('tr', tr);
    expect(t('common.submitting')).toBe(tr.common.submitting);
    expect(t('header.homeLabel', { brand: 'A & B <ZK>' })).toBe(tr.header.homeLabel.replace('{{brand}}', 'A & B <ZK>'));
  });

  it('returns a section whole, with every string in it (arrays and nested objects too) interpolated', () => {
    const { t } = createI18n('en', en);
    const privacy = t('legal.privacy', { email: 'hello@example.com' });
    expect(JSON.stringify(privacy)).toContain('hello@example.com');
    expect(JSON.stringify(privacy)).not.toContain('{{email}}');
    expect(Object.keys(privacy)).toEqual(Object.keys(en.legal.privacy));
    expect(t('zkagent.groups.support.items')).toEqual(en.zkagent.groups.support.items);
  });

  it('reports a missing key and shows the key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { t } = createI18n('en');
    expect(t('common.contactUs')).toBe('common.contactUs');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('common.contactUs'));
    error.mockRestore();
  });
});

describe('plurals (i18next’s Intl.PluralRules)', () => {
  const count = (text: string, n: number) => text.replace('{{count}}', String(n));

  it.each([0, 1, 2, 5, 21, 1.5])('German %s takes the form its rules name (one only for 1)', (n) => {
    const { t } = createI18n('de', de);
    expect(t('faq.results', { count: n })).toBe(count(n === 1 ? de.faq.results_one : de.faq.results_other, n));
  });

  it.each([0, 1, 2, 5, 21, 1.5])('Turkish %s takes the form its rules name (one only for 1)', (n) => {
    const { t } = createI18n('tr', tr);
    expect(new Intl.PluralRules('tr').select(n)).toBe(n === 1 ? 'one' : 'other');
    expect(t('faq.results', { count: n })).toBe(count(n === 1 ? tr.faq.results_one : tr.faq.results_other, n));
  });

  it('English singular and plural', () => {
    const { t } = createI18n('en', en);
    expect(t('faq.results', { count: 1 })).toBe('1 question found');
    expect(t('faq.results', { count: 4 })).toBe('4 questions found');
  });
});

describe('typed keys and placeholders', () => {
  it('reject a wrong key, a missing placeholder and a misspelt one at type-check time', () => {
    const { t } = createI18n('en', en);
    const unchecked = (call: (t: TFunction) => unknown) => () => call(t);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error: no such key
    expect(unchecked((t) => t('common.contactUss'))()).toBe('common.contactUss');
    // @ts-expect-error: `footer.copyright` needs `year` and `brand`
    unchecked((t) => t('footer.copyright', { year: 2026 }))();
    // @ts-expect-error: `header.homeLabel` takes `brand`, not `brnad`
    unchecked((t) => t('header.homeLabel', { brnad: 'ZK' }))();
    // @ts-expect-error: a string is not a section
    unchecked((t): { title: string } => t('common.contactUs'))();
    // A section key comes back as its object, a string key as a string.
    const title: string = t('legal.privacy.introduction.title');
    const intro: { title: string } = t('legal.privacy.introduction');
    expect([title, intro.title]).toEqual([en.legal.privacy.introduction.title, en.legal.privacy.introduction.title]);
    error.mockRestore();
  });
});

describe('namespaces', () => {
  it.each(['en', 'de', 'tr'] as const)('together make up the whole %s dictionary', async (language) => {
    expect(await loadResources(language)).toEqual({ en, de, tr }[language]);
  });

  it('name a namespace for every public page', () => {
    expect(Object.keys(pageNamespaces).sort()).toEqual([...publicPages].sort());
  });

  it('load into an empty instance once, with addResourceBundle, then report nothing to wait for', async () => {
    const i18n = createI18n('de');
    const first = loadCopy(i18n, ['shared', 'faq']);
    expect(first).toBeInstanceOf(Promise);
    expect(loadCopy(i18n, ['shared', 'faq'])).toBe(first);
    await first;
    expect(loadCopy(i18n, ['faq'])).toBeNull();
    expect(i18n.t('faq.search')).toBe(de.faq.search);
    expect(i18n.t('common.contactUs')).toBe(de.common.contactUs);
    expect(i18n.getResourceBundle('de', 'translation')).toEqual({
      ...(await loadNamespace('de', 'shared')),
      ...(await loadNamespace('de', 'faq')),
    });
  });

  it('have nothing to load for an instance made from a whole dictionary', () => {
    expect(loadCopy(createI18n('en', en), namespaces)).toBeNull();
  });
});

describe('isLanguage', () => {
  it('accepts exactly en, de and tr', () => {
    expect(['en', 'de', 'tr', 'fr', 'EN', '', undefined].map(isLanguage)).toEqual([true, true, true, false, false, false, false]);
  });
});
