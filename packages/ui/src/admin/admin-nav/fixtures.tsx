import { storyContext } from '@story/copy';
import type { Locale } from '@story/locale';
import { adminNavItems as siteNavItems } from '@zk/site/props';
import type { AdminNavItem } from './admin-nav';

/** The console's entries as the site's console-nav.tsx maps them, under the locale's admin base. */
export function adminNavItems(locale: Locale): AdminNavItem[] {
  return siteNavItems(storyContext(locale), locale === 'en' ? '/admin' : `/${locale}/admin`);
}
