import { DemoLinks, StatCards } from '@zk/ui/admin';
import { CalendarCheck, MessagesSquare, Users } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { useI18n } from '../app/i18n-context';
import { adminBase } from './admin-paths';
import { ConsolePageHeading } from './console-page-heading';
import { DashboardCountdowns } from './dashboard-countdowns';

/** SPEC section 2: fixed sample figures. */
const sampleStats = { totalUsers: 1234, activeChats: 56, appointments: 23 };

/**
 * `/admin/dashboard`, the console's first screen (SPEC section 6): sample statistics, the countdowns
 * and the demo links; the session countdown and sign-out are in the header (`ConsoleLayout`).
 */
export function DashboardPage() {
  const { language, t } = useI18n();
  const base = adminBase(useLocation().pathname);
  const number = new Intl.NumberFormat(language);
  return (
    <>
      <ConsolePageHeading documentTitle={t('admin.dashboard.documentTitle')} title={t('admin.dashboard.title')} lead={t('admin.dashboard.lead')} />
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
    </>
  );
}
