import { subscriptionPageAt } from '@zk/data';
import { isAdminPath } from '@zk/data/languages';
import { adminNamespaces, pageNamespaces, publicPageAt, publicPages, type PublicPage } from '@zk/i18n';
import { lazy, Suspense } from 'react';
import { PublicLayout } from '../layout/public-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { HydrationSignal } from './hydration-signal';
import { pageModules } from './page-modules';
import { WithNamespaces } from './i18n-context';
import { useLocation } from './location';
import { usePageHead } from './use-page-head';

/** The admin area, in its own lazily loaded chunk: nothing of it is in the public pages' first load. */
const loadAdmin = () => import('../admin/admin-app');
const AdminApp = lazy(() => loadAdmin().then((m) => ({ default: m.SiteAdminApp })));

function AdminRoute() {
  // Start the admin code now, so it loads alongside the admin copy rather than after it.
  void loadAdmin();
  return (
    <Suspense fallback={null}>
      <WithNamespaces list={adminNamespaces}>
        <AdminApp />
        <HydrationSignal />
      </WithNamespaces>
    </Suspense>
  );
}
const admin = <AdminRoute />;

/** The pages behind the links in our e-mails: rendered only by the server, in a chunk of their own. */
const SubscriptionPage = lazy(() => import('../pages/subscription-page').then((m) => ({ default: m.SubscriptionPage })));
const subscriptionRoute = (
  <PublicLayout>
    <Suspense fallback={null}>
      <WithNamespaces list={['waitlist', 'subscription']}>
        <SubscriptionPage />
      </WithNamespaces>
    </Suspense>
  </PublicLayout>
);

const pageComponents = Object.fromEntries(publicPages.map((page) => [page, lazy(pageModules[page])])) as Record<
  PublicPage,
  ReturnType<typeof lazy>
>;

function PublicPageRoute({ page }: { page: PublicPage }) {
  usePageHead(page);
  // Start the page's code now, so it loads alongside the page's copy rather than after it.
  void pageModules[page]();
  const Page = pageComponents[page];
  return (
    <Suspense fallback={null}>
      <WithNamespaces list={pageNamespaces[page]}>
        <Page />
        <HydrationSignal />
      </WithNamespaces>
    </Suspense>
  );
}

/**
 * Every route of the site. `/admin/…` and `/{lang}/admin/…` (`isAdminPath`, shared with the server): the
 * admin area routes within itself. `#root` gets `data-hydrated` once the page's own boundary (its code and
 * copy, below the shell) has committed: the shell commits before it, so then header, page and forms respond.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) return admin;
  if (subscriptionPageAt(pathname)) return subscriptionRoute;
  const page = publicPageAt(pathname);
  if (!page)
    return (
      <>
        <NotFoundPage />
        <HydrationSignal />
      </>
    );
  return (
    <PublicLayout>
      <PublicPageRoute page={page} />
    </PublicLayout>
  );
}
