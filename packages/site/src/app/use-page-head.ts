import { loadCopy, type PublicPage } from '@zk/i18n';
import { useEffect, useRef } from 'react';
import { applyHead, pageHead } from '../head';
import { siteConfig } from '../site-config';
import { useI18n } from './i18n-context';

/**
 * Keeps the document head in step with client-side navigation. The first render's head comes
 * from the prerendered HTML, so nothing is touched (and no head copy loaded) until the page changes.
 */
export function usePageHead(page: PublicPage): void {
  const { language, t, i18n } = useI18n();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    const apply = () => {
      if (current) applyHead(pageHead(page, language, t, siteConfig.siteUrl, siteConfig.brand));
    };
    const pending = loadCopy(i18n, ['meta']);
    if (pending) void pending.then(apply);
    else apply();
    return () => {
      current = false;
    };
  }, [page, language, t, i18n]);
}
