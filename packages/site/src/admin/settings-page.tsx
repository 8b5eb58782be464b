import { useDataAdapters } from '@zk/data/react';
import { useI18n } from '../app/i18n-context';
import { useAdminAuth } from './admin-auth';
import { ConsolePageHeading } from './console-page-heading';
import { DashboardPassword } from './dashboard-password';
import { SettingsPasskeys } from './settings-passkeys';
import { SettingsSecondFactor } from './settings-second-factor';

/** `/admin/settings`: the signed-in account, the password change and the second factor (where the server manages them). */
export function SettingsPage() {
  const { t } = useI18n();
  const { session } = useAdminAuth();
  const { auth } = useDataAdapters();
  return (
    <>
      <ConsolePageHeading
        documentTitle={t('admin.pages.settings.documentTitle')}
        title={t('admin.pages.settings.title')}
        lead={t('admin.pages.settings.lead')}
      />
      {session ? (
        <dl className="flex flex-wrap gap-x-3 gap-y-1 rounded-card border border-border bg-surface p-6 shadow-card">
          <dt className="font-semibold text-foreground">{t('admin.pages.settings.account')}</dt>
          <dd className="break-all text-muted">{session.user.email}</dd>
        </dl>
      ) : null}
      {auth.changePassword ? (
        <DashboardPassword variant="section" />
      ) : (
        <p className="text-muted">{t('admin.pages.settings.hostedPassword')}</p>
      )}
      <SettingsSecondFactor />
      <SettingsPasskeys />
    </>
  );
}
