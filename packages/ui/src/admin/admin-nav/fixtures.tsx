import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import { House, Inbox, Megaphone, Mail, Settings } from 'lucide-react';
import type { AdminNavItem } from './admin-nav';

/** The console's entries from the dictionary, as the site's admin-console-nav.tsx maps them. */
export function adminNavItems(locale: Locale): AdminNavItem[] {
  const nav = storyCopy[locale].admin.nav;
  const base = locale === 'en' ? '/admin' : `/${locale}/admin`;
  return [
    { id: 'overview', href: `${base}/dashboard`, label: nav.overview, icon: <House /> },
    { id: 'leads', href: `${base}/leads`, label: nav.leads, icon: <Inbox /> },
    { id: 'announcements', href: `${base}/announcements`, label: nav.announcements, icon: <Megaphone /> },
    { id: 'mail', href: `${base}/mail`, label: nav.mail, icon: <Mail /> },
    { id: 'settings', href: `${base}/settings`, label: nav.settings, icon: <Settings /> },
  ];
}
