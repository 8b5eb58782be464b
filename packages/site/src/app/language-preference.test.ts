import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredLanguageCookie } from '@zk/data';
import { preferredLanguage, storePreferredLanguage, whenVisitorActsOrLeaves } from './language-preference.ts';

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

  it('is stored when the visitor first acts on the page, in a task after that event, and only once', () => {
    vi.useFakeTimers();
    try {
      const store = vi.fn();
      whenVisitorActsOrLeaves(store);
      vi.runAllTimers();
      expect(store).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('pointerdown'));
      expect(store).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(store).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('keydown'));
      window.dispatchEvent(new Event('pagehide'));
      vi.runAllTimers();
      expect(store).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is stored at once when the visitor leaves without having acted', () => {
    const store = vi.fn();
    whenVisitorActsOrLeaves(store);
    window.dispatchEvent(new Event('pagehide'));
    expect(store).toHaveBeenCalledTimes(1);
    const hidden = vi.fn();
    whenVisitorActsOrLeaves(hidden);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(hidden).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
