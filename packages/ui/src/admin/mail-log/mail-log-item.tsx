import { Eye, RotateCw } from 'lucide-react';
import { Button } from '../../primitives/button';
import type { MailLogLabels, MailLogRow } from './labels';
import { MailStatusBadge } from './mail-status-badge';

export interface MailLogItemProps {
  row: MailLogRow;
  labels: MailLogLabels;
  onPreview: (row: MailLogRow) => void;
  onRetry: (row: MailLogRow) => void;
  retrying: boolean;
}

/** One message: state, subject, recipient, language, times, the last error, preview and (failed only) retry. */
export function MailLogItem({ row, labels, onPreview, onRetry, retrying }: MailLogItemProps) {
  const subject = row.subject ?? labels.noSubject;
  return (
    <li
      data-slot="mail-log-item"
      data-status={row.status}
      className="flex flex-col gap-3 rounded-control border border-border bg-background/40 p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <MailStatusBadge status={row.status} label={labels.statuses[row.status]} />
          <span className="text-xs font-semibold tracking-wide text-subtle uppercase">{row.kindLabel}</span>
        </div>
        <p className={row.subject ? 'font-semibold break-words text-foreground' : 'italic text-muted'}>{subject}</p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm text-muted">
          <dt>{labels.recipient}</dt>
          <dd className="break-all text-foreground">{row.recipient}</dd>
          <dt>{labels.language}</dt>
          <dd>{row.languageLabel}</dd>
          <dt>{labels.created}</dt>
          <dd>{row.createdLabel}</dd>
          {row.sentLabel ? (
            <>
              <dt>{labels.sent}</dt>
              <dd>{row.sentLabel}</dd>
            </>
          ) : null}
          {row.attempts > 0 ? (
            <>
              <dt>{labels.attempts}</dt>
              <dd>{row.attempts}</dd>
            </>
          ) : null}
          {row.error ? (
            <>
              <dt>{labels.error}</dt>
              <dd className="break-words text-danger">{row.error}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-label={labels.previewOf(subject)} onClick={() => onPreview(row)}>
          <Eye aria-hidden />
          {labels.preview}
        </Button>
        {row.status === 'failed' ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={labels.retryOf(subject, row.recipient)}
            aria-disabled={retrying || undefined}
            onClick={() => !retrying && onRetry(row)}
          >
            <RotateCw aria-hidden />
            {labels.retry}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
