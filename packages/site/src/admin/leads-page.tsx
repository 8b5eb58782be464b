import { useI18n } from '../app/i18n-context';
import { ConsolePageHeading } from './console-page-heading';
import { DashboardLeadInbox } from './dashboard-lead-inbox';

/** `/admin/leads`: the lead inbox. */
export function LeadsPage() {
  const { t } = useI18n();
  return (
    <>
      <ConsolePageHeading
        documentTitle={t('admin.pages.leads.documentTitle')}
        title={t('admin.pages.leads.title')}
        lead={t('admin.pages.leads.lead')}
      />
      <DashboardLeadInbox />
    </>
  );
}
