import { AdminNav } from '@zk/ui/admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '../app/i18n-context';
import { adminNavItems, consoleSections } from '../props/admin-console';
import { adminBase } from './admin-paths';

/** The navigation between the console's sections (`consoleSections`), in the page's language, following the router. */
export function ConsoleNav() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = adminBase(pathname);
  const current = consoleSections.find(({ path }) => pathname === `${base}/${path}`)?.id ?? null;
  return (
    <AdminNav
      label={t('admin.nav.label')}
      items={adminNavItems({ t }, base)}
      currentId={current}
      onNavigate={(item, event) => {
        event.preventDefault();
        if (item.id !== current) navigate(item.href);
      }}
    />
  );
}
