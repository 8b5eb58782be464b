import { sessionFreshnessMs } from '@zk/data';
import { Logo } from '@zk/ui';
import { AdminHeader, DemoLinks, SessionCountdown, StatCards } from '@zk/ui/admin';
import { CalendarCheck, MessagesSquare, Users } from 'lucide-react';
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

/** SPEC section 2: fixed sample figures. */
const sampleStats = { totalUsers: 1234, activeChats: 56, appointments: 23 };

function SessionTimer({ lastLoginTime }: { lastLoginTime: number }) {
  const { t } = useI18n();
  const now = useNow(1000);
  return (
    <SessionCountdown
      remainingMs={lastLoginTime + sessionFreshnessMs - Math.max(now, lastLoginTime)}
      labels={{ label: t('admin.dashboard.session.label'), description: t('admin.dashboard.session.description') }}
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
  const number = new Intl.NumberFormat(language);
  return (
    <>
      <div>
        <h1 className="text-headline font-semibold text-foreground">{t('admin.dashboard.title')}</h1>
        <p className="mt-2 text-lead text-muted">{t('admin.dashboard.lead')}</p>
      </div>
      <StatCards
        label={t('admin.dashboard.stats.label')}
        items={[
          { id: 'users', label: t('admin.dashboard.stats.totalUsers'), value: number.format(sampleStats.totalUsers), icon: <Users /> },
          { id: 'chats', label: t('admin.dashboard.stats.activeChats'), value: number.format(sampleStats.activeChats), icon: <MessagesSquare /> },
          {
            id: 'appointments',
            label: t('admin.dashboard.stats.appointments'),
            value: number.format(sampleStats.appointments),
            icon: <CalendarCheck />,
          },
        ]}
      />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <DashboardCountdowns />
        <DemoLinks
          title={t('admin.dashboard.demos.title')}
          lead={t('admin.dashboard.demos.lead')}
          newTabLabel={t('admin.dashboard.demos.newTab')}
          links={[
            { href: `${base}/demo/1`, label: t('admin.dashboard.demos.store'), kind: 'store' },
            { href: `${base}/demo/2`, label: t('admin.dashboard.demos.landing'), kind: 'landing' },
          ]}
        />
      </div>
      <DashboardLeadInbox />
      <DashboardPassword variant="section" />
    </>
  );
}
