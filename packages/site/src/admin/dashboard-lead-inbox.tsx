import type { InboxLead, LeadsPort } from '@zk/data';
import { useDataAdapters } from '@zk/data/react';
import { LeadInbox, LeadInboxNote, type LeadInboxRow } from '@zk/ui/admin';
import { useMemo } from 'react';
import { useI18n } from '../app/i18n-context';
import { inboxLabels, inboxServiceOptions, type ErasureCopies } from '../props/admin';
import { siteConfig } from '../site-config';
import { serviceKeyForName } from '../props/waitlist-service-keys';
import { serverErrorText } from './server-error-text';
import { leadKey, useLeadInbox, type InboxNotice } from './use-lead-inbox';

type Translate = ReturnType<typeof useI18n>['t'];

function noticeText(t: Translate, notice: InboxNotice): string {
  if (!notice) return '';
  if (notice.type === 'deleted') return t('admin.inbox.deleted');
  if (notice.type === 'erased') return t('admin.inbox.erased', { count: notice.count });
  if (notice.type === 'statusChanged') return t('admin.inbox.statusChanged', { status: t(`admin.inbox.statuses.${notice.status}`) });
  return t('admin.inbox.failed');
}

/**
 * The lead inbox on the dashboard; with hosted services, a note that Airtable is the inbox there. Its
 * erasure dialogs name the configured copies outside the database (`copies`, the site's by default).
 */
export function DashboardLeadInbox({ copies = siteConfig.privacy }: { copies?: ErasureCopies }) {
  const { leads } = useDataAdapters();
  const { t } = useI18n();
  if (!leads) return <LeadInboxNote title={t('admin.inbox.title')} note={t('admin.inbox.hostedNote')} />;
  return <EmbeddedLeadInbox port={leads} copies={copies} />;
}

function EmbeddedLeadInbox({ port, copies }: { port: LeadsPort; copies: ErasureCopies }) {
  const { language, t } = useI18n();
  const inbox = useLeadInbox(port);
  const labels = useMemo(() => inboxLabels({ t }, copies), [t, copies]);
  const format = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }), [language]);
  const serviceOptions = useMemo(() => inboxServiceOptions({ t }), [t]);
  const byKey = new Map(inbox.leads.map((lead) => [leadKey(lead), lead]));
  const lead = (row: LeadInboxRow) => byKey.get(row.key) as InboxLead;

  const rows: LeadInboxRow[] = inbox.leads.map((item) => ({
    key: leadKey(item),
    id: item.id,
    kind: item.kind,
    name: item.fullName,
    email: item.email,
    status: item.status,
    receivedAt: item.createdAt,
    receivedLabel: format.format(new Date(item.createdAt)),
    ...(item.kind === 'contact'
      ? { message: item.inquiry }
      : {
          // Stored as English display names (what Airtable gets); shown in the page's language.
          services: item.services.map((name) => {
            const key = serviceKeyForName(name);
            return key ? t(`waitlist.services.${key}.title`) : name;
          }),
          language: item.language.toLocaleUpperCase(language),
          subscription: item.subscription,
        }),
  }));

  return (
    <LeadInbox
      labels={labels}
      filters={inbox.filters}
      onFiltersChange={inbox.setFilters}
      serviceOptions={serviceOptions}
      leads={rows}
      status={inbox.status}
      errorMessage={inbox.error ? serverErrorText(inbox.error, t) : undefined}
      onRetry={inbox.retry}
      hasMore={inbox.hasMore}
      loadingMore={inbox.loadingMore}
      onLoadMore={inbox.loadMore}
      onExport={inbox.exportCsv}
      onStatusChange={(row, status) => inbox.setStatus(lead(row), status)}
      onDelete={(row) => inbox.remove(lead(row))}
      onEraseEmail={inbox.eraseEmail}
      notice={noticeText(t, inbox.notice)}
    />
  );
}
