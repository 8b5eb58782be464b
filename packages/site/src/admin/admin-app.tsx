import { DataProvider, useDataAdapters } from '@zk/data/react';
import { Spinner } from '@zk/ui/admin';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ChatWidgetLoader } from '../app/chat-widget-loader';
import { lacksConsolePorts } from '../app/data-adapters';
import { useI18n } from '../app/i18n-context';
import { ActivityPage } from './activity-page';
import { AdminAuthProvider } from './admin-auth';
import { adminBase } from './admin-paths';
import { AnnouncementsPage } from './announcements-page';
import { consoleAdapters } from './console-adapters';
import { ConsoleLayout } from './console-layout';
import { DashboardPage } from './dashboard-page';
import { LeadsPage } from './leads-page';
import { MailLogPage } from './mail-log-page';
import { SettingsPage } from './settings-page';
import { RequireAuth } from './require-auth';
import { RouterBridge } from './router-bridge';
import { useAdminNavigationFocus } from './use-admin-navigation-focus';
import { SignInPage } from './sign-in-page';
// The full stylesheet (the public pages inline a part of it): its own chunk's stylesheet, loaded before this
// chunk runs on a client-side visit from a public page; the admin documents inline it (scripts/build.mjs).
import '../styles.css';

const DemoStorePage = lazy(() => import('./demo-store-page'));
const DemoAnalyticsPage = lazy(() => import('./demo-analytics-page'));

function UnknownAdminPath() {
  return <Navigate to={adminBase(useLocation().pathname)} replace />;
}

function AdminArea() {
  const { t } = useI18n();
  useAdminNavigationFocus();
  return (
    <AdminAuthProvider>
      <ChatWidgetLoader />
      <Suspense fallback={<Spinner layout="page" label={t('admin.loading')} />}>
        <Routes>
          <Route index element={<SignInPage />} />
          <Route element={<RequireAuth />}>
            <Route element={<ConsoleLayout />}>
              <Route path="dashboard" element={<DashboardPage />} />
              <Route path="leads" element={<LeadsPage />} />
              <Route path="announcements" element={<AnnouncementsPage />} />
              <Route path="mail" element={<MailLogPage />} />
              <Route path="activity" element={<ActivityPage />} />
              <Route path="settings" element={<SettingsPage />} />
            </Route>
            <Route path="demo/1" element={<DemoStorePage />} />
            <Route path="demo/2" element={<DemoAnalyticsPage />} />
          </Route>
          <Route path="*" element={<UnknownAdminPath />} />
        </Routes>
      </Suspense>
    </AdminAuthProvider>
  );
}

/**
 * The admin area under `/admin/*` and `/{lang}/admin/*`, loaded lazily so none of it (nor the router
 * it uses) reaches the public pages: the sign-in screen, and behind the guard the console (dashboard,
 * leads, announcements, mail log, activity, settings, in `ConsoleLayout` with its navigation) and the two demos.
 */
export default function AdminApp() {
  return (
    <RouterBridge>
      <Routes>
        <Route path="/admin/*" element={<AdminArea />} />
        <Route path="/:lang/admin/*" element={<AdminArea />} />
      </Routes>
    </RouterBridge>
  );
}

/**
 * The admin area as the site serves it: the site's adapters with the console's ports added (adapters a
 * story or a test gives are used as they are).
 */
export function SiteAdminApp() {
  const site = useDataAdapters();
  const adapters = useMemo(() => (lacksConsolePorts(site) ? consoleAdapters(site) : site), [site]);
  return (
    <DataProvider adapters={adapters}>
      <AdminApp />
    </DataProvider>
  );
}
