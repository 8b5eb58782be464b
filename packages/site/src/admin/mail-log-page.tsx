import type { MailLogEntry, MailLogPort } from '@zk/data';
import { useDataAdapters } from '@zk/data/react';
import { LeadInboxNote, MailLog, type MailLogRow } from '@zk/ui/admin';
import { useMemo } from 'react';
import { useI18n } from '../app/i18n-context';
import { mailLogLabels } from '../props/admin-console';
import { ConsolePageHeading } from './console-page-heading';
import { serverErrorText } from './server-error-text';
import { useMailLog } from './use-mail-log';

/** `/admin/mail`: every composed message; with hosted services, a note instead. */
export function MailLogPage() {
  const { t } = useI18n();
  const { mail } = useDataAdapters();
  return (
    <>
      <ConsolePageHeading
        documentTitle={t('admin.pages.mail.documentTitle')}
        title={t('admin.pages.mail.title')}
        lead={t('admin.pages.mail.lead')}
      />
      {mail ? (
        <EmbeddedMailLog port={mail} />
      ) : (
        <LeadInboxNote title={t('admin.pages.mail.title')} note={t('admin.pages.mail.hostedNote')} />
      )}
    </>
  );
}

function EmbeddedMailLog({ port }: { port: MailLogPort }) {
  const { language, t } = useI18n();
  const log = useMailLog(port);
  const labels = useMemo(() => mailLogLabels({ t }), [t]);
  const format = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }), [language]);
  const row = (message: MailLogEntry): MailLogRow => ({
    id: message.id,
    status: message.status,
    kindLabel: t(`admin.mail.kinds.${message.kind}`),
    recipient: message.recipient,
    subject: message.subject,
    languageLabel: t(`admin.announcements.languages.${message.language}`),
    createdLabel: format.format(new Date(message.createdAt)),
    sentLabel: message.sentAt ? format.format(new Date(message.sentAt)) : null,
    error: message.error,
    attempts: message.attempts,
  });
  return (
    <MailLog
      labels={labels}
      rows={log.messages.map(row)}
      state={log.load}
      errorMessage={log.error ? serverErrorText(log.error, t) : undefined}
      onReload={log.reload}
      transport={log.transport}
      statusFilter={log.status}
      onStatusFilterChange={log.setStatus}
      hasMore={log.hasMore}
      loadingMore={log.loadingMore}
      onLoadMore={log.loadMore}
      previewUrl={(message) => port.previewUrl(message.id)}
      onRetry={(message) => log.retry(message.id)}
    />
  );
}
