import { sessionFreshnessMs } from '@zk/data';
import { Logo } from '@zk/ui';
import { AdminHeader, DemoLinks, SessionCountdown, StatCards } from '@zk/ui/admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '../app/i18n-context';
import { useNow } from '../components/use-now';
import { siteConfig } from '../site-config';
import { useAdminAuth } from './admin-auth';
import { adminBase } from './admin-paths';
import { DashboardCountdowns } from './dashboard-countdowns';
import { DashboardLeadInbox } from './dashboard-lead-inbox';
import { DashboardPassword } from './dashboard-password';
import { useDocumentTitle } from './use-document-title';
import { demoLinksProps, sessionLabels, statCardsProps } from '../props/admin';

function SessionTimer({ lastLoginTime }: { lastLoginTime: number }) {
  const { t } = useI18n();
  const now = useNow(1000);
  return (
    <SessionCountdown
      remainingMs={lastLoginTime + sessionFreshnessMs - Math.max(now, lastLoginTime)}
      labels={sessionLabels({ t })}
    />
  );
}

/**
 * `/admin/dashboard`: session time, sample statistics, countdowns, demo links, the lead inbox and the
 * password change; only the password change while the generated first-start password is still in use.
 */
export function DashboardPage() {
  const { t } = useI18n();
  const { lastLoginTime, session, signOut } = useAdminAuth();
  const navigate = useNavigate();
  const base = adminBase(useLocation().pathname);
  useDocumentTitle(t('admin.dashboard.documentTitle'));

  const signOutAndLeave = () => {
    signOut()
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => navigate(base, { replace: true }));
  };

  return (
    <>
      <AdminHeader
        logo={<Logo name={siteConfig.brand} />}
        session={lastLoginTime !== null ? <SessionTimer lastLoginTime={lastLoginTime} /> : null}
        signOutLabel={t('admin.dashboard.signOut')}
        onSignOut={signOutAndLeave}
      />
      <main className="mx-auto flex w-full max-w-page flex-col gap-8 px-5 py-10 sm:px-8 sm:py-14">
        {session?.passwordChangeRequired ? <DashboardPassword variant="page" /> : <DashboardContent />}
      </main>
    </>
  );
}

/** The dashboard's sections, once the operator has a password of their own. */
function DashboardContent() {
  const { language, t } = useI18n();
  const base = adminBase(useLocation().pathname);
  return (
    <>
      <div>
        <h1 className="text-headline font-semibold text-foreground">{t('admin.dashboard.title')}</h1>
        <p className="mt-2 text-lead text-muted">{t('admin.dashboard.lead')}</p>
      </div>
      <StatCards {...statCardsProps({ t, language })} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <DashboardCountdowns />
        <DemoLinks {...demoLinksProps({ t }, base)} />
      </div>
      <DashboardLeadInbox />
      <DashboardPassword variant="section" />
    </>
  );
}
