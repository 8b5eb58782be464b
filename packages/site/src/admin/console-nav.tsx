import { AdminNav, type AdminNavItem } from '@zk/ui/admin';
import { House, Inbox, Mail, Megaphone, Settings } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '../app/i18n-context';
import { adminBase } from './admin-paths';

/** The console's sections: their path under the admin base and their entry in the navigation. */
export const consoleSections = [
  { id: 'overview', path: 'dashboard', icon: <House /> },
  { id: 'leads', path: 'leads', icon: <Inbox /> },
  { id: 'announcements', path: 'announcements', icon: <Megaphone /> },
  { id: 'mail', path: 'mail', icon: <Mail /> },
  { id: 'settings', path: 'settings', icon: <Settings /> },
] as const;

export type ConsoleSection = (typeof consoleSections)[number]['id'];

/** The navigation between the console's sections, in the page's language, following the router. */
export function ConsoleNav() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = adminBase(pathname);
  const items: AdminNavItem[] = consoleSections.map(({ id, path, icon }) => ({ id, href: `${base}/${path}`, label: t(`admin.nav.${id}`), icon }));
  const current = consoleSections.find(({ path }) => pathname === `${base}/${path}`)?.id ?? null;
  return (
    <AdminNav
      label={t('admin.nav.label')}
      items={items}
      currentId={current}
      onNavigate={(item, event) => {
        event.preventDefault();
        if (item.id !== current) navigate(item.href);
      }}
    />
  );
}
