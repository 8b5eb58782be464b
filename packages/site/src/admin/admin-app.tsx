import { Spinner } from '@zk/ui/admin';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ChatWidgetLoader } from '../app/chat-widget-loader';
import { useI18n } from '../app/i18n-context';
import { AdminAuthProvider } from './admin-auth';
import { adminBase } from './admin-paths';
import { DashboardPage } from './dashboard-page';
import { RequireAuth } from './require-auth';
import { RouterBridge } from './router-bridge';
import { useAdminNavigationFocus } from './use-admin-navigation-focus';
import { SignInPage } from './sign-in-page';

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
            <Route path="dashboard" element={<DashboardPage />} />
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
 * it uses) reaches the public pages: the sign-in screen, and behind the guard the dashboard and the
 * two demos.
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
