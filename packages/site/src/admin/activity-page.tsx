import type { ActivityEntry, ActivityPort } from '@zk/data';
import { useDataAdapters } from '@zk/data/react';
import { ActivityLog, LeadInboxNote, type ActivityLogRow } from '@zk/ui/admin';
import { useMemo } from 'react';
import { useI18n } from '../app/i18n-context';
import { activityLogLabels } from '../props/admin-console';
import { ConsolePageHeading } from './console-page-heading';
import { serverErrorText } from './server-error-text';
import { useActivity } from './use-activity';

/** `/admin/activity`: the stored security log and "sign out all other sessions"; with hosted services, a note instead. */
export function ActivityPage() {
  const { t } = useI18n();
  const { activity } = useDataAdapters();
  return (
    <>
      <ConsolePageHeading
        documentTitle={t('admin.pages.activity.documentTitle')}
        title={t('admin.pages.activity.title')}
        lead={t('admin.pages.activity.lead')}
      />
      {activity ? (
        <EmbeddedActivity port={activity} />
      ) : (
        <LeadInboxNote title={t('admin.pages.activity.title')} note={t('admin.pages.activity.hostedNote')} />
      )}
    </>
  );
}

function EmbeddedActivity({ port }: { port: ActivityPort }) {
  const { language, t } = useI18n();
  const log = useActivity(port);
  const labels = useMemo(() => activityLogLabels({ t }), [t]);
  const format = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }), [language]);
  const row = (entry: ActivityEntry): ActivityLogRow => {
    const { count, reason, warning, message } = entry.details;
    const detail = [
      typeof message === 'string' ? t(`admin.activity.warnings.${String(warning)}`, { defaultValue: message }) : null,
      typeof count === 'number' ? t('admin.activity.count', { count }) : null,
      typeof reason === 'string' ? t(`admin.activity.reasons.${reason}`, { defaultValue: reason }) : null,
    ].filter((part) => part !== null);
    return {
      id: entry.id,
      outcome: entry.outcome,
      eventLabel: t(`admin.activity.events.${entry.event}`, { defaultValue: entry.event }),
      timeLabel: format.format(new Date(entry.at)),
      dateTime: entry.at,
      ip: entry.ip,
      device: entry.device,
      detail: detail.length > 0 ? detail.join(' · ') : null,
    };
  };
  return (
    <ActivityLog
      labels={labels}
      rows={log.events.map(row)}
      state={log.load}
      errorMessage={log.error ? serverErrorText(log.error, t) : undefined}
      onReload={log.reload}
      kindFilter={log.kind}
      onKindFilterChange={log.setKind}
      hasMore={log.hasMore}
      loadingMore={log.loadingMore}
      onLoadMore={log.loadMore}
      onRevokeOthers={log.revokeOthers}
    />
  );
}
