import type { PublicPage } from '@zk/i18n';
import { useEffect, useRef } from 'react';
import { applyHead, pageHead } from '../head';
import { siteConfig } from '../site-config';
import { useI18n } from './i18n-context';

/**
 * Keeps the document head in step with client-side navigation. The first render's head comes
 * from the prerendered HTML, so nothing is touched until the page changes.
 */
export function usePageHead(page: PublicPage): void {
  const { language, t } = useI18n();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    applyHead(pageHead(page, language, t, siteConfig.siteUrl, siteConfig.brand));
  }, [page, language, t]);
}
