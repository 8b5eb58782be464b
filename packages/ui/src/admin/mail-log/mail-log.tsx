import { Info } from 'lucide-react';
import { useState, type HTMLAttributes } from 'react';
import { LogFilter, PagedLogStates } from '../lead-inbox/paged-log';
import { mailLogStatuses, type MailLogLabels, type MailLogRow, type MailLogStatus } from './labels';
import { MailLogItem } from './mail-log-item';
import { MailPreviewDialog } from './mail-preview-dialog';

export interface MailLogProps extends HTMLAttributes<HTMLDivElement> {
  /** Every text of the log in the operator's language: filter, states, preview and retry. */
  labels: MailLogLabels;
  /** The loaded pages of messages, newest first. */
  rows: MailLogRow[];
  /** `loading` while the first page for the filter is read. */
  state: 'loading' | 'ready' | 'error';
  /** The failed load's message. */
  errorMessage?: string;
  /** Reads the first page again after a failed load. */
  onReload: () => void;
  /** False without an SMTP server: messages are kept, never sent. */
  transport: boolean;
  /** The status shown, or null for all. */
  statusFilter: MailLogStatus | null;
  /** Called with the status chosen in the filter (null for all); the caller reloads the first page. */
  onStatusFilterChange: (status: MailLogStatus | null) => void;
  /** More messages past the loaded pages: shows the load-more button. */
  hasMore: boolean;
  /** While the next page is read: the button shows its busy text. */
  loadingMore?: boolean;
  /** Reads the next page. */
  onLoadMore: () => void;
  /** The address of a message's rendered preview. */
  previewUrl: (row: MailLogRow) => string;
  /** Queues a failed message again; resolves true once queued. */
  onRetry: (row: MailLogRow) => Promise<boolean>;
}

/** The operator's mail log: every composed message with its state, a sandboxed preview and a retry for failed ones. */
export function MailLog({
  labels,
  rows,
  state,
  errorMessage,
  onReload,
  transport,
  statusFilter,
  onStatusFilterChange,
  hasMore,
  loadingMore,
  onLoadMore,
  previewUrl,
  onRetry,
  ...props
}: MailLogProps) {
  const [preview, setPreview] = useState<MailLogRow | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const retry = (row: MailLogRow) => {
    setRetrying(row.id);
    setNotice('');
    onRetry(row)
      .catch(() => false)
      .then((done) => setNotice(done ? labels.retried : labels.retryFailed))
      .finally(() => setRetrying(null));
  };
  return (
    <div {...props} data-slot="mail-log" className="flex flex-col gap-5">
      <LogFilter
        label={labels.filterLabel}
        allLabel={labels.allStatuses}
        options={mailLogStatuses}
        optionLabels={labels.statuses}
        value={statusFilter}
        onChange={onStatusFilterChange}
      />
      {transport ? null : (
        <p
          data-slot="mail-log-kept-note"
          className="flex items-start gap-2 rounded-control border border-border bg-surface-raised/60 p-3 text-sm text-muted"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          {labels.keptNote}
        </p>
      )}
      <p role="status" className="text-sm font-semibold text-foreground empty:hidden">
        {notice}
      </p>
      <PagedLogStates
        state={state}
        empty={rows.length === 0}
        labels={labels}
        errorMessage={errorMessage}
        onReload={onReload}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
      >
        <ul aria-label={labels.listLabel} className="flex flex-col gap-3">
          {rows.map((row) => (
            <MailLogItem key={row.id} row={row} labels={labels} onPreview={setPreview} onRetry={retry} retrying={retrying === row.id} />
          ))}
        </ul>
      </PagedLogStates>
      <MailPreviewDialog
        src={preview ? previewUrl(preview) : null}
        title={labels.previewTitle}
        frameTitle={preview ? labels.previewOf(preview.subject ?? labels.noSubject) : ''}
        closeLabel={labels.close}
        onClose={() => setPreview(null)}
      />
    </div>
  );
}
