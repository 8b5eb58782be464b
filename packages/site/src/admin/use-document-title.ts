import { useEffect } from 'react';
import { siteConfig } from '../site-config';

/** Sets the tab title of a client-rendered admin page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${siteConfig.brand}`;
  }, [title]);
}
