import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { describe, expect, it } from 'vitest';
import { copyLanguage } from '../../.storybook/copy-language';

describe('the language of a story copy (the story tests compare it with <html lang>)', () => {
  it.each([
    ['en', en.home.pricing.title, en.faq],
    ['de', de.home.pricing.title, de.faq],
    ['tr', tr.home.pricing.title, tr.faq],
  ] as const)('reads %s copy as %s', (locale, title, faq) => {
    expect(copyLanguage(`${title} ${JSON.stringify(faq)}`)).toBe(locale);
  });

  it('reads Turkish in capitals, dotted İ included', () => {
    expect(copyLanguage('NEDEN BİZ? ÖZELLİK FİYATLANDIRMA')).toBe('tr');
  });

  it('gives no verdict on text without words of its own or with two languages evenly', () => {
    expect(copyLanguage('OK · 42 % · 11:41')).toBeUndefined();
    expect(copyLanguage(`${de.home.pricing.title} ${tr.home.pricing.title}`)).toBeUndefined();
  });
});
