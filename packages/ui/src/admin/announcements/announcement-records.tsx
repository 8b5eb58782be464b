import { useId, type HTMLAttributes } from 'react';
import { InboxError } from '../lead-inbox/inbox-states';
import { Spinner } from '../spinner';
import type { AnnouncementRecordRow, AnnouncementRecordsLabels } from './labels';

export interface AnnouncementRecordsProps extends HTMLAttributes<HTMLDivElement> {
  labels: AnnouncementRecordsLabels;
  rows: AnnouncementRecordRow[];
  state: 'loading' | 'ready' | 'error';
  errorMessage?: string;
  onReload: () => void;
}

const cell = 'px-3 py-2 text-start align-top';

/** The record of every sent announcement: when, by whom, to how many, and how many were delivered or failed. */
export function AnnouncementRecords({ labels, rows, state, errorMessage, onReload, ...props }: AnnouncementRecordsProps) {
  const titleId = useId();
  return (
    <div {...props} data-slot="announcement-records" className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
      <h2 id={titleId} className="text-xl font-semibold text-foreground">
        {labels.recordsTitle}
      </h2>
      {state === 'loading' ? <Spinner label={labels.loading} /> : null}
      {state === 'error' ? <InboxError title={labels.recordsFailed} message={errorMessage} retry={labels.reload} onRetry={onReload} /> : null}
      {state === 'ready' && rows.length === 0 ? <p className="text-sm text-muted">{labels.recordsEmpty}</p> : null}
      {state === 'ready' && rows.length > 0 ? (
        // A table on every width: it scrolls sideways on a phone rather than squeezing the figures.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={titleId}>
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <thead className="border-b border-border text-muted">
              <tr>
                {[labels.when, labels.service, labels.subject, labels.by, labels.recipients, labels.delivered, labels.failed, labels.pending].map((heading) => (
                  <th key={heading} scope="col" className={`${cell} font-semibold`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-border last:border-0">
                  <th scope="row" className={`${cell} font-semibold whitespace-nowrap text-foreground`}>
                    {row.whenLabel}
                  </th>
                  <td className={cell}>{row.serviceLabel}</td>
                  <td className={`${cell} break-words`}>{row.subject}</td>
                  <td className={`${cell} break-all`}>{row.by}</td>
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
