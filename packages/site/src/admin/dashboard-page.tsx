import { DemoLinks, StatCards } from '@zk/ui/admin';
import { useLocation } from 'react-router-dom';
import { useI18n } from '../app/i18n-context';
import { demoLinksProps, statCardsProps } from '../props/admin';
import { adminBase } from './admin-paths';
import { ConsolePageHeading } from './console-page-heading';
import { DashboardCountdowns } from './dashboard-countdowns';

/**
 * `/admin/dashboard`, the console's first screen (SPEC section 6): sample statistics, the countdowns
 * and the demo links; the session countdown and sign-out are in the header (`ConsoleLayout`).
 */
export function DashboardPage() {
  const { language, t } = useI18n();
  const base = adminBase(useLocation().pathname);
  return (
    <>
      <ConsolePageHeading
        documentTitle={t('admin.dashboard.documentTitle')}
        title={t('admin.dashboard.title')}
        lead={t('admin.dashboard.lead')}
      />
      <StatCards {...statCardsProps({ t, language })} />
      {/* One column that may shrink below its content's width: a long countdown title is truncated, not widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <DashboardCountdowns />
        <DemoLinks {...demoLinksProps({ t }, base)} />
      </div>
    </>
  );
}
