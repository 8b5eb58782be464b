import { afterEach, describe, expect, it } from 'vitest';
import { preferredLanguageCookie } from '@zk/data';
import { preferredLanguage, storePreferredLanguage } from './language-preference.ts';

afterEach(() => {
  document.cookie = 'preferredLanguage=; Path=/; Max-Age=0';
  localStorage.clear();
});

describe('preferred language', () => {
  it('marks the cookie Secure on https only (ASVS 3.3.1)', () => {
    expect(preferredLanguageCookie('de', true)).toBe('preferredLanguage=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(preferredLanguageCookie('de', false)).toBe('preferredLanguage=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('stores the choice and mirrors it in a cookie on a page served over http', () => {
    expect(location.protocol).toBe('http:');
    storePreferredLanguage('tr');
    expect(preferredLanguage()).toBe('tr');
    expect(document.cookie).toContain('preferredLanguage=tr');
  });
});
