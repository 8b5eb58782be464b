import { useId, type HTMLAttributes } from 'react';
import { InboxError } from '../lead-inbox/inbox-states';
import { Spinner } from '../spinner';
import type { AnnouncementRecordRow, AnnouncementRecordsLabels } from './labels';

export interface AnnouncementRecordsProps extends HTMLAttributes<HTMLDivElement> {
  /** Every text of the table in the operator's language. */
  labels: AnnouncementRecordsLabels;
  /** The announcements sent, newest first, each with its delivery counts. */
  rows: AnnouncementRecordRow[];
  /** `loading` while the list is read. */
  state: 'loading' | 'ready' | 'error';
  /** The failed load's message. */
  errorMessage?: string;
  /** Reads the list again after a failed load. */
  onReload: () => void;
}

const cell = 'px-3 py-2 text-start align-top';

/** The record of every sent announcement: when, by whom, to how many, and how many were delivered or failed. */
export function AnnouncementRecords({ labels, rows, state, errorMessage, onReload, ...props }: AnnouncementRecordsProps) {
  const titleId = useId();
  return (
    <div
      {...props}
      data-slot="announcement-records"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-card sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-semibold text-foreground">
        {labels.recordsTitle}
      </h2>
      {state === 'loading' ? <Spinner label={labels.loading} /> : null}
      {state === 'error' ? (
        <InboxError title={labels.recordsFailed} message={errorMessage} retry={labels.reload} onRetry={onReload} />
      ) : null}
      {state === 'ready' && rows.length === 0 ? <p className="text-sm text-muted">{labels.recordsEmpty}</p> : null}
      {state === 'ready' && rows.length > 0 ? (
        // A table on every width: it scrolls sideways on a phone rather than squeezing the figures.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={titleId}>
          <table className="w-full min-w-[36rem] border-collapse text-sm">
            <thead className="border-b border-border text-muted">
              <tr>
                {[labels.when, labels.subject, labels.recipients, labels.delivered, labels.failed, labels.pending].map((heading, index) => (
                  <th key={heading} scope="col" className={`${cell} font-semibold ${index > 1 ? 'text-end' : ''}`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-border last:border-0">
                  <th scope="row" className={`${cell} font-normal`}>
                    <span className="block font-semibold whitespace-nowrap text-foreground">{row.whenLabel}</span>
                    <span className="block text-xs break-all text-muted">
                      {labels.by} {row.by}
                    </span>
                  </th>
                  <td className={`${cell} min-w-48`}>
                    <span className="block break-words text-foreground">{row.subject}</span>
                    <span className="block text-xs text-muted">{row.serviceLabel}</span>
                  </td>
                  {[row.recipients, row.delivered, row.failed, row.pending].map((figure, index) => (
                    <td key={index} className={`${cell} text-end tabular-nums`}>
                      {figure}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
